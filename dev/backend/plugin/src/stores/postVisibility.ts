import type { Caller } from '../service/types';
import type { PostRow } from './posts';

/**
 * Whether the caller may see a post row: a live post, or a deleted one when
 * they moderate. The one rule behind every 404 of a post (reads and writes).
 */
export function visibleTo(
  row: PostRow | undefined,
  caller: Caller,
): row is PostRow {
  return !!row && (row.status !== 'deleted' || caller.isModerator);
}
