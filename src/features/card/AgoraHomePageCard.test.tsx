import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Link } from '@backstage/core-components';
import { CustomHomepageGrid } from '@backstage/plugin-home';
import { AgoraHomePageCard } from '../../plugin';
import type { PostsQuery } from '../../api/types';
import { makePost } from '../../testing/fixtures/posts';
import { aiOffHandler } from '../../testing/handlers/ai';
import type { SeenRequest } from '../../testing/handlers/http';
import { getPostHandler, getPostsHandler } from '../../testing/handlers/posts';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { PostPage } from '../posts/PostPage';

expect.extend(toHaveNoViolations);
const server = setupMswServer();

const posts = [
  makePost({
    id: 1,
    title: 'How do I configure the catalog?',
    updated: '2024-05-02T10:00:00.000Z',
    lastActivity: '2024-05-03T09:00:00.000Z',
  }),
  makePost({
    id: 2,
    type: 'article',
    title: 'Our golden paths',
    author: 'anonymous',
    anonymous: true,
  }),
];

/** Answers every posts query with `body` and records the queries. */
function postsQueries(
  body: { posts: unknown[]; total: number } = { posts, total: 2 },
) {
  const seen: PostsQuery[] = [];
  server.use(
    getPostsHandler({
      body: body as never,
      onRequest: (request: SeenRequest) =>
        seen.push(request.body as PostsQuery),
    }),
  );
  return seen;
}

// Outside Agora's page no route table is provided (`routes: []`): the card
// brings its own, AGORA_ROUTES (src/routes.ts), through AgoraExtensionProvider.
const renderCard = (props: Record<string, unknown> = {}) =>
  renderAgora(<AgoraHomePageCard {...props} />, { routes: [] });

const table = () => screen.findByRole('table', { name: 'Q&A posts' });
const columnNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map(cell => cell.textContent);

