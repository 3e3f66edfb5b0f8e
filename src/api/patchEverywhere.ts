import type {
  Draft,
  ThunkAction,
  ThunkDispatch,
  UnknownAction,
} from '@reduxjs/toolkit';
import { agoraApi } from './agoraApi';
import { tagNameOf } from './tags';
import type {
  Answer,
  Collection,
  EntityStats,
  Post,
  Tag,
  UserStats,
} from './types';

/** The record each item tag type names, as responses carry it. */
export interface CachedItems {
  Post: Post;
  Answer: Answer;
  Collection: Collection;
  Tag: Tag;
  Entity: EntityStats;
  User: UserStats;
}

/** A tag type whose tags name one item that optimistic changes patch. */
export type ItemType = keyof CachedItems;

/** The cache tag of one item: `{ type: 'Post', id: 1 }`, `tagByName('docs')`. */
export interface ItemTag<T extends ItemType = ItemType> {
  type: T;
  id: string | number;
}

/** The part of onQueryStarted's api a cache patch needs. */
export interface CacheApi {
  // `any` as in RTK's own lifecycle api type, so any endpoint can pass its api.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, any, UnknownAction>;
  getState: () => unknown;
}

/** A tag of an item, or of a followed list (`{ type: 'Follow', id: 'TAGS' }`). */
type CacheTag = { type: ItemType | 'Follow'; id: string | number };

/** Undoes every change one patch made. */
export interface Patch {
  undo: () => void;
}

/** One undo for several patches, undone in reverse order. */
export const combinePatches = (patches: ReadonlyArray<Patch>): Patch => ({
  undo: () => [...patches].reverse().forEach(patch => patch.undo()),
});

type Fields = Record<string, unknown>;
type State = Parameters<typeof agoraApi.util.selectInvalidatedBy>[0];

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Per tag type, whether an object inside a response is the item a tag id
 * names. Ids alone are ambiguous (a collection holds posts, a question its
 * answers and comments, all numbered separately), so each also checks a
 * field only that record has.
 */
const IDENTITY: {
  [T in ItemType]: (id: string | number) => (value: Fields) => boolean;
} = {
  Post: id => v =>
    v.id === id && typeof v.title === 'string' && typeof v.score === 'number',
  Answer: id => v =>
    v.id === id && typeof v.postId === 'number' && typeof v.score === 'number',
  Collection: id => v => v.id === id && typeof v.followers === 'number',
  // Tags are named by name (posts, follows) or by number (lists, edits).
  Tag: id => {
    const name = tagNameOf(id);
    return v =>
      typeof v.followerCount === 'number' &&
      (name === undefined ? v.id === id : v.tag === name);
  },
  Entity: id => v => v.entityRef === id && typeof v.followerCount === 'number',
  User: id => v => v.userRef === id && typeof v.totalFollowers === 'number',
};

/**
 * Calls `visit` with every copy of `item` inside `response`, whatever its
 * shape: the response itself, an array of them, `{ posts: [...] }`, a
 * collection's posts, a question's answers. No list of endpoints or
 * response shapes, so a new endpoint is covered as soon as it provides the
 * item's tag. A found item is not searched further: items do not nest
 * copies of themselves.
 */
export function forEachCopy<T extends ItemType>(
  response: unknown,
  item: ItemTag<T>,
  visit: (copy: Draft<CachedItems[T]>) => void,
) {
  const matches = IDENTITY[item.type](item.id);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (isFields(value)) {
      if (matches(value)) visit(value as Draft<CachedItems[T]>);
      else Object.values(value).forEach(walk);
    }
  };
  walk(response);
}

/**
 * The cached responses whose endpoint provides `tag`: exactly the entries
 * invalidating that tag would refetch.
 */
function providers(state: unknown, tag: CacheTag) {
  return agoraApi.util.selectInvalidatedBy(state as State, [tag]);
}

// The base api's type knows no injected endpoint, so its updateQueryData
// accepts no name; names taken from the cache always exist.
const updateEntry = agoraApi.util.updateQueryData as unknown as (
  endpointName: string,
  arg: unknown,
  recipe: (data: unknown) => void,
) => ThunkAction<Patch, unknown, unknown, UnknownAction>;

/**
 * Applies `recipe` to the whole response of every cached query whose
 * endpoint provides `tag`. Returns one undo for all of them, applied in
 * reverse order.
 */
export function patchProviders(
  { dispatch, getState }: CacheApi,
  tag: CacheTag,
  recipe: (response: unknown) => void,
): Patch {
  return combinePatches(
    providers(getState(), tag).map(entry =>
      dispatch(updateEntry(entry.endpointName, entry.originalArgs, recipe)),
    ),
  );
}

/**
 * Applies the pure `recipe` to every cached copy of `item`: every query
 * whose endpoint provides the item's tag is searched with `forEachCopy`.
 * Returns one undo for all of them.
 *
 * So an endpoint must provide the tag of each item it holds that such a
 * change touches (a question's read provides its answers', a collection its
 * posts'). The followed lists do not provide their rows' tags, since post
 * writes invalidate tags by name and would reread them; their rows are
 * changed through their `Follow` tag with `patchProviders` instead.
 */
export function patchEverywhere<T extends ItemType>(
  api: CacheApi,
  item: ItemTag<T>,
  recipe: (copy: Draft<CachedItems[T]>) => void,
): Patch {
  return patchProviders(api, item, response =>
    forEachCopy(response, item, recipe),
  );
}
