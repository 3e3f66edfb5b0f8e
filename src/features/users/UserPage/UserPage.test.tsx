import { screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { identityApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import type { Entity } from '@backstage/catalog-model';
import { EMPTY_USER_SUMMARY } from '../../../api/types';
import { makeAnswer, makePost } from '../../../testing/fixtures/posts';
import { makeCollection } from '../../../testing/fixtures/collections';
import { queryAnswersHandler } from '../../../testing/handlers/answers';
import { getCollectionsHandler } from '../../../testing/handlers/collections';
import {
  followHandler,
  getFollowedUsersHandler,
} from '../../../testing/handlers/follows';
import { errorsBody, type SeenRequest } from '../../../testing/handlers/http';
import { getPostsHandler } from '../../../testing/handlers/posts';
import { userStatisticsHandler } from '../../../testing/handlers/statistics';
import { getUsersHandler } from '../../../testing/handlers/users';
import { LocationProbe, shownLocation } from '../../../testing/location';
import { getReviewsHandler } from '../../../testing/handlers/reviews';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { dailyTableRow, tileValue } from '../../../testing/statistics';
import { UserPage } from './UserPage';

expect.extend(toHaveNoViolations);
const server = setupMswServer();

const JANE = 'user:default/jane';
const janeEntity: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name: 'jane', namespace: 'default' },
  spec: { profile: { displayName: 'Jane Doe' } },
};

async function renderUserPage(
  options: { route?: string; catalog?: Entity[] } = {},
) {
  const page = (
    <>
      <UserPage />
      <LocationProbe />
    </>
  );
  return renderAgora(
    <TestApiProvider
      apis={[
        [
          identityApiRef,
          mockApis.identity({ userEntityRef: 'user:default/me' }),
        ],
        ...(options.catalog
          ? [
              [
                catalogApiRef,
                new InMemoryCatalogClient({ entities: options.catalog }),
              ] as const,
            ]
          : []),
      ]}
    >
      {page}
    </TestApiProvider>,
    {
      route: options.route ?? '/users/user:default%2Fjane',
      path: '/users/*',
    },
  );
}

beforeEach(() => {
  server.use(
    userStatisticsHandler(),
    getUsersHandler(),
    getFollowedUsersHandler(),
  );
});

