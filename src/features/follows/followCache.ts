/**
 * Adds `item` to a followed list (or removes it) and keeps `count` in step.
 * Following twice or unfollowing what is not followed changes nothing, so a
 * repeated click cannot skew the count. `key` names a row; a list that is
 * one page of `pageSize` rows, already full, only counts the follow.
 */
export function applyFollow<T>(
  draft: { count: number },
  items: T[],
  item: T,
  follow: boolean,
  options: { key?: (item: T) => unknown; pageSize?: number } = {},
) {
  const { key = (x: T) => x, pageSize = Infinity } = options;
  const index = items.findIndex(x => key(x) === key(item));
  if (follow && index < 0) {
    if (items.length < pageSize) items.push(item);
    draft.count += 1;
  } else if (!follow && index >= 0) {
    items.splice(index, 1);
    draft.count = Math.max(0, draft.count - 1);
  }
}

/**
 * Moves a follower counter (`followerCount`, `followers`, `totalFollowers`:
 * each record names it differently) by one, never below zero.
 */
export function applyFollowerCount<K extends string>(
  draft: Record<K, number>,
  field: K,
  follow: boolean,
) {
  draft[field] = Math.max(0, draft[field] + (follow ? 1 : -1));
}
