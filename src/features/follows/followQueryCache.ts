import { current, type Draft } from '@reduxjs/toolkit';
import {
  combinePatches,
  patchEverywhere,
  patchProviders,
  type CacheApi,
  type CachedItems,
  type ItemTag,
  type ItemType,
  type Patch,
} from '../../api/patchEverywhere';
import { FOLLOWED, tagByName } from '../../api/tags';
import { LIMITS } from '../../api/types';
import type {
  Collection,
  FollowedCollectionsResponse,
  FollowedEntitiesResponse,
  FollowedPostsResponse,
  FollowedTagsResponse,
  FollowedUsersResponse,
  Post,
  Tag,
} from '../../api/types';
import { applyFollow, applyFollowerCount } from './followCache';

/** The kinds of follow: `tags`, `entities`, `users`, `collections`, `posts`. */
export type FollowKind = keyof typeof FOLLOWED;

/** What following one kind of item changes in the cache. */
interface FollowSpec<Arg, T extends ItemType, List, Row> {
  /** The followed item's cache tag. */
  item: (arg: Arg) => ItemTag<T>;
  /**
   * Shows the follow on the item: moves its follower counter, which each
   * record names differently, or (posts) sets the caller's `following` flag.
   */
  mark: (item: Draft<CachedItems[T]>, follow: boolean) => void;
  /** The rows of this kind's followed list. */
  rows: (list: List) => Row[];
  /** A row's key: the name, ref or id a follow takes as its argument. */
  key: (row: Row) => Arg;
  /**
   * The row following adds, from the item as the cache knows it (marked
   * already); none when the cache never held it. An invented row (a tag
   * with id 0, a collection with only an id) would show wrong counts until
   * the refetch, so the refetch adds it instead.
   */
  row: (arg: Arg, known: CachedItems[T] | undefined) => Row | undefined;
  /**
   * The most rows the list holds, when it is one page of a longer list in an
   * order the cache cannot know (posts, latest activity first): a follow of
   * a full page counts, and the refetch puts the row where it belongs.
   */
  pageSize?: number;
}

// Identity function that checks one kind's spec against its own types.
const spec = <Arg, T extends ItemType, List, Row>(
  s: FollowSpec<Arg, T, List, Row>,
) => s;

/** Per kind, how a follow shows in the cache. */
export const FOLLOW_SPECS = {
  tags: spec({
    item: (name: string) => tagByName(name),
    mark: (tag, follow) => applyFollowerCount(tag, 'followerCount', follow),
    rows: (list: FollowedTagsResponse) => list.tags,
    key: (tag: Tag) => tag.tag,
    row: (_name, known) => known,
  }),
  // These followed lists hold refs, so the ref is the whole real item.
  entities: spec({
    item: (ref: string) => ({ type: 'Entity', id: ref }) as const,
    mark: (entity, follow) =>
      applyFollowerCount(entity, 'followerCount', follow),
    rows: (list: FollowedEntitiesResponse) => list.entityRefs,
    key: (ref: string) => ref,
    row: ref => ref,
  }),
  users: spec({
    item: (ref: string) => ({ type: 'User', id: ref }) as const,
    mark: (user, follow) => applyFollowerCount(user, 'totalFollowers', follow),
    rows: (list: FollowedUsersResponse) => list.followedUserRefs,
    key: (ref: string) => ref,
    row: ref => ref,
  }),
  collections: spec({
    item: (id: number) => ({ type: 'Collection', id }) as const,
    mark: (collection, follow) =>
      applyFollowerCount(collection, 'followers', follow),
    rows: (list: FollowedCollectionsResponse) => list.collections,
    key: (collection: Collection) => collection.id,
    // Lists show collections without their posts.
    row: (_id, known) => known && withoutPosts(known),
  }),
  // Posts count no followers; only the caller's flag changes.
  posts: spec({
    item: (id: number) => ({ type: 'Post', id }) as const,
    mark: (post, follow) => {
      post.following = follow;
    },
    rows: (list: FollowedPostsResponse) => list.posts,
    key: (post: Post) => post.id,
    // Lists show posts without their answers and comments.
    row: (_id, known) => known && withoutThread(known),
    // `GET /posts/followed` without a limit: the first page.
    pageSize: LIMITS.defaultPageSize,
  }),
};

function withoutPosts({ posts: _posts, ...collection }: Collection) {
  return collection;
}

function withoutThread({ answers: _a, comments: _c, ...post }: Post) {
  return post;
}

/**
 * Shows a follow (or unfollow) of `arg` at once: the item's follower counter
 * (a post's `following` flag) in every cached copy (`patchEverywhere`), and
 * its row in the followed list, added only when the cache holds the real
 * item. Returns one undo.
 */
export function patchFollow(
  api: CacheApi,
  kind: FollowKind,
  arg: string | number,
  follow: boolean,
): Patch {
  // One body for every kind: each spec is type-checked where declared.
  const s = FOLLOW_SPECS[kind] as unknown as FollowSpec<
    string | number,
    ItemType,
    unknown,
    unknown
  >;
  const item = s.item(arg);
  // The first cached copy, read before it is marked, becomes the new
  // followed row (marked like every other copy) in the same walk.
  let known: CachedItems[ItemType] | undefined;
  const counters = patchEverywhere(api, item, copy => {
    if (known === undefined) {
      known = { ...current(copy) } as CachedItems[ItemType];
      s.mark(known as Draft<CachedItems[ItemType]>, follow);
    }
    s.mark(copy, follow);
  });
  const list = patchProviders(
    api,
    { type: 'Follow', id: FOLLOWED[kind] },
    response => {
      if (!response) return;
      const rows = s.rows(response);
      // A row's key is what follows name the item by: the argument.
      const row = follow ? s.row(arg, known) : rows.find(r => s.key(r) === arg);
      if (row !== undefined) {
        applyFollow(response as { count: number }, rows, row, follow, {
          key: s.key,
          pageSize: s.pageSize,
        });
      }
    },
  );
  return combinePatches([counters, list]);
}
