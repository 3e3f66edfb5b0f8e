import {
  getCollectionHandler,
  getCollectionsHandler,
} from './testing/handlers/collections';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, matchRoutes } from 'react-router-dom';
import { mockBreakpoint } from '@backstage/test-utils';
import { AgoraPage } from './AgoraPage';
import { useRouteHref } from './hooks/routeHrefs';
import { PAGE_LOADERS } from './pageLoaders';
import type { PostType } from './api/types';
import {
  AGORA_ROUTES,
  type AgoraRoute,
  type AgoraRouteId,
  type AgoraSectionId,
} from './routes';
import { makeAnswer, makeComment, makePost } from './testing/fixtures/posts';
import { aiOffHandler } from './testing/handlers/ai';
import {
  getEntitiesHandler,
  getEntityHandler,
} from './testing/handlers/entities';
import {
  getFollowedEntitiesHandler,
  getFollowedTagsHandler,
  getFollowedUsersHandler,
  getFollowedCollectionsHandler,
  getFollowedPostsHandler,
} from './testing/handlers/follows';
import {
  getPostHandler,
  getPostListHandler,
  getPostsHandler,
} from './testing/handlers/posts';
import {
  globalStatisticsHandler,
  leaderboardHandler,
  userImpactHandler,
  userStatisticsHandler,
} from './testing/handlers/statistics';
import { suggestTagsHandler } from './testing/handlers/suggestions';
import {
  getPermissionsHandler,
  MODERATOR_PERMISSIONS,
} from './testing/handlers/permissions';
import { getTagHandler, getTagsHandler } from './testing/handlers/tags';
import { getTemplatesHandler } from './testing/handlers/templates';
import { getUsersHandler } from './testing/handlers/users';
import { revisionHandlers } from './testing/handlers/revisions';
import {
  getFlaggedItemsHandler,
  getOpenFlagsCountHandler,
} from './testing/handlers/flags';
import { getReviewsHandler } from './testing/handlers/reviews';
import { setupMswServer } from './testing/mswServer';
import { renderAgora } from './testing/renderAgora';

const server = setupMswServer();
// Each page is a lazy chunk: its first visit in this file would compile and
// run the chunk's modules (the post and collection forms with the editor:
// seconds on a busy machine) inside a test's wait for the page. Load them
// all up front, so each test waits only for its page's read and render.
beforeAll(() => Promise.all(Object.values(PAGE_LOADERS).map(load => load())));

const tagged = {
  tags: ['catalog'],
  entities: ['component:default/payments'],
  author: 'user:default/emma',
  canEdit: true,
};
// Every kind of post a list may hold, so links to each type's pages show up.
const posts = [
  makePost({ id: 1, ...tagged, favorite: true }),
  makePost({ id: 2, type: 'article', title: 'An article', ...tagged }),
  makePost({
    id: 3,
    type: 'link',
    title: 'A link',
    url: 'https://example.com/',
    ...tagged,
  }),
];
const question = makePost({
  id: 1,
  ...tagged,
  updated: '2024-05-02T10:00:00.000Z',
  updatedBy: 'user:default/moderator',
  comments: [makeComment({ author: 'user:default/sam' })],
  answers: [makeAnswer({ id: 11, author: 'user:default/bob' })],
});

/** Agora's own addresses among the rendered links: not external, not in-page. */
function agoraHrefs(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('a[href]'))
    .map(a => a.getAttribute('href')!)
    .filter(href => href.startsWith('/'));
}

/** Everything the main screens read, wide so the right panel's links are rendered too. */
function serveMainScreens() {
  mockBreakpoint({ matches: true });
  server.use(
    getPostsHandler({ body: { posts, total: posts.length } }),
    getPostListHandler({ body: { posts, total: posts.length } }),
    getPostHandler({ body: question }),
    getFollowedTagsHandler(),
    getFollowedEntitiesHandler(),
    getFollowedUsersHandler(),
    getFollowedCollectionsHandler(),
    getFollowedPostsHandler(),
    getTagsHandler(),
    getTagHandler(),
    suggestTagsHandler(),
    getEntitiesHandler(),
    getEntityHandler(),
    getTemplatesHandler({ body: { templates: [], total: 0 } }),
    aiOffHandler(),
    // Before the routes whose patterns also match `/statistics/user/impact`.
    userImpactHandler(),
    userStatisticsHandler(),
    leaderboardHandler(),
    globalStatisticsHandler(),
    getUsersHandler(),
    getCollectionHandler(),
    getCollectionsHandler(),
    // A moderator, so the moderator area and its nav item are checked too.
    getPermissionsHandler({ body: MODERATOR_PERMISSIONS }),
    // Nothing flagged: no badge on Moderate.
    getOpenFlagsCountHandler({ body: { count: 0 } }),
    getFlaggedItemsHandler(),
    getReviewsHandler(),
    ...revisionHandlers(),
  );
}

