import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { Entity } from '@backstage/catalog-model';
import { EntityProvider } from '@backstage/plugin-catalog-react';
import type { PostsQuery } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import { getEntitiesHandler } from '../../../testing/handlers/entities';
import { getPostsHandler } from '../../../testing/handlers/posts';
import { getTagsHandler } from '../../../testing/handlers/tags';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { EntityAgoraContent } from '../../../plugin';

expect.extend(toHaveNoViolations);
const server = setupMswServer();

const entity: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments-service', namespace: 'default' },
  spec: { type: 'service', owner: 'group:default/payments' },
};
const ref = 'component:default/payments-service';
const prefill = `?entity=${encodeURIComponent(ref)}`;

/** Answers every posts query with `posts` and records the queries. */
function serve(posts = [makePost({ entities: [ref] })]) {
  const queries: PostsQuery[] = [];
  server.use(
    getPostsHandler({
      body: { posts, total: posts.length },
      onRequest: request => queries.push(request.body as PostsQuery),
    }),
    getTagsHandler(),
    getEntitiesHandler(),
  );
  return queries;
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

// No page table from the test harness: the tab, like the entity page it sits
// on, is outside Agora's router and must bring its own.
const renderTab = (route = '/') =>
  renderAgora(
    <EntityProvider entity={entity}>
      <EntityAgoraContent />
      <Location />
    </EntityProvider>,
    { routes: [], route },
  );

describe('EntityAgoraContent', () => {
  it("lists the entity's posts of every type, linking into Agora", async () => {
    const queries = serve([
      makePost({ id: 1, title: 'Retries in payments?', entities: [ref] }),
      makePost({
        id: 2,
        type: 'article',
        title: 'Payments runbook',
        entities: [ref],
      }),
    ]);
    const { container } = await renderTab();

    expect(
      await screen.findByRole('heading', { name: '2 posts' }),
    ).toBeInTheDocument();
    expect(queries[0]).toEqual({
      entities: [ref],
      limit: 10,
      offset: 0,
      orderBy: 'created',
      order: 'desc',
    });
    expect(
      screen.getByRole('link', { name: 'Retries in payments?' }),
    ).toHaveAttribute('href', '/questions/1');
    expect(
      screen.getByRole('link', { name: 'Payments runbook' }),
    ).toHaveAttribute('href', '/articles/2');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('prefills Ask, Write and Share with the entity', async () => {
    serve();
    await renderTab();
    await screen.findByRole('heading', { name: '1 post' });
    expect(screen.getByRole('link', { name: 'Ask question' })).toHaveAttribute(
      'href',
      `/questions/ask${prefill}`,
    );
    expect(screen.getByRole('link', { name: 'Write article' })).toHaveAttribute(
      'href',
      `/articles/write${prefill}`,
    );
    expect(screen.getByRole('link', { name: 'Share link' })).toHaveAttribute(
      'href',
      `/links/create${prefill}`,
    );
  });

  it('invites the first question about an entity without posts', async () => {
    serve([]);
    await renderTab();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ask the first question' }),
    ).toHaveAttribute('href', `/questions/ask${prefill}`);
  });

  it("keeps its filters apart from the entity page's own URL", async () => {
    const queries = serve();
    const { user } = await renderTab('/?inspect=yaml&page=3&q=owner');
    await screen.findByRole('heading', { name: '1 post' });
    // The page's `page` and `q` are not the list's.
    expect(queries[0]).toMatchObject({ offset: 0 });
    expect(queries[0]?.searchQuery).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'No votes' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ noVotes: true }),
    );
    const params = new URLSearchParams(
      screen.getByTestId('location').textContent ?? '',
    );
    expect(params.get('agora.noVotes')).toBe('true');
    expect(params.get('noVotes')).toBeNull();
    expect(params.get('inspect')).toBe('yaml');
    expect(params.get('page')).toBe('3');
    expect(params.get('q')).toBe('owner');
  });
});
