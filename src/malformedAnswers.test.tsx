import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { mockBreakpoint } from '@backstage/test-utils';
import type { RequestHandler } from 'msw';
import { AgoraPage } from './AgoraPage';
import { RightPanel } from './components/AgoraLayout';
import { PAGE_LOADERS } from './pageLoaders';
import { AgoraHomePageCard } from './plugin';
import { makeCollection } from './testing/fixtures/collections';
import { makeEntity } from './testing/fixtures/entities';
import { makePost, postFixture } from './testing/fixtures/posts';
import { globalStatisticsFixture } from './testing/fixtures/statistics';
import { makeTag } from './testing/fixtures/tags';
import { makeUserStats } from './testing/fixtures/users';
import { aiOffHandler } from './testing/handlers/ai';
import { queryAnswersHandler } from './testing/handlers/answers';
import {
  getCollectionHandler,
  getCollectionsHandler,
} from './testing/handlers/collections';
import {
  getEntitiesHandler,
  getEntityHandler,
} from './testing/handlers/entities';
import {
  getFollowedCollectionsHandler,
  getFollowedEntitiesHandler,
  getFollowedPostsHandler,
  getFollowedTagsHandler,
  getFollowedUsersHandler,
} from './testing/handlers/follows';
import type { HandlerOptions } from './testing/handlers/http';
import {
  getPermissionsHandler,
  MODERATOR_PERMISSIONS,
} from './testing/handlers/permissions';
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
import { getSuggestionsHandler } from './testing/handlers/suggestions';
import { getTagHandler, getTagsHandler } from './testing/handlers/tags';
import { getTemplatesHandler } from './testing/handlers/templates';
import { getUsersHandler } from './testing/handlers/users';
import { getOpenFlagsCountHandler } from './testing/handlers/flags';
import { getReviewsHandler } from './testing/handlers/reviews';
import { setupMswServer } from './testing/mswServer';
import { renderAgora } from './testing/renderAgora';

/*
 * Every list and page fed an answer that breaks the contract (docs/api.md,
 * "How the frontend reads answers"): each shows its error with Retry, and
 * reads again when asked, instead of crashing on the data.
 */

const server = setupMswServer();
// Load every lazy page up front, so each row waits only for its reads.
beforeAll(() => Promise.all(Object.values(PAGE_LOADERS).map(load => load())));

/** A post as a backend outside the contract lists it: no `entities`. */
const { entities: _entities, ...postWithoutEntities } = makePost();
const badPosts = { posts: [postWithoutEntities], total: 1 };
const badPostsProblem = 'posts.0.entities: expected array';

/** A handler factory, as the domain handler files export them. */
type Factory = (options?: HandlerOptions<never>) => RequestHandler;

/** Valid answers to everything the screens read. */
function serveEverything() {
  mockBreakpoint({ matches: true });
  server.use(
    getPostsHandler(),
    getPostListHandler(),
    getPostHandler(),
    queryAnswersHandler(),
    getSuggestionsHandler(),
    getFollowedTagsHandler(),
    getFollowedEntitiesHandler(),
    getFollowedUsersHandler(),
    getFollowedCollectionsHandler(),
    getFollowedPostsHandler(),
    getTagsHandler(),
    getTagHandler(),
    getEntitiesHandler(),
    getEntityHandler(),
    getTemplatesHandler(),
    aiOffHandler(),
    // Before the routes whose patterns also match `/statistics/user/impact`.
    userImpactHandler(),
    userStatisticsHandler(),
    leaderboardHandler(),
    globalStatisticsHandler(),
    getUsersHandler(),
    getCollectionHandler(),
    getCollectionsHandler(),
    getPermissionsHandler({ body: MODERATOR_PERMISSIONS }),
    // The moderator area's tab counts.
    getOpenFlagsCountHandler({ body: { count: 0 } }),
    getReviewsHandler(),
  );
}

const page = (route: string) => ({ ui: <AgoraPage />, route, path: '/*' });

const ROWS: Array<
  [
    screen: string,
    render: { ui: ReactElement; route?: string; path?: string },
    handler: Factory,
    body: unknown,
    problem: string,
  ]
