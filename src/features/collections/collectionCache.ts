import type { Collection, Post, RankMove } from '../../api/types';
import { postsApi } from '../posts/postsApi';

/**
 * Moves the item with `id` as `POST /collections/{id}/rank` does: to the
 * top, one up, one down or to the bottom of the active items. Deleted posts
 * (which only moderators see) keep their slots and are passed over, as the
 * server does (docs/api.md, Collections). Unknown ids, deleted items and
 * moves past either end leave the list as it is.
 */
export function applyRankMove<T extends { id: number; status?: string }>(
  items: T[],
  id: number,
  move: RankMove,
) {
  const slots = items
    .map((item, index) => (item.status === 'deleted' ? -1 : index))
    .filter(index => index >= 0);
  const active = slots.map(index => items[index]);
  const from = active.findIndex(item => item.id === id);
  if (from < 0) return;
  const last = active.length - 1;
  const to = {
    top: 0,
    up: Math.max(from - 1, 0),
    down: Math.min(from + 1, last),
    bottom: last,
  }[move];
  if (to === from) return;
  const [item] = active.splice(from, 1);
  active.splice(to, 0, item);
  slots.forEach((slot, i) => {
    items[slot] = active[i];
  });
}

const TYPE_COUNT = {
  question: 'questionsCount',
  article: 'articlesCount',
  link: 'linksCount',
} as const;

/**
 * Adds a post to, or takes it out of, a cached collection: its posts (single
 * reads, at the bottom as the server appends) and its counts. `post` is the
 * cached post when there is one; with only an id the counts still move.
 */
export function applyMembership(
  collection: Collection,
  post: Post | Pick<Post, 'id'>,
  member: boolean,
) {
  const at = collection.posts?.findIndex(p => p.id === post.id) ?? -1;
  if (collection.posts && (member ? at >= 0 : at < 0)) return;
  const full = 'type' in post ? post : undefined;
  const step = member ? 1 : -1;
  collection.postsCount = Math.max(0, collection.postsCount + step);
  const type = full?.type ?? collection.posts?.[at]?.type;
  if (type) {
    const key = TYPE_COUNT[type];
    collection[key] = Math.max(0, collection[key] + step);
  }
  if (!collection.posts) return;
  if (!member) collection.posts.splice(at, 1);
  else if (full) {
    // Collections list posts without their threads.
    const { answers: _answers, comments: _comments, ...row } = full;
    collection.posts.push(row);
  }
}

/** The post as its page read it, if it is cached. */
export function cachedPost(state: unknown, postId: number) {
  return postsApi.endpoints.getPost.select(postId)(
    state as Parameters<
      ReturnType<typeof postsApi.endpoints.getPost.select>
    >[0],
  ).data;
}