const routes = AGORA_ROUTES.map(page => ({ path: page.routePath }));

describe('links of the main screens', () => {
  beforeEach(serveMainScreens);

  it.each([
    ['/questions', 'How do I configure the catalog?'],
    ['/favorites', 'How do I configure the catalog?'],
    ['/questions/1', 'Add a comment'],
    ['/questions/1/edit', 'Save changes'],
    ['/questions/ask', 'Post your question'],
    ['/articles', 'How do I configure the catalog?'],
    ['/articles/write', 'Publish article'],
    ['/links', 'How do I configure the catalog?'],
    ['/links/create', 'Share link'],
    ['/tags', '2 tags'],
    ['/tags/catalog', 'The software catalog'],
    ['/entities', '1 entity'],
    ['/entities/component:default%2Fpayments', '2 questions'],
    ['/entities/component:default/payments', '2 questions'],
    ['/users', '1 person'],
    ['/users/user%3Adefault%2Femma', 'Activity in the last 30 days'],
    ['/statistics?tab=leaderboards', 'Most questions'],
    ['/moderate', '1 flagged item'],
    ['/moderate?tab=deleted', '3 deleted posts'],
    ['/moderate?tab=tags', '2 tags'],
  ])('%s links only to pages that exist', async (route, ready) => {
    const { container } = await renderAgora(<AgoraPage />, {
      route,
      path: '/*',
    });
    expect((await screen.findAllByText(ready)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.queryAllByRole('progressbar')).toHaveLength(0),
    );
    const hrefs = agoraHrefs(container);
    expect(hrefs.length).toBeGreaterThan(0);
    const dead = hrefs.filter(
      href => !matchRoutes(routes, href.split(/[?#]/)[0]!),
    );
    expect(dead).toEqual([]);
  });

  it('finds the links it checks: posts, tags, entities and authors lead to their own pages', async () => {
    const { container } = await renderAgora(<AgoraPage />, {
      route: '/questions',
      path: '/*',
    });
    await screen.findAllByText('How do I configure the catalog?');
    const hrefs = agoraHrefs(container);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/questions/1',
        '/tags/catalog',
        '/entities/component:default%2Fpayments',
        '/users/user:default%2Femma',
      ]),
    );
    const articleLinks = screen.getAllByRole('link', { name: 'An article' });
    expect(articleLinks.map(a => a.getAttribute('href'))).toEqual(
      articleLinks.map(() => '/articles/2'),
    );
    const linkLinks = screen.getAllByRole('link', { name: 'A link' });
    expect(linkLinks.map(a => a.getAttribute('href'))).toEqual(
      linkLinks.map(() => '/links/3'),
    );
  });
});

/** What each page shows once loaded, and its section's header subtitle. */
const SHOWS: Record<AgoraRouteId, [ready: string, subtitle: string]> = {
  questions: ['How do I configure the catalog?', 'Ask and answer questions'],
  ask: ['Post your question', 'Ask and answer questions'],
  question: ['Add a comment', 'Ask and answer questions'],
  editQuestion: ['Save changes', 'Ask and answer questions'],
  articles: [
    'How do I configure the catalog?',
    'Articles written by your colleagues',
  ],
  writeArticle: ['Publish article', 'Articles written by your colleagues'],
  article: ['Add a comment', 'Articles written by your colleagues'],
  editArticle: ['Save changes', 'Articles written by your colleagues'],
  links: [
    'How do I configure the catalog?',
    'Useful links shared by your colleagues',
  ],
  createLink: ['Share link', 'Useful links shared by your colleagues'],
  link: ['Add a comment', 'Useful links shared by your colleagues'],
  editLink: ['Save changes', 'Useful links shared by your colleagues'],
  questionHistory: ['History of the question', 'Ask and answer questions'],
  articleHistory: [
    'History of the article',
    'Articles written by your colleagues',
  ],
  linkHistory: [
    'History of the link',
    'Useful links shared by your colleagues',
  ],
  answerHistory: ['History of an answer', 'Ask and answer questions'],
  favorites: [
    'How do I configure the catalog?',
    'Posts you marked as favorite',
  ],
  tags: ['2 tags', 'Browse posts by topic'],
  tag: ['The software catalog', 'Browse posts by topic'],
  entities: ['1 entity', 'Posts about catalog entities'],
  entity: ['2 questions', 'Posts about catalog entities'],
  users: ['1 person', 'People who ask, answer and write'],
  user: ['Activity in the last 30 days', 'People who ask, answer and write'],
  collections: ['Onboarding', 'Curated collections of posts'],
  collection: ['Posts in this collection', 'Curated collections of posts'],
  createCollection: ['Create collection', 'Curated collections of posts'],
  editCollection: ['Save changes', 'Curated collections of posts'],
  statistics: ['All-time totals', 'Activity and leaderboards'],
  moderate: ['1 flagged item', 'Moderator tools'],
};

