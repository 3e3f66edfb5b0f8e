import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { TestApiProvider } from '@backstage/test-utils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { EntityStats } from '../../../api/types';
import { makeEntity } from '../../../testing/fixtures/entities';
import { makePost } from '../../../testing/fixtures/posts';
import {
  getEntitiesHandler,
  getEntityHandler,
} from '../../../testing/handlers/entities';
import { getFollowedEntitiesHandler } from '../../../testing/handlers/follows';
import {
  createDeferred,
  type HandlerOptions,
} from '../../../testing/handlers/http';
import { getPostsHandler } from '../../../testing/handlers/posts';
import { getTagsHandler } from '../../../testing/handlers/tags';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { TEST_BASE_URL } from '../../../testing/testApis';
import { EntityPage } from './EntityPage';

const server = setupMswServer();
expect.extend(toHaveNoViolations);

const REF = 'component:default/payments-api';
const catalog = new InMemoryCatalogClient({
  entities: [
    {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: {
        name: 'payments-api',
        title: 'Payments API',
        description: 'Takes **card payments**.',
      },
    },
  ],
});

/** The entity's read; `/entities/:ref` would also answer `/entities/followed`, so that one goes first. */
const entityRead = (options: HandlerOptions<EntityStats>) => [
  getFollowedEntitiesHandler({ body: { entityRefs: [], count: 0 } }),
  getEntityHandler(options),
];

function serve(
  entity = makeEntity({ entityRef: REF, questionsCount: 2 }),
  posts = [makePost()],
) {
  const postQueries: unknown[] = [];
  const refs: string[] = [];
  server.use(
    ...entityRead({
      body: entity,
      onRequest: request => refs.push(request.url.pathname),
    }),
    getPostsHandler({
      body: { posts, total: posts.length },
      onRequest: request => postQueries.push(request.body),
    }),
    getTagsHandler(),
    getEntitiesHandler(),
  );
  return { postQueries, refs };
}

/** Agora has never seen the entity (held back until `hold` resolves). */
const entityUnknown = (hold?: Promise<void>) =>
  entityRead({
    status: 404,
    body: { errors: [{ message: 'Entity not found' }] },
    hold,
  });

const ROUTE = `/entities/${encodeURIComponent(REF)}`;

const renderEntity = (route = ROUTE) =>
  renderAgora(
    <TestApiProvider apis={[[catalogApiRef, catalog]]}>
      <EntityPage />
    </TestApiProvider>,
    { route, path: '/entities/*' },
  );

/** The header shows the catalog's title, kind, rendered description and `questions`. */
function expectHeader(questions: string) {
  expect(screen.getByText(`Component · ${REF}`)).toBeInTheDocument();
  expect(screen.getByText('card payments').tagName).toBe('STRONG');
  expect(screen.getByRole('list', { name: 'Counts' })).toHaveTextContent(
    questions,
  );
}

/** The empty list's invitation, once shown: where its "Ask question" links lead. */
async function findInvitationAsks() {
  expect(
    await screen.findByText('Nothing about Payments API yet'),
  ).toBeInTheDocument();
  return screen
    .getAllByRole('link', { name: 'Ask question' })
    .map(a => a.getAttribute('href'));
}

const ASK_ABOUT_REF =
  '/questions/ask?entity=component%3Adefault%2Fpayments-api';

describe('EntityPage', () => {
  it.each([
    ['an encoded ref', '/entities/component:default%2Fpayments-api'],
    ['a ref typed with its slash', '/entities/component:default/payments-api'],
  ])(
    'reads %s from the address and shows the catalog title, kind and description',
    async (_, route) => {
      const { postQueries, refs } = serve();
      const { container } = await renderEntity(route);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Payments API' }),
      ).toBeInTheDocument();
      expect(refs).toContain(
        '/api/agora/entities/component%3Adefault%2Fpayments-api',
      );
      expectHeader('2 questions');
      expect(
        await screen.findByRole('button', { name: 'Follow Payments API' }),
      ).toBeEnabled();
      await waitFor(() =>
        expect(postQueries[0]).toMatchObject({ entities: [REF] }),
      );
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('invites the first question about an entity without posts', async () => {
    serve(
      makeEntity({
        entityRef: REF,
        postsCount: 0,
        questionsCount: 0,
        followerCount: 1,
      }),
      [],
    );
    await renderEntity();
    expect(await findInvitationAsks()).toContain(ASK_ABOUT_REF);
  });

  it('shows a catalog entity nobody wrote about or follows yet, with zero counts and the invitation', async () => {
    serve();
    server.use(
      ...entityUnknown(),
      getPostsHandler({ body: { posts: [], total: 0 } }),
    );
    const { container } = await renderEntity();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payments API' }),
    ).toBeInTheDocument();
    expectHeader('0 questions');
    expect(
      await screen.findByRole('button', { name: 'Follow Payments API' }),
    ).toBeEnabled();
    expect(await findInvitationAsks()).toContain(ASK_ABOUT_REF);
    expect(screen.queryByRole('heading', { name: 'Not found' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a skeleton first, and the not-found panel for an entity Agora does not know', async () => {
    const held = createDeferred();
    serve();
    server.use(...entityUnknown(held.promise));
    await renderEntity('/entities/component:default%2Fnope');
    expect(
      screen.getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
    held.release();
    expect(
      await screen.findByRole('heading', { name: 'Not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/“component:default\/nope”/)).toBeInTheDocument();
  });

  it('shows a failed read with Retry', async () => {
    serve();
    server.use(
      http.get(`${TEST_BASE_URL}/entities/:ref`, () => HttpResponse.error()),
    );
    const { user } = await renderEntity();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    serve();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payments API' }),
    ).toBeInTheDocument();
  });
});
