import { screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { mockBreakpoint } from '@backstage/test-utils';
import { makePost } from '../testing/fixtures/posts';
import {
  getFollowedEntitiesHandler,
  getFollowedTagsHandler,
  getFollowedUsersHandler,
  getFollowedCollectionsHandler,
  getFollowedPostsHandler,
} from '../testing/handlers/follows';
import type { SeenRequest } from '../testing/handlers/http';
import { getPostListHandler } from '../testing/handlers/posts';
import {
  getPermissionsHandler,
  MEMBER_PERMISSIONS,
  MODERATOR_PERMISSIONS,
} from '../testing/handlers/permissions';
import { setupMswServer } from '../testing/mswServer';
import { renderAgora } from '../testing/renderAgora';
import { AgoraPage } from './AgoraPage';

expect.extend(toHaveNoViolations);
const server = setupMswServer();

/** Hot and unanswered lists answer with different questions so each panel is checked. */
function panelHandlers(
  seen: SeenRequest[] = [],
  permissions = getPermissionsHandler(),
) {
  return [
    getPostListHandler({
      onRequest: request => seen.push(request),
      body: {
        posts: [makePost({ id: 7, title: 'Hot: how to scale?' })],
        total: 1,
      },
    }),
    getFollowedEntitiesHandler(),
    getFollowedUsersHandler(),
    getFollowedCollectionsHandler(),
    getFollowedPostsHandler(),
    permissions,
  ];
}

describe('AgoraPage on wide screens', () => {
  beforeEach(() => mockBreakpoint({ matches: true }));

  it('shows hot and unanswered questions and followed tags from the store', async () => {
    const seen: SeenRequest[] = [];
    server.use(...panelHandlers(seen), getFollowedTagsHandler());
    const { store } = await renderAgora(<AgoraPage />, {
      route: '/questions',
      path: '/*',
    });

    const panel = screen.getByRole('region', { name: 'Related' });
    const hot = await within(panel).findAllByRole('link', {
      name: 'Hot: how to scale?',
    });
    expect(hot[0]).toHaveAttribute('href', '/questions/7');
    expect(
      await within(panel).findByRole('link', { name: 'techdocs' }),
    ).toHaveAttribute('href', '/tags/techdocs');
    expect(
      within(panel).getByRole('heading', { name: 'Unanswered questions' }),
    ).toBeInTheDocument();

    // One request per preset, and the answers sit in Agora's own store.
    expect(seen.map(r => r.url.pathname.split('/').pop()).sort()).toEqual([
      'hot',
      'incorrect',
      'unanswered',
    ]);
    expect(seen[0].url.searchParams.get('type')).toBe('question');
    const cached = Object.values(store.getState().agoraApi.queries).map(
      q => q?.endpointName,
    );
    expect(cached).toEqual(
      expect.arrayContaining(['getPostList', 'getFollowedTags']),
    );
  });

  it('says so when nothing is hot, unanswered or followed', async () => {
    server.use(
      getPostListHandler({ body: { posts: [], total: 0 } }),
      getFollowedTagsHandler({ body: { tags: [], count: 0 } }),
      getFollowedEntitiesHandler({ body: { entityRefs: [], count: 0 } }),
      getFollowedUsersHandler({ body: { followedUserRefs: [], count: 0 } }),
      getFollowedCollectionsHandler({ body: { collections: [], count: 0 } }),
      getFollowedPostsHandler({ body: { posts: [], count: 0 } }),
      getPermissionsHandler(),
    );
    await renderAgora(<AgoraPage />, { route: '/questions', path: '/*' });
    expect(
      await screen.findByText('No hot questions right now.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You do not follow any tags yet.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You do not follow any entities yet.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You do not follow anyone yet.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You do not follow any collections yet.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You do not follow any posts yet.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Every answered question has a correct answer.'),
    ).toBeInTheDocument();
  });

  it('redirects the root to questions and shows a not-found panel for unknown paths', async () => {
    server.use(...panelHandlers(), getFollowedTagsHandler());
    await renderAgora(<AgoraPage />, { route: '/nowhere/at/all', path: '/*' });
    expect(
      screen.getByRole('heading', { name: 'Not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to questions' }),
    ).toHaveAttribute('href', '/questions');
    expect(
      screen.getByRole('heading', { name: 'Q&A', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Questions, answers and shared knowledge'),
    ).toBeInTheDocument();
  });

  it('titles the header after the current section', async () => {
    server.use(...panelHandlers(), getFollowedTagsHandler());
    await renderAgora(<AgoraPage />, { route: '/', path: '/*' });
    // The index redirect lands on questions.
    expect(
      await screen.findByText('Ask and answer questions'),
    ).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    server.use(...panelHandlers(), getFollowedTagsHandler());
    const { container } = await renderAgora(<AgoraPage />, {
      route: '/questions',
      path: '/*',
    });
    await screen.findAllByRole('link', { name: 'Hot: how to scale?' });
    await screen.findByRole('link', { name: 'techdocs' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('AgoraPage on narrow screens', () => {
  beforeEach(() => mockBreakpoint({ matches: false }));

  it('offers a menu button and leaves the right panel out, fetching nothing for it', async () => {
    // Only the navigation's moderator flag, on a page that loads nothing
    // itself: any panel request would be unhandled and fail the test.
    server.use(getPermissionsHandler());
    const { extra } = await renderAgora(<AgoraPage />, {
      route: '/no-such-page',
      path: '/*',
    });
    expect(
      screen.getByRole('button', { name: 'Open Q&A navigation' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Related' }),
    ).not.toBeInTheDocument();
    const fetched = jest
      .mocked(extra.fetchApi.fetch)
      .mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(fetched).toEqual(['/api/agora/permissions']);
  });

  it('lists Moderate last in the menu for a moderator', async () => {
    server.use(getPermissionsHandler({ body: MODERATOR_PERMISSIONS }));
    const { user } = await renderAgora(<AgoraPage />, {
      route: '/no-such-page',
      path: '/*',
    });
    await user.click(
      screen.getByRole('button', { name: 'Open Q&A navigation' }),
    );
    // The item joins the open menu once the backend has answered.
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').at(-1)).toHaveTextContent(
        'Moderate',
      ),
    );
  });
});

describe('the Moderate navigation item', () => {
  beforeEach(() => mockBreakpoint({ matches: true }));

  const navLinks = () =>
    within(screen.getByRole('navigation', { name: 'Q&A sections' }))
      .getAllByRole('link')
      .map(link => link.textContent);

  it('is last in the navigation when the backend says moderator', async () => {
    server.use(
      ...panelHandlers(
        [],
        getPermissionsHandler({ body: MODERATOR_PERMISSIONS }),
      ),
      getFollowedTagsHandler(),
    );
    await renderAgora(<AgoraPage />, { route: '/questions', path: '/*' });
    await waitFor(() => expect(navLinks().at(-1)).toBe('Moderate'));
    expect(screen.getByRole('link', { name: 'Moderate' })).toHaveAttribute(
      'href',
      '/moderate',
    );
  });

  it.each([
    ['says not a moderator', { body: MEMBER_PERMISSIONS }],
    ['answers 403', { status: 403, body: null }],
  ])('is not there when the backend %s', async (_, answer) => {
    const seen: SeenRequest[] = [];
    server.use(
      ...panelHandlers(
        [],
        getPermissionsHandler({ ...answer, onRequest: r => seen.push(r) }),
      ),
      getFollowedTagsHandler(),
    );
    await renderAgora(<AgoraPage />, { route: '/questions', path: '/*' });
    await waitFor(() => expect(seen).toHaveLength(1));
    // Settled: the panel's lists are in, and still no such item.
    await screen.findByText('Hot: how to scale?');
    expect(navLinks()).toContain('Questions');
    expect(navLinks()).not.toContain('Moderate');
  });
});
