import { configure, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { makeCollection } from '../../../testing/fixtures/collections';
import { getCollectionsHandler } from '../../../testing/handlers/collections';
import { getFollowedCollectionsHandler } from '../../../testing/handlers/follows';
import type { SeenRequest } from '../../../testing/handlers/http';
import {
  getPermissionsHandler,
  memberWithout,
  permissionsLoaded,
} from '../../../testing/handlers/permissions';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { CollectionsPage } from './CollectionsPage';
import { followedPage } from './followedPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const onboarding = makeCollection({
  id: 5,
  title: 'Onboarding',
  headerImage: 'https://img.example.com/a.png',
  posts: undefined,
});
const runbooks = makeCollection({
  id: 6,
  title: 'Runbooks',
  description: 'For on-call',
  followers: 9,
  posts: undefined,
});

describe('CollectionsPage', () => {
  it('lists collections as cards with counts, Follow and the create button, sorted from the URL', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      getFollowedCollectionsHandler({ body: { collections: [], count: 0 } }),
      getCollectionsHandler({
        body: { collections: [onboarding, runbooks], total: 2 },
        onRequest: r => seen.push(r),
      }),
    );
    const { container } = await renderAgora(<CollectionsPage />, {
      route: '/collections?orderBy=followers',
      path: '/collections',
    });
    expect(
      await screen.findByRole('heading', { name: '2 collections' }),
    ).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({
      orderBy: 'followers',
      order: 'desc',
    });
    const list = screen.getByRole('list', { name: 'Collections' });
    expect(
      within(list).getByRole('link', { name: 'Runbooks' }),
    ).toHaveAttribute('href', '/collections/6');
    expect(within(list).getAllByText('9 followers')).toHaveLength(1);
    expect(
      within(list).getByRole('button', { name: 'Follow Onboarding' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Create collection' }),
    ).toHaveAttribute('href', '/collections/create');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers no create button to those who may not create collections', async () => {
    server.use(
      getFollowedCollectionsHandler({ body: { collections: [], count: 0 } }),
      getCollectionsHandler({ body: { collections: [runbooks], total: 1 } }),
      getPermissionsHandler({ body: memberWithout('createCollection') }),
    );
    const { store } = await renderAgora(<CollectionsPage />, {
      route: '/collections',
      path: '/collections',
    });
    expect(
      await screen.findByRole('heading', { name: '1 collection' }),
    ).toBeInTheDocument();
    await permissionsLoaded(store);
    expect(
      screen.queryByRole('link', { name: 'Create collection' }),
    ).not.toBeInTheDocument();
  });

  it('narrows to the followed collections with the Followed filter', async () => {
    server.use(
      getFollowedCollectionsHandler({
        body: { collections: [runbooks], count: 1 },
      }),
      getCollectionsHandler({
        body: { collections: [onboarding, runbooks], total: 2 },
      }),
    );
    const { user } = await renderAgora(<CollectionsPage />, {
      route: '/collections',
      path: '/collections',
    });
    await screen.findByRole('heading', { name: '2 collections' });
    const followed = screen.getByRole('button', { name: 'Followed' });
    expect(followed).toHaveAttribute('aria-pressed', 'false');
    await user.click(followed);
    expect(
      await screen.findByRole('heading', { name: '1 collection' }),
    ).toBeInTheDocument();
    expect(followed).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Onboarding' })).toBeNull(),
    );
  });
});

describe('followedPage', () => {
  const query = {
    limit: 1,
    offset: 0,
    orderBy: 'title',
    order: 'asc',
  } as const;
  it('searches every word, sorts and pages like the server', () => {
    expect(followedPage([runbooks, onboarding], query)).toEqual({
      collections: [onboarding],
      total: 2,
    });
    expect(
      followedPage([runbooks, onboarding], {
        ...query,
        limit: 10,
        searchQuery: 'on-call runbooks',
      }).collections.map(c => c.id),
    ).toEqual([6]);
    expect(
      followedPage([onboarding, runbooks], {
        ...query,
        orderBy: 'followers',
        order: 'desc',
      }).collections.map(c => c.id),
    ).toEqual([6]);
  });
});
