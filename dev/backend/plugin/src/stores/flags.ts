import type { Knex } from 'knex';
import { NotAllowedError, NotFoundError } from '@backstage/errors';
import {
  ANONYMOUS_AUTHOR,
  FLAG_ERRORS,
  type FlagBody,
  type FlaggedItem,
  type FlagReason,
  type FlagText,
  type FlagResolution,
  type FlagTargetKind,
} from '@agora/contract';
import { isUniqueViolation } from './dbErrors';
import { badRequest } from '../domain/errors';
import type { Caller } from '../domain/caller';
import type {
  AnswerRow,
  CommentRow,
  DbTime,
  FlagRow,
  PostRow,
} from '../domain/rows';
import { boolOf, isoOf, nowIso, numOf } from './dbValues';
import { flagHiddenFrom } from './flagHidden';
import { lockedPostRow, writeTransaction } from './transactions';

/**
 * Flags and the moderators' review queue (docs/api.md, "Flags").
 *
 * - One open flag per person and item: the partial unique index
 *   `flags_open_unique` (migrations/001_initial.ts) decides, so two requests
 *   of one person at once make one flag, and the other a 400.
 * - Hiding is kept state, `flag_hidden` (stores/flagHidden.ts, which the
 *   read paths consult): flagging locks the item's post row first, so the
 *   flags counted after an insert are exact and the hiding row goes in once
 *   the `hideAfter`-th person flags.
 * - Reviewing resolves every open flag of the item with who, when and how,
 *   and removes its hiding row.
 * - Who flagged never leaves this file.
 */

/** The item a flag is about. */
export interface FlagTarget {
  kind: FlagTargetKind;
  id: number;
  /** The post of the path the item was reached by. */
  postId: number;
}

/** A flaggable item's row. */
type ItemRow = PostRow | AnswerRow | CommentRow;

const EXCERPT_CHARS = 200;

/** The item's row under its post, 404 unless the caller may read it. */
async function targetRow(
  trx: Knex.Transaction,
  target: FlagTarget,
  caller: Caller,
): Promise<ItemRow> {
  const post = await lockedPostRow(trx, target.postId, caller);
  if (target.kind === 'post') return post;
  const table = target.kind === 'answer' ? 'answers' : 'comments';
  const what = target.kind === 'answer' ? 'Answer' : 'Comment';
  const row = await trx(table)
    .where({ id: target.id, post_id: target.postId })
    .first();
  if (
    !row ||
    (row.status !== 'active' && !caller.isModerator) ||
    (await flagHiddenFrom(trx, target.kind, row, caller))
  )
    throw new NotFoundError(`${what} not found`);
  return row;
}

/**
 * Records the caller's flag on an item; hides the item once `hideAfter`
 * people have open flags on it. Returns whether it is hidden now.
 */
