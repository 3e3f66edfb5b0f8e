import type { Knex } from 'knex';
import type { FlagTargetKind } from '@agora/contract';
import type { Caller } from '../domain/caller';

/**
 * Items hidden by their flags (docs/api.md, "Flags"). Flagging keeps one
 * `flag_hidden` row per item that enough people flagged (stores/flags.ts);
 * reviewing its flags removes it. Reads leave such items out for everyone
 * but their author and moderators, as a filter beside `status`: a hidden
 * item stays `active`, so the kept counters (answers_count, comments_count,
 * tag and statistics counts) still count it. Its author keeps reading it,
 * and unhiding needs no counter to move back.
 */

/** Rows of `qb` (over `table`, whose items are `kind`) the caller may read despite flags. */
export function whereNotFlagHidden(
  db: Knex,
  qb: Knex.QueryBuilder,
  kind: FlagTargetKind,
  table: string,
  caller: Caller,
) {
  if (caller.isModerator) return;
  qb.where(q =>
    q.where(`${table}.author`, caller.userRef).orWhereNotExists(
      db('flag_hidden')
        .where('flag_hidden.target_kind', kind)
        .whereRaw('flag_hidden.target_id = ??', [`${table}.id`])
        .select('flag_hidden.target_id'),
    ),
  );
}

/** Rows of `qb` that flags hide from the caller: the complement of {@link whereNotFlagHidden}. */
export function whereFlagHiddenFrom(
  db: Knex,
  qb: Knex.QueryBuilder,
  kind: FlagTargetKind,
  table: string,
  caller: Caller,
) {
  if (caller.isModerator) return qb.whereRaw('1 = 0');
  return qb.whereNot(`${table}.author`, caller.userRef).whereExists(
    db('flag_hidden')
      .where('flag_hidden.target_kind', kind)
      .whereRaw('flag_hidden.target_id = ??', [`${table}.id`])
      .select('flag_hidden.target_id'),
  );
}

/**
 * The `flag_hidden` rows of the items of `kind` hidden from a caller who is
 * not a moderator, joined with the items' table (`${kind}s`): every hidden
 * one but their own. The one statement of that rule for the lookups by id
 * ({@link hiddenIdsFrom}, {@link whereParentNotFlagHidden},
 * {@link flagHiddenReplies}); each leaves moderators out itself.
 */
function hiddenItemsFrom(
  db: Knex | Knex.Transaction,
  kind: FlagTargetKind,
  caller: Caller,
) {
  const table = `${kind}s`;
  return db('flag_hidden')
    .join(table, `${table}.id`, 'flag_hidden.target_id')
    .where('flag_hidden.target_kind', kind)
    .whereNot(`${table}.author`, caller.userRef);
}

/**
 * The ids of the items of `kind` flags hide from the caller: none from
 * moderators, otherwise every hidden one but their own. They are few (each
 * waits for a moderator in the review queue), so lists leave them out by id
 * and keep their counting and paging shortcuts (stores/posts.ts,
 * stores/answerQuery.ts).
 */
export async function hiddenIdsFrom(
  db: Knex,
  caller: Caller,
  kind: FlagTargetKind = 'post',
): Promise<number[]> {
  if (caller.isModerator) return [];
  const ids = await hiddenItemsFrom(db, kind, caller).pluck(
    'flag_hidden.target_id',
  );
  return ids.map(Number);
}

/**
 * Beyond this many hidden items, lists filter them in SQL instead of by id:
 * a statement's bound values stay well below SQLite's limit.
 */
export const MAX_HIDDEN_BY_ID = 1000;

/** Rows of `qb` whose post (`column`) is not hidden from the caller by flags. */
export function whereParentNotFlagHidden(
  db: Knex,
  qb: Knex.QueryBuilder,
  column: string,
  caller: Caller,
) {
  if (caller.isModerator) return;
  qb.whereNotIn(
    column,
    hiddenItemsFrom(db, 'post', caller).select('flag_hidden.target_id'),
  );
}

/** Whether flags hide this item from everyone but its author and moderators. */
export async function isFlagHidden(
  db: Knex | Knex.Transaction,
  kind: FlagTargetKind,
  id: number,
): Promise<boolean> {
  return Boolean(
    await db('flag_hidden')
      .where({ target_kind: kind, target_id: Number(id) })
      .first('target_id'),
  );
}

/** Whether flags hide this item (a row of posts, answers or comments) from the caller. */
export async function flagHiddenFrom(
  db: Knex | Knex.Transaction,
  kind: FlagTargetKind,
  row: { id: number; author: string },
  caller: Caller,
): Promise<boolean> {
  if (caller.isModerator || row.author === caller.userRef) return false;
  return isFlagHidden(db, kind, row.id);
}

/**
 * Of these rows (posts, answers or comments, with `id` and `author`), the
 * ids of those hidden by flags that the caller still reads, being their
 * author or a moderator: serializers mark them `flagHidden`. Others never
 * get a hidden item, so only the caller's own rows are looked up for them.
 */
export async function flagHiddenShown(
  db: Knex | Knex.Transaction,
  kind: FlagTargetKind,
  rows: { id: number; author: string }[],
  caller: Caller,
): Promise<Set<number>> {
  const ids = rows
    .filter(row => caller.isModerator || row.author === caller.userRef)
    .map(row => Number(row.id));
  if (ids.length === 0) return new Set();
  const hidden = await db('flag_hidden')
    .where('target_kind', kind)
    .whereIn('target_id', ids)
    .pluck('target_id');
  return new Set(hidden.map(Number));
}

/**
 * Per post, how many of its active answers and of its own active comments
 * flags hide from the caller. The kept `answers_count` and `comments_count`
 * count them (hidden items stay `active`); the figures a reader is shown
 * must not, or a list says "2 answers" above a thread of one. Two grouped
 * queries for a page of posts; none for moderators.
 */
export async function flagHiddenReplies(
  db: Knex | Knex.Transaction,
  postIds: number[],
  caller: Caller,
): Promise<{ answers: Map<number, number>; comments: Map<number, number> }> {
  const none = { answers: new Map(), comments: new Map() };
  if (caller.isModerator || postIds.length === 0) return none;
  const hiddenOf = (kind: 'answer' | 'comment') => {
    const table = `${kind}s`;
    const qb = hiddenItemsFrom(db, kind, caller)
      .whereIn(`${table}.post_id`, postIds)
      // An expression, not the bare column, so SQLite probes the page's
      // post ids instead of walking the status index (duplicatesOf).
      .whereRaw(`(${table}.status || '') = ?`, ['active'])
      .groupBy(`${table}.post_id`)
      .select(`${table}.post_id as id`)
      .count({ n: '*' });
    // commentsCount counts the post's own comments, not its answers'.
    if (kind === 'comment') qb.whereNull('comments.answer_id');
    return qb;
  };
  const [answers, comments] = await Promise.all([
    hiddenOf('answer'),
    hiddenOf('comment'),
  ]);
  const byPost = (rows: any[]) =>
    new Map<number, number>(rows.map(r => [Number(r.id), Number(r.n)]));
  return { answers: byPost(answers), comments: byPost(comments) };
}
