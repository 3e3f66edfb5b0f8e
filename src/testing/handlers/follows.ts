import {
  followedCollectionsFixture,
  followedEntitiesFixture,
  followedPostsFixture,
  followedTagsFixture,
  followedUsersFixture,
} from '../fixtures/follows';
import { route } from './http';

/** msw handler factories for the followed lists and follow calls. */
export const getFollowedTagsHandler = route('get', '/tags/followed', followedTagsFixture);
export const getFollowedEntitiesHandler = route('get', '/entities/followed', followedEntitiesFixture);
export const getFollowedUsersHandler = route('get', '/users/followed', followedUsersFixture);
export const getFollowedCollectionsHandler = route(
  'get',
  '/collections/followed',
  followedCollectionsFixture,
);

export const getFollowedPostsHandler = route('get', '/posts/followed', followedPostsFixture);

/** PUT (follow) or DELETE (unfollow) `/{kind}/follow/{id}`; 204 by default. */
export const followHandler = (
  kind: 'tags' | 'entities' | 'users' | 'collections' | 'posts',
  method: 'put' | 'delete',
) => route(method, `/${kind}/follow/:id`, undefined, 204);
