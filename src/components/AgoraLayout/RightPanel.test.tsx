import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { makePost } from '../../testing/fixtures/posts';
import {
  getFollowedEntitiesHandler,
  getFollowedTagsHandler,
  getFollowedUsersHandler,
  getFollowedCollectionsHandler,
  getFollowedPostsHandler,
} from '../../testing/handlers/follows';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../testing/handlers/http';
import { getPostListHandler } from '../../testing/handlers/posts';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { TEST_BASE_URL } from '../../testing/testApis';
import { RightPanel } from './RightPanel';

const server = setupMswServer();

/** Followed posts, tags, entities, people and collections, each with one item. */
const followedHandlers = () => [
  getFollowedPostsHandler(),
  getFollowedTagsHandler(),
  getFollowedEntitiesHandler(),
  getFollowedUsersHandler(),
  getFollowedCollectionsHandler(),
];

const hot = { posts: [makePost({ id: 7, title: 'How to scale?' })], total: 1 };

describe('RightPanel', () => {
  it('shows skeletons until the lists arrive, then links to each question and tag', async () => {
    const held = createDeferred();
    server.use(
      getPostListHandler({ body: hot, hold: held.promise }),
      ...followedHandlers(),
    );
    await renderAgora(<RightPanel />);
    expect(
      screen.getAllByRole('progressbar', { name: 'Loading' }),
    ).toHaveLength(3);
    held.release();
    // The same question in all three lists shows once, under Hot.
    const link = await screen.findByRole('link', { name: 'How to scale?' });
    expect(link).toHaveAttribute('href', '/questions/7');
    // The later blocks say where their questions are, under headings that
    // name their lists.
    for (const name of [
      'Unanswered questions',
      'Questions without a correct answer',
    ]) {
      expect(
        within(screen.getByRole('heading', { name }).parentElement!).getByText(
          'All of them are already listed above.',
        ),
      ).toBeInTheDocument();
    }
    const tags = screen.getByRole('list', { name: 'Followed tags' });
    expect(
      within(tags).getByRole('link', { name: 'techdocs' }),
    ).toHaveAttribute('href', '/tags/techdocs');
  });

  it('shows a question in the first block that lists it only, and fills later blocks from further down their lists', async () => {
    const seen: SeenRequest[] = [];
    const lists: Record<string, number[]> = {
      hot: [1, 2],
      unanswered: [2, 3, 4, 5, 6, 7, 8],
      incorrect: [1, 3, 9],
    };
    server.use(
      http.get(`${TEST_BASE_URL}/posts/list/:list`, ({ request, params }) => {
        seen.push({ method: 'GET', url: new URL(request.url), body: null });
        const ids = lists[String(params.list)]!;
        return HttpResponse.json({
          posts: ids.map(id => makePost({ id, title: `Question ${id}` })),
          total: ids.length,
        });
      }),
      ...followedHandlers(),
    );
    await renderAgora(<RightPanel />);
    const block = (name: string) =>
      within(screen.getByRole('heading', { name }).parentElement!)
        .queryAllByRole('link')
        .map(link => link.textContent);
    await waitFor(() =>
      expect(block('Questions without a correct answer')).toEqual([
        'Question 9',
      ]),
    );
    expect(block('Hot questions')).toEqual(['Question 1', 'Question 2']);
    expect(block('Unanswered questions')).toEqual(
      [3, 4, 5, 6, 7].map(id => `Question ${id}`),
    );
    // Each block asks for more than it shows, so the later ones still fill.
    expect(seen.map(r => Number(r.url.searchParams.get('limit')))).toEqual([
      15, 15, 15,
    ]);
  });

  it('lists questions without a correct answer and the followed entities and people, linked like everywhere', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      getPostListHandler({ body: hot, onRequest: r => seen.push(r) }),
      ...followedHandlers(),
    );
    const { container } = await renderAgora(<RightPanel />);
    expect(
      await screen.findByRole('heading', {
        name: 'Questions without a correct answer',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.map(r => r.url.pathname.split('/').pop()).sort()).toEqual([
        'hot',
        'incorrect',
        'unanswered',
      ]),
    );
    const entities = await screen.findByRole('list', {
      name: 'Followed entities',
    });
    expect(
      within(entities).getByRole('link', { name: 'billing' }),
    ).toHaveAttribute('href', '/entities/component:default%2Fbilling');
    const people = screen.getByRole('list', { name: 'Followed people' });
    expect(within(people).getByRole('link', { name: 'john' })).toHaveAttribute(
      'href',
      '/users/user:default%2Fjohn',
    );
    const collections = await screen.findByRole('list', {
      name: 'Followed collections',
    });
    expect(
      within(collections).getByRole('link', { name: 'Followed' }),
    ).toHaveAttribute('href', '/collections/9');
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['/questions?tags=helm', 'tags', 'helm', 'Questions about helm'],
    [
      '/questions?entities=component%3Adefault%2Fbilling',
      'entities',
      'component:default/billing',
      'Questions about billing',
    ],
    ['/tags/helm', 'tags', 'helm', 'Questions about helm'],
    [
      '/entities/component:default%2Fbilling',
      'entities',
      'component:default/billing',
      'Questions about billing',
    ],
    [
      '/entities/component:default/billing',
      'entities',
      'component:default/billing',
      'Questions about billing',
    ],
  ])(
    'on %s narrows its questions by the one %s filter',
    async (route, param, value, note) => {
      const seen: SeenRequest[] = [];
      server.use(
        getPostListHandler({ body: hot, onRequest: r => seen.push(r) }),
        ...followedHandlers(),
      );
      await renderAgora(<RightPanel />, { route });
      expect(await screen.findByText(note)).toBeInTheDocument();
      await waitFor(() => expect(seen).toHaveLength(3));
      for (const request of seen) {
        expect(request.url.searchParams.getAll(param)).toEqual([value]);
      }
    },
  );

  it('stays Agora-wide when the questions are filtered by several tags', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      getPostListHandler({ body: hot, onRequest: r => seen.push(r) }),
      ...followedHandlers(),
    );
    await renderAgora(<RightPanel />, {
      route: '/questions?tags=helm&tags=k8s',
    });
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen.every(r => !r.url.searchParams.has('tags'))).toBe(true);
    expect(screen.queryByText(/^Questions about/)).toBeNull();
  });

  it('shows a failed list with Retry, which loads it again', async () => {
    server.use(
      getPostListHandler({ status: 500, body: errorsBody('down') }),
      ...followedHandlers(),
    );
    const { user } = await renderAgora(<RightPanel />);
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(3);
    expect(screen.getAllByText(/Failed to/)[0]).toBeInTheDocument();

    server.use(getPostListHandler({ body: hot }));
    await user.click(retries[0]);
    expect(
      await screen.findByRole('link', { name: 'How to scale?' }),
    ).toBeInTheDocument();
    // Only the retried list asked again; the other still offers Retry.
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });
});
