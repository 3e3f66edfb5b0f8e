import type { RankMove } from '../../api/types';

/**
 * Moves the item with `id` as `POST /collections/{id}/rank` does: to the
 * top, one up, one down or to the bottom. Unknown ids and moves past either
 * end leave the list as it is.
 */
export function applyRankMove<T extends { id: number }>(
  items: T[],
  id: number,
  move: RankMove,
) {
  const from = items.findIndex(item => item.id === id);
  if (from < 0) return;
  const last = items.length - 1;
  const to = {
    top: 0,
    up: Math.max(from - 1, 0),
    down: Math.min(from + 1, last),
    bottom: last,
  }[move];
  if (to === from) return;
  const [item] = items.splice(from, 1);
  items.splice(to, 0, item);
}