/** Route parameters a page needs other than `1`: a user page needs a user ref. */
const PARAMS: Partial<Record<AgoraRouteId, Record<string, string>>> = {
  user: { userRef: 'user:default/emma' },
  answerHistory: { id: '1', answerId: '11' },
};

const POST_TYPE_OF_SECTION: Partial<Record<AgoraSectionId, PostType>> = {
  questions: 'question',
  articles: 'article',
  links: 'link',
};

/** A link to `page` built from its route ref, with every parameter `1`. */
function LinkTo({ page }: { page: AgoraRoute }) {
  const params =
    PARAMS[page.id as AgoraRouteId] ??
    Object.fromEntries(page.routeRef.params.map(param => [param, '1']));
  return <Link to={useRouteHref()(page.id, params) ?? ''}>go</Link>;
}

describe('the route table', () => {
  beforeEach(serveMainScreens);
  // What is left, the page's read and first render, took up to 1.6 s (the
  // ask form) at load 8 on 2 cores: past Testing Library's 1 s default.
  const PAGE_READY = { timeout: 5_000 };

  it.each(AGORA_ROUTES.map(page => [page.id, page] as const))(
    '%s: its route ref leads to an address where the router shows the page',
    async (id, page) => {
      // The post read is of the page's type, so it is shown, not redirected.
      const type = POST_TYPE_OF_SECTION[page.section];
      if (type) {
        const url = 'https://example.com/';
        server.use(getPostHandler({ body: { ...question, type, url } }));
      }
      const { user } = await renderAgora(
        <>
          <LinkTo page={page} />
          <AgoraPage />
        </>,
        { route: '/nowhere', path: '/*' },
      );
      expect(screen.getByRole('heading', { name: 'Not found' })).toBeVisible();
      await user.click(screen.getByRole('link', { name: 'go' }));
      const [ready, subtitle] = SHOWS[id];
      expect(
        (await screen.findAllByText(ready, {}, PAGE_READY)).length,
      ).toBeGreaterThan(0);
      expect(screen.getByText(subtitle)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Not found' })).toBeNull();
    },
  );

  it('gives each section list page a nav item, in table order, and no other page one', async () => {
    await renderAgora(<AgoraPage />, { route: '/questions', path: '/*' });
    const nav = screen.getByRole('navigation', { name: 'Q&A sections' });
    const items = () =>
      within(nav)
        .getAllByRole('link')
        .map(link => [link.textContent, link.getAttribute('href')]);
    // Moderate joins once the backend has said the reader moderates.
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(items()).toEqual([
      ['Questions', '/questions'],
      ['Articles', '/articles'],
      ['Links', '/links'],
      ['Collections', '/collections'],
      ['Favorites', '/favorites'],
      ['Tags', '/tags'],
      ['Entities', '/entities'],
      ['Users', '/users'],
      ['Statistics', '/statistics'],
      ['Moderate', '/moderate'],
    ]);
  });

  it('shows moderators the number of flagged items on Moderate', async () => {
    server.use(getOpenFlagsCountHandler({ body: { count: 3 } }));
    await renderAgora(<AgoraPage />, { route: '/questions', path: '/*' });
    const nav = screen.getByRole('navigation', { name: 'Q&A sections' });
    const moderate = await within(nav).findByRole('link', {
      name: /^Moderate/,
    });
    expect(
      await within(moderate).findByLabelText('3 flagged items to review'),
    ).toHaveTextContent('3');
  });

  it('shows no right panel in the moderator area, a work area of the route table', async () => {
    await renderAgora(<AgoraPage />, { route: '/questions', path: '/*' });
    expect(
      await screen.findByRole('region', { name: 'Related' }),
    ).toBeInTheDocument();
    await renderAgora(<AgoraPage />, { route: '/moderate', path: '/*' });
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: 'Related' })).toHaveLength(
        1,
      ),
    );
  });
});