> = [
  ['questions', page('/questions'), getPostsHandler, badPosts, badPostsProblem],
  ['articles', page('/articles'), getPostsHandler, badPosts, badPostsProblem],
  ['links', page('/links'), getPostsHandler, badPosts, badPostsProblem],
  ['favorites', page('/favorites'), getPostsHandler, badPosts, badPostsProblem],
  [
    'post page',
    page('/questions/1'),
    getPostHandler,
    { ...postFixture(), entities: undefined },
    'entities: expected array',
  ],
  [
    'post page answers',
    page('/questions/1'),
    getPostHandler,
    { ...postFixture(), answers: 'none' },
    'answers: expected array',
  ],
  [
    'tags',
    page('/tags'),
    getTagsHandler,
    { tags: [{ ...makeTag(), postsCount: '3' }], total: 1 },
    'tags.0.postsCount: expected number',
  ],
  [
    'tag page',
    page('/tags/catalog'),
    getTagHandler,
    { ...makeTag(), id: undefined },
    'id: expected number',
  ],
  [
    'entities',
    page('/entities'),
    getEntitiesHandler,
    { entities: 'component:default/payments', total: 1 },
    'entities: expected array',
  ],
  [
    'entity page',
    page('/entities/component:default/payments'),
    getEntityHandler,
    { ...makeEntity(), entityRef: undefined },
    'entityRef: expected string',
  ],
  [
    'users',
    page('/users'),
    getUsersHandler,
    { users: [{ ...makeUserStats(), reputation: null }], total: 1 },
    'users.0.reputation: expected number',
  ],
  [
    'user page',
    page('/users/user%3Adefault%2Femma'),
    userStatisticsHandler,
    { statistics: 'daily', summary: {} },
    'statistics: expected array',
  ],
  [
    'collections',
    page('/collections'),
    getCollectionsHandler,
    { collections: [{ ...makeCollection(), images: undefined }], total: 1 },
    'collections.0.images: expected array',
  ],
  [
    'collection page',
    page('/collections/1'),
    getCollectionHandler,
    { ...makeCollection(), posts: badPosts.posts },
    'posts.0.entities: expected array',
  ],
  [
    'statistics',
    page('/statistics'),
    globalStatisticsHandler,
    { ...globalStatisticsFixture(), statistics: 'cumulative' },
    'statistics: expected array',
  ],
  [
    'leaderboards',
    page('/statistics?tab=leaderboards'),
    leaderboardHandler,
    { ranking: [{ author: 'user:default/jane', total: 9 }] },
    'ranking.0.position: expected number',
  ],
  [
    'moderator area',
    page('/moderate?tab=deleted'),
    getPostsHandler,
    badPosts,
    badPostsProblem,
  ],
  [
    'home page card',
    { ui: <AgoraHomePageCard /> },
    getPostsHandler,
    badPosts,
    badPostsProblem,
  ],
  [
    'right panel',
    { ui: <RightPanel /> },
    getPostListHandler,
    badPosts,
    badPostsProblem,
  ],
];

describe('an answer that does not match the contract', () => {
  beforeEach(serveEverything);

  it.each(ROWS)(
    '%s: shows the error with Retry, which reads again',
    async (_screen, { ui, route, path }, handler, body, problem) => {
      // The impact route first: the statistics patterns also match it.
      server.use(userImpactHandler(), handler({ body: body as never }));
      const { user } = await renderAgora(ui, {
        route,
        path,
        routes: route ? undefined : [],
      });
      const retries = await screen.findAllByRole(
        'button',
        { name: 'Retry' },
        { timeout: 5_000 },
      );
      expect(
        screen.getAllByText(`the answer does not match the API (${problem})`, {
          exact: false,
        }).length,
      ).toBeGreaterThan(0);

      server.use(userImpactHandler(), handler());
      await user.click(retries[0]);
      await waitFor(() =>
        expect(
          screen.queryAllByRole('button', { name: 'Retry' }).length,
        ).toBeLessThan(retries.length),
      );
    },
  );
});