export async function flagItem(
  db: Knex,
  target: FlagTarget,
  body: FlagBody,
  caller: Caller,
  hideAfter: number,
): Promise<boolean> {
  return writeTransaction(db, async trx => {
    const row = await targetRow(trx, target, caller);
    if (row.author === caller.userRef) throw badRequest(FLAG_ERRORS.own);
    const key = { target_kind: target.kind, target_id: target.id };
    try {
      await trx('flags').insert({
        ...key,
        post_id: target.postId,
        reporter: caller.userRef,
        reason: body.reason,
        // Details are kept for every reason; `other` requires them.
        text: body.text || null,
        created: nowIso(),
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw badRequest(FLAG_ERRORS.alreadyFlagged);
      throw error;
    }
    const open = numOf(
      (
        await trx('flags')
          .where(key)
          .whereNull('resolved_at')
          .count({ n: '*' })
          .first()
      )?.n,
    );
    if (open < hideAfter) return false;
    await trx('flag_hidden')
      .insert({ ...key, post_id: target.postId, hidden_at: nowIso() })
      .onConflict(['target_kind', 'target_id'])
      .ignore();
    return true;
  });
}

const assertModerator = (caller: Caller) => {
  if (!caller.isModerator) throw new NotAllowedError(FLAG_ERRORS.notModerator);
};

/**
 * Resolves every open flag of an item (moderators): who, when and how are
 * kept on the flags, and the item is shown again. Returns when.
 */
export async function resolveFlags(
  db: Knex,
  kind: FlagTargetKind,
  id: number,
  resolution: FlagResolution,
  caller: Caller,
): Promise<string> {
  assertModerator(caller);
  const key = { target_kind: kind, target_id: id };
  return writeTransaction(db, async trx => {
    const open = await trx('flags')
      .where(key)
      .whereNull('resolved_at')
      .first('post_id');
    if (!open) throw badRequest(FLAG_ERRORS.nothingOpen);
    // The lock flagging takes: a flag of this item waits, then starts afresh.
    await lockedPostRow(trx, Number(open.post_id));
    const resolved = nowIso();
    await trx('flags').where(key).whereNull('resolved_at').update({
      resolved_at: resolved,
      resolved_by: caller.userRef,
      resolution,
    });
    await trx('flag_hidden').where(key).delete();
    return resolved;
  });
}

/** Open flags, one group per item. */
const openGroups = (db: Knex) =>
  db('flags').whereNull('resolved_at').groupBy('target_kind', 'target_id');

/** The number of items with open flags (moderators). */
export async function openFlagsCount(db: Knex, caller: Caller) {
  assertModerator(caller);
  const row = await db
    .from(openGroups(db).select('target_kind', 'target_id').as('items'))
    .count({ n: '*' })
    .first();
  return numOf(row?.n);
}

const keyOf = (kind: unknown, id: unknown) => `${kind}:${Number(id)}`;

/** The rows of `table` by id. */
async function rowsById<R extends { id: number }>(
  db: Knex,
  table: string,
  ids: number[],
): Promise<Map<number, R>> {
  if (ids.length === 0) return new Map();
  const rows: R[] = await db(table).whereIn('id', ids);
  return new Map(rows.map(r => [Number(r.id), r]));
}

/** One flagged item of the queue's page, with its open flags' figures. */
type FlagGroup = {
  target_kind: FlagTargetKind;
  target_id: number;
  post_id: number;
  first: DbTime;
  last: DbTime;
  n: number | string;
};

type OpenFlag = Pick<
  FlagRow,
  'target_kind' | 'target_id' | 'reason' | 'text' | 'reporter' | 'created'
>;

/**
 * The review queue (moderators): items with open flags, most flagged first,
 * with counts by reason and the details flaggers gave (docs/api.md,
 * "Flags"). Loaded, tallied per item, then shaped.
 */
export async function flaggedItems(
  db: Knex,
  query: { limit: number; offset: number },
  caller: Caller,
): Promise<{ items: FlaggedItem[]; total: number }> {
  const total = await openFlagsCount(db, caller);
  const groups = (await openGroups(db)
    .select('target_kind', 'target_id')
    .min({ post_id: 'post_id', first: 'created' })
    .max({ last: 'created' })
    .count({ n: '*' })
    .orderBy([
      { column: 'n', order: 'desc' },
      { column: 'last', order: 'desc' },
      { column: 'target_kind' },
      { column: 'target_id' },
    ])
    .limit(query.limit)
    .offset(query.offset)) as FlagGroup[];
  if (groups.length === 0) return { items: [], total };
  const loaded = await loadFlagged(db, groups);
  const tally = tallyFlags(loaded.flags);
  return {
    total,
    items: groups.flatMap(group => queueItem(group, loaded, tally, caller)),
  };
}

/** What the queue shows of `groups`: their open flags, hidden marks and rows. */
async function loadFlagged(db: Knex, groups: FlagGroup[]) {
  const idsOfKind = (kind: FlagTargetKind) =>
    groups.filter(g => g.target_kind === kind).map(g => Number(g.target_id));
  const ofGroups = (q: Knex.QueryBuilder) => {
    for (const g of groups)
      q.orWhere({ target_kind: g.target_kind, target_id: g.target_id });
  };
  const [flags, hidden, answers, comments] = await Promise.all([
    db('flags')
      .whereNull('resolved_at')
      .where(ofGroups)
      .orderBy('created')
      .select(
        'target_kind',
        'target_id',
        'reason',
        'text',
        'reporter',
        'created',
      ) as Promise<OpenFlag[]>,
    db('flag_hidden').where(ofGroups) as Promise<
      { target_kind: string; target_id: number }[]
    >,
    rowsById<AnswerRow>(db, 'answers', idsOfKind('answer')),
    rowsById<CommentRow>(db, 'comments', idsOfKind('comment')),
  ]);
  const [posts, commentAnswers] = await Promise.all([
    rowsById<PostRow>(db, 'posts', [
      ...new Set(groups.map(g => Number(g.post_id))),
    ]),
    // The answers flagged comments sit under, whose anonymous authors are masked.
    rowsById<AnswerRow>(db, 'answers', [
      ...new Set(
        [...comments.values()]
          .filter(c => c.answer_id !== null && c.answer_id !== undefined)
          .map(c => Number(c.answer_id)),
      ),
    ]),
  ]);
  const hiddenKeys = new Set(
    hidden.map(h => keyOf(h.target_kind, h.target_id)),
  );
  return { flags, hiddenKeys, posts, answers, comments, commentAnswers };
}

/** Counts by reason and the details given, per item (`keyOf`). */
function tallyFlags(flags: OpenFlag[]) {
  const reasonsOf = new Map<string, Partial<Record<FlagReason, number>>>();
  const textsOf = new Map<string, FlagText[]>();
  for (const flag of flags) {
    const key = keyOf(flag.target_kind, flag.target_id);
    const reasons = reasonsOf.get(key) ?? {};
    const reason = flag.reason as FlagReason;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    reasonsOf.set(key, reasons);
    // Moderators see who flagged and when (docs/api.md, "Flags").
    if (flag.text)
      textsOf.set(key, [
        ...(textsOf.get(key) ?? []),
        {
          text: flag.text,
          reason,
          flaggedBy: flag.reporter,
          flagged: isoOf(flag.created),
        },
      ]);
  }
  return { reasonsOf, textsOf };
}

/** The queue's entry for `group`; none when its item was purged meanwhile. */
function queueItem(
  group: FlagGroup,
  loaded: Awaited<ReturnType<typeof loadFlagged>>,
  { reasonsOf, textsOf }: ReturnType<typeof tallyFlags>,
  caller: Caller,
): FlaggedItem[] {
  const kind = group.target_kind;
  const id = Number(group.target_id);
  const post = loaded.posts.get(Number(group.post_id));
  const row: ItemRow | undefined = {
    post,
    answer: loaded.answers.get(id),
    comment: loaded.comments.get(id),
  }[kind];
  if (!post || !row) return [];
  const key = keyOf(kind, id);
  const answerId =
    'answer_id' in row && row.answer_id !== null
      ? Number(row.answer_id)
      : undefined;
  return [
    {
      kind,
      id,
      postId: Number(post.id),
      ...(kind === 'comment' && answerId !== undefined ? { answerId } : {}),
      postType: post.type,
      title: post.title,
      excerpt: String(row.content ?? '').slice(0, EXCERPT_CHARS),
      author: maskedAuthor(
        kind,
        row,
        [post, loaded.commentAnswers.get(answerId ?? 0)],
        caller,
      ),
      count: numOf(group.n),
      reasons: reasonsOf.get(key) ?? {},
      texts: textsOf.get(key) ?? [],
      hidden: loaded.hiddenKeys.has(key),
      firstFlagged: isoOf(group.first),
      lastFlagged: isoOf(group.last),
    },
  ];
}

/**
 * The item's author as moderators see it elsewhere: `anonymous` for an
 * anonymous post or answer, and for a comment by the anonymous author of
 * the post or answer it sits under (`parents`; stores/comments.ts masks
 * those too).
 */
function maskedAuthor(
  kind: FlagTargetKind,
  row: ItemRow,
  parents: (PostRow | AnswerRow | undefined)[],
  caller: Caller,
) {
  const author = row.author as string;
  if (author === caller.userRef) return author;
  if (kind !== 'comment')
    return 'anonymous' in row && boolOf(row.anonymous)
      ? ANONYMOUS_AUTHOR
      : author;
  const byAnonymousParentAuthor = parents.some(
    parent => parent && boolOf(parent.anonymous) && parent.author === author,
  );
  return byAnonymousParentAuthor ? ANONYMOUS_AUTHOR : author;
}