describe('UserPage', () => {
  it('shows the catalog name, reputation, followers and the statistics tiles, accessibly', async () => {
    const { container } = await renderUserPage({ catalog: [janeEntity] });
    expect(
      await screen.findByRole('heading', { name: 'Jane Doe', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 follower')).toBeInTheDocument();
    // As the users list shows it.
    expect(await screen.findByText('Reputation 12')).toBeInTheDocument();
    expect(tileValue('Questions')).toHaveTextContent('3');
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(screen.queryAllByRole('progressbar')).toHaveLength(0),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('follows the person at click time, counting them at once', async () => {
    let release = () => {};
    const hold = new Promise<void>(resolve => {
      release = resolve;
    });
    server.use(followHandler('users', 'put')({ hold }));
    const { user } = await renderUserPage({ catalog: [janeEntity] });
    const follow = await screen.findByRole('button', {
      name: 'Follow Jane Doe',
    });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await screen.findByText('1 follower');
    await user.click(follow);
    expect(await screen.findByText('2 followers')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Unfollow Jane Doe' }),
    ).toHaveAttribute('aria-pressed', 'true');
    release();
  });

  it('offers no Follow on your own page', async () => {
    await renderUserPage({ route: '/users/user:default%2Fme' });
    expect(await screen.findByText('1 follower')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /follow/i })).toBeNull(),
    );
  });

  it('reads a ref without its namespace as the person in default', async () => {
    const seen: SeenRequest[] = [];
    server.use(userStatisticsHandler({ onRequest: r => seen.push(r) }));
    await renderUserPage({ route: '/users/User:Me' });
    expect(await screen.findByText('1 follower')).toBeInTheDocument();
    // Your own page: `user:me` is the signed-in `user:default/me`.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /follow/i })).toBeNull(),
    );
    expect(decodeURIComponent(seen[0].url.pathname)).toMatch(
      /\/statistics\/user\/user:default\/me$/,
    );
  });

  it('offers the daily series as a table', async () => {
    const { user } = await renderUserPage();
    expect(await dailyTableRow(user, '2024-05-01')).toEqual([
      '2024-05-01',
      '3',
      '5',
      '1',
      '1',
      '2',
    ]);
  });

  it('shows the statistics error with Retry, and retries', async () => {
    server.use(userStatisticsHandler({ status: 500, body: errorsBody() }));
    const { user } = await renderUserPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.use(userStatisticsHandler());
    await user.click(retry);
    expect(await screen.findByText('1 follower')).toBeInTheDocument();
  });

  it('says when there is no activity to chart', async () => {
    server.use(
      userStatisticsHandler({
        body: {
          statistics: [{ ...EMPTY_USER_SUMMARY, date: '2024-05-01' }],
          summary: { ...EMPTY_USER_SUMMARY, totalFollowers: 2 },
        },
      }),
    );
    await renderUserPage();
    expect(
      await screen.findByText('No activity in the last 30 days.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a path that is no user ref', '/users/jane', [janeEntity]],
    ['a person nobody knows', '/users/user:default%2Fnobody', [janeEntity]],
  ])('shows the not-found panel for %s', async (_what, route, catalog) => {
    server.use(
      userStatisticsHandler({
        body: { statistics: [], summary: EMPTY_USER_SUMMARY },
      }),
    );
    await renderUserPage({ route, catalog });
    expect(
      await screen.findByRole('heading', { name: 'Not found' }),
    ).toBeInTheDocument();
  });

  it('shows a person the catalog knows even without activity', async () => {
    server.use(
      userStatisticsHandler({
        body: { statistics: [], summary: EMPTY_USER_SUMMARY },
      }),
    );
    await renderUserPage({ catalog: [janeEntity] });
    expect(
      await screen.findByRole('heading', { name: 'Jane Doe' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 followers')).toBeInTheDocument();
  });

  it('keeps the tab in the URL and opens the one the URL names', async () => {
    server.use(queryAnswersHandler(), getPostsHandler());
    const { user } = await renderUserPage({
      route: '/users/user:default%2Fjane?tab=answers',
    });
    expect(
      await screen.findByRole('tab', { name: 'Answers', selected: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    expect(shownLocation()).toHaveTextContent('?tab=questions');
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    expect(shownLocation()).toHaveTextContent(/^$/);
  });

  it('lists the answers with their questions, linking to each answer', async () => {
    const requests: SeenRequest[] = [];
    server.use(
      queryAnswersHandler({
        onRequest: r => requests.push(r),
        body: {
          answers: [
            makeAnswer({
              id: 7,
              postId: 5,
              author: JANE,
              postTitle: 'How to rotate keys?',
              correct: true,
            }),
            makeAnswer({
              id: 8,
              postId: 6,
              author: JANE,
              anonymous: true,
              own: true,
            }),
          ],
          total: 2,
        },
      }),
    );
    await renderUserPage({ route: '/users/user:default%2Fjane?tab=answers' });
    const list = await screen.findByRole('list', { name: 'Answers by jane' });
    expect(
      within(list).getByRole('link', { name: 'How to rotate keys?' }),
    ).toHaveAttribute('href', '/questions/5#answer_7');
    expect(within(list).getByText('Correct answer')).toBeInTheDocument();
    // A backend that sends no title still leads to the answer.
    expect(
      within(list).getByRole('link', { name: 'Question 6' }),
    ).toHaveAttribute('href', '/questions/6#answer_8');
    expect(
      within(list).getByText('Posted anonymously: only you see it here'),
    ).toBeInTheDocument();
    expect(requests[0]!.body).toMatchObject({ author: JANE, offset: 0 });
  });

  it.each([
    [
      'answers',
      queryAnswersHandler,
      { answers: [], total: 0 },
      'jane has not answered any questions yet.',
    ],
    [
      'collections',
      getCollectionsHandler,
      { collections: [], total: 0 },
      'jane has no collections yet.',
    ],
  ] as const)(
    '%s: empty, then error with Retry',
    async (tab, handler, empty, message) => {
      server.use(handler({ body: empty }));
      const { unmount } = await renderUserPage({
        route: `/users/user:default%2Fjane?tab=${tab}`,
      });
      expect(await screen.findByText(message)).toBeInTheDocument();
      unmount();
      server.use(handler({ status: 500, body: errorsBody() }));
      await renderUserPage({ route: `/users/user:default%2Fjane?tab=${tab}` });
      expect(
        await screen.findByRole('button', { name: 'Retry' }),
      ).toBeInTheDocument();
    },
  );

  it('lists the collections the person owns, linking to each', async () => {
    const requests: SeenRequest[] = [];
    server.use(
      getCollectionsHandler({
        onRequest: r => requests.push(r),
        body: {
          collections: [
            makeCollection({ id: 4, title: 'Onboarding', postsCount: 3 }),
          ],
          total: 1,
        },
      }),
    );
    await renderUserPage({
      route: '/users/user:default%2Fjane?tab=collections',
    });
    expect(
      await screen.findByRole('link', { name: 'Onboarding' }),
    ).toHaveAttribute('href', '/collections/4');
    expect(screen.getByText(/3 posts/)).toBeInTheDocument();
    expect(requests[0]!.body).toMatchObject({ owner: JANE });
  });

  it("lists the person's questions, fixed to them: no author chip to remove", async () => {
    const requests: SeenRequest[] = [];
    server.use(
      getPostsHandler({
        onRequest: r => requests.push(r),
        body: {
          posts: [makePost({ author: JANE, title: 'Jane asks' })],
          total: 1,
        },
      }),
    );
    await renderUserPage({ route: '/users/user:default%2Fjane?tab=questions' });
    expect(
      await screen.findByRole('link', { name: 'Jane asks' }),
    ).toBeInTheDocument();
    expect(requests[0]!.body).toMatchObject({ author: JANE, type: 'question' });
    expect(screen.queryByText('Author: jane')).toBeNull();
    expect(screen.queryByRole('link', { name: /ask question/i })).toBeNull();
  });

  it("shows the empty state of a post tab in the person's words", async () => {
    server.use(getPostsHandler({ body: { posts: [], total: 0 } }));
    await renderUserPage({ route: '/users/user:default%2Fjane?tab=links' });
    expect(
      await screen.findByText('jane has not shared any links yet.'),
    ).toBeInTheDocument();
  });

  it('lists your own deleted posts with the reason, on your page alone', async () => {
    const ME = 'user:default/me';
    const requests: SeenRequest[] = [];
    server.use(
      getPostsHandler({
        onRequest: r => requests.push(r),
        body: {
          posts: [
            makePost({
              author: ME,
              own: true,
              status: 'deleted',
              title: 'My removed question',
              deleteReason: 'Asked twice',
            }),
          ],
          total: 1,
        },
      }),
    );
    await renderUserPage({ route: '/users/user:default%2Fme?tab=deleted' });
    expect(
      await screen.findByRole('link', { name: 'My removed question' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Asked twice')).toBeInTheDocument();
    expect(screen.getByText('A moderator')).toBeInTheDocument();
    expect(requests[0]!.body).toMatchObject({ author: ME, status: 'deleted' });
    // Nothing to restore or purge: that is a moderator's call.
    expect(screen.queryByRole('button', { name: /restore/i })).toBeNull();
  });

  it('lists what you are asked to review on your page, with Still valid and Outdated', async () => {
    const requests: SeenRequest[] = [];
    server.use(
      getReviewsHandler({
        onRequest: r => requests.push(r),
        body: {
          posts: [
            makePost({
              type: 'article',
              title: 'Old runbook',
              needsReview: true,
            }),
          ],
          total: 1,
        },
      }),
    );
    await renderUserPage({ route: '/users/user:default%2Fme?tab=review' });
    expect(
      await screen.findByRole('link', { name: 'Old runbook' }),
    ).toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('scope')).toBe('mine');
    expect(
      screen.getByRole('button', { name: '“Old runbook” is still valid' }),
    ).toBeVisible();
  });

  it("has no Deleted tab on someone else's page, even when the URL names it", async () => {
    await renderUserPage({ route: '/users/user:default%2Fjane?tab=deleted' });
    expect(
      await screen.findByRole('tab', { name: 'Statistics', selected: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Deleted' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'To review' })).toBeNull();
  });
});