describe('AgoraHomePageCard', () => {
  it('lists the latest posts of every type, linking into Agora', async () => {
    const seen = postsQueries();
    const { container } = await renderCard();

    expect(screen.getByText('Q&A')).toBeInTheDocument();
    const grid = await table();
    expect(seen).toEqual([
      { limit: 10, offset: 0, orderBy: 'created', order: 'desc' },
    ]);
    expect(columnNames(grid)).toEqual([
      'Title',
      'Author',
      'Type',
      'Created',
      'Active',
    ]);
    // The posts' own pages, resolved where the app mounted Agora.
    expect(
      screen.getByRole('link', { name: 'How do I configure the catalog?' }),
    ).toHaveAttribute('href', '/questions/1');
    expect(
      screen.getByRole('link', { name: 'Our golden paths' }),
    ).toHaveAttribute('href', '/articles/2');
    const [, first, second] = within(grid).getAllByRole('row');
    expect(within(first).getByText('Question')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'jane' }),
    ).toBeInTheDocument();
    expect(within(first).getAllByText(/ago|yesterday/)).toHaveLength(2);
    expect(within(second).getByText('Article')).toBeInTheDocument();
    expect(within(second).getByText('Anonymous')).toBeInTheDocument();
    // Last activity, never a blank: an answer's time, or else the creation's.
    const activeTime = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')[4]
        .querySelector('time')
        ?.getAttribute('datetime');
    expect(activeTime(first)).toBe('2024-05-03T09:00:00.000Z');
    expect(activeTime(second)).toBe(posts[1].created);
    expect(screen.getByRole('button', { name: 'Latest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a home page widget a custom home page places by name', async () => {
    postsQueries();
    await renderAgora(
      <CustomHomepageGrid
        config={[
          { component: 'AgoraHomePageCard', x: 0, y: 0, width: 12, height: 8 },
        ]}
      >
        <AgoraHomePageCard />
      </CustomHomepageGrid>,
      { routes: [] },
    );
    expect(await table()).toBeInTheDocument();
    expect(screen.getByText('Q&A')).toBeInTheDocument();
  });

  it('takes the settings a person sets in the home page settings form', async () => {
    const seen = postsQueries();
    const { user } = await renderAgora(
      <CustomHomepageGrid
        config={[
          { component: 'AgoraHomePageCard', x: 0, y: 0, width: 12, height: 8 },
        ]}
      >
        <AgoraHomePageCard />
      </CustomHomepageGrid>,
      { routes: [] },
    );
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    const form = await screen.findByRole('dialog');
    // By keyboard: the grid's drag handling sees mouse events bubbling up
    // from the dialog (a React portal inside the widget).
    const choose = async (field: RegExp, steps: number) => {
      within(form).getByRole('button', { name: field }).focus();
      await user.keyboard('{ArrowDown}');
      await screen.findByRole('listbox');
      await user.keyboard(`${'{ArrowDown}'.repeat(steps)}{Enter}`);
      await waitFor(() =>
        expect(screen.queryByRole('listbox')).not.toBeInTheDocument(),
      );
    };
    // From the defaults: 10 → 30 rows, latest → most viewed.
    await choose(/Rows per page/, 2);
    await choose(/Quick filter/, 2);
    expect(
      within(form).getByRole('button', { name: /Rows per page/ }),
    ).toHaveTextContent('30');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        limit: 30,
        offset: 0,
        orderBy: 'views',
        order: 'desc',
      }),
    );
    expect(screen.getByRole('button', { name: 'Most viewed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it.each([
    [
      { postType: 'article' },
      { type: 'article', limit: 10, orderBy: 'created' },
    ],
    [{ rowsPerPage: 5 }, { limit: 5, orderBy: 'created' }],
    [{ rowsPerPage: 50 }, { limit: 50, orderBy: 'created' }],
    [{ quickFilter: 'most_viewed' }, { limit: 10, orderBy: 'views' }],
    [
      { quickFilter: 'favorites' },
      { limit: 10, orderBy: 'created', favorite: true },
    ],
    // A saved setting that is no longer valid falls back to its default.
    [
      { rowsPerPage: 7, quickFilter: 'hot' },
      { limit: 10, orderBy: 'created' },
    ],
  ])('starts with the query of its settings %j', async (settings, expected) => {
    const seen = postsQueries();
    await renderCard(settings);
    await table();
    expect(seen).toEqual([{ offset: 0, order: 'desc', ...expected }]);
  });

  it('leaves out the type column when the settings name a type', async () => {
    postsQueries({ posts: [posts[1]], total: 1 });
    await renderCard({ postType: 'article' });
    expect(columnNames(await table())).toEqual([
      'Title',
      'Author',
      'Created',
      'Active',
    ]);
  });

  it('switches between latest, favorites and most viewed', async () => {
    const seen = postsQueries();
    const { user } = await renderCard({ rowsPerPage: 5 });
    await table();

    await user.click(screen.getByRole('button', { name: 'Most viewed' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual({
      limit: 5,
      offset: 0,
      orderBy: 'views',
      order: 'desc',
    });
    expect(screen.getByRole('button', { name: 'Most viewed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Latest' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]).toMatchObject({ favorite: true, orderBy: 'created' });

    // Pressing the chosen filter again keeps it.
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(screen.getByRole('button', { name: 'Favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Back to a list already read: served from the cache.
    await user.click(screen.getByRole('button', { name: 'Latest' }));
    expect(await table()).toBeInTheDocument();
    expect(seen).toHaveLength(3);
  });

  it('pages through the real total, and refreshes', async () => {
    const seen = postsQueries({ posts, total: 23 });
    const { user } = await renderCard();
    await table();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Previous page' }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–20 of 23')).toBeInTheDocument();
    expect(seen[1]).toEqual({
      limit: 10,
      offset: 10,
      orderBy: 'created',
      order: 'desc',
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // A new filter starts on its first page.
    await user.click(screen.getByRole('button', { name: 'Most viewed' }));
    expect(await screen.findByText('1–10 of 23')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ offset: 0, orderBy: 'views' });

    const before = seen.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(seen).toHaveLength(before + 1));
    expect(seen.at(-1)).toEqual(seen.at(-2));
  });

  it('says when there is nothing to show', async () => {
    postsQueries({ posts: [], total: 0 });
    const { user } = await renderCard();
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(
      await screen.findByText('You have no favorite posts yet.'),
    ).toBeInTheDocument();
  });

  it('shows a failed read with Retry', async () => {
    server.use(getPostsHandler({ status: 500, body: null }));
    const { user, container } = await renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch posts',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    postsQueries();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shares the store with the page: a post read by the page opens from the card without a request', async () => {
    const postReads: SeenRequest[] = [];
    server.use(
      getPostHandler({ onRequest: request => postReads.push(request) }),
      aiOffHandler(),
    );
    postsQueries();
    const { user, store } = await renderAgora(
      <Routes>
        <Route path="/home" element={<AgoraHomePageCard />} />
        <Route
          path="/questions/:id"
          element={
            <>
              <Link to="/home">Home</Link>
              <PostPage type="question" />
            </>
          }
        />
      </Routes>,
      { route: '/questions/1' },
    );
    expect(
      await screen.findByRole('heading', {
        name: 'How do I configure the catalog?',
      }),
    ).toBeInTheDocument();
    expect(postReads).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    // The card's list sits in the page's store, the app's one Agora store.
    await table();
    expect(Object.keys(store.getState().agoraApi.queries)).toEqual(
      expect.arrayContaining([
        'getPost(1)',
        'getPosts({"limit":10,"offset":0,"order":"desc","orderBy":"created"})',
      ]),
    );
    await user.click(
      await screen.findByRole('link', {
        name: 'How do I configure the catalog?',
      }),
    );
    expect(
      await screen.findByRole('heading', {
        name: 'How do I configure the catalog?',
      }),
    ).toBeInTheDocument();
    expect(postReads).toHaveLength(1);
  });
});
