import type { Knex } from 'knex';
import { NotAllowedError } from '@backstage/errors';
import {
  ANONYMOUS_AUTHOR,
  REVIEW_ERRORS,
  type Post,
  type Review,
  type ReviewVerdict,
} from '@agora/contract';
import { badRequest } from '../domain/errors';
import type { Caller } from '../domain/caller';
import { isoOf, nowIso, numOf } from './dbValues';
import { greatestOf } from './dialect';
import type { DbTime, PostRow } from '../domain/rows';
import { lockedPostRow, writeTransaction } from './transactions';
import { whereNotFlagHidden } from './flagHidden';
import { restrictToReadable } from '../permissions/postFilterSql';
import { readFilterOf } from '../domain/callerRights';

/**
 * Stale content review (docs/api.md, "Reviews"): which posts are due, who
 * reviews them, and their last review.
 */

const DAY_MS = 24 * 3600_000;

/** What is reviewed: articles, links, and questions with a correct answer. */
export const isReviewable = (row: PostRow) =>
  row.status === 'active' &&
  (row.type === 'article' ||
    row.type === 'link' ||
    (row.type === 'question' && Boolean(row.correct_answer)));

/** Rows of `qb` (over `posts`) that are reviewable; the SQL of {@link isReviewable}. */
function whereReviewable(qb: Knex.QueryBuilder) {
  qb.where('posts.status', 'active').where(types =>
    types
      .whereIn('posts.type', ['article', 'link'])
      .orWhere(q =>
        q.where('posts.type', 'question').where('posts.correct_answer', true),
      ),
  );
}

/**
 * When the review clock of a post started: the latest of its creation, its
 * last edit and its last review, as SQL over `posts` joined to its review.
 * Both databases store times that compare in order (ISO text on SQLite).
 */
function clockSql(db: Knex) {
  const latest = greatestOf(db);
  return `${latest}(COALESCE(post_reviews.reviewed_at, posts.created), COALESCE(posts.updated, posts.created))`;
}

/** The cut-off: content whose clock started before it is due. */
const dueBefore = (afterDays: number) => nowIso(-afterDays * DAY_MS);

/** Whether the caller reviews this post: its author, a moderator, or an expert of one of its tags. */
export async function mayReview(
  db: Knex | Knex.Transaction,
  caller: Caller,
  row: PostRow,
): Promise<boolean> {
  if (caller.isModerator || row.author === caller.userRef) return true;
  const expert = await db('post_tags')
    .join('tag_experts', 'tag_experts.tag_id', 'post_tags.tag_id')
    .where('post_tags.post_id', row.id)
    .where('tag_experts.user_ref', caller.userRef)
    .first('post_tags.post_id');
  return Boolean(expert);
}

/** The last reviews of these posts, by post id, as `caller` may see them. */
export async function reviewsOf(
  db: Knex,
  rows: PostRow[],
  caller: Caller,
): Promise<Map<number, Review>> {
  if (rows.length === 0) return new Map();
  const byId = new Map(rows.map(row => [Number(row.id), row]));
  const reviews = await db('post_reviews').whereIn('post_id', [...byId.keys()]);
  return new Map(
    reviews.map(review => {
      const post = byId.get(Number(review.post_id))!;
      // An anonymous author's own review does not name them to others.
      const masked =
        post.anonymous &&
        review.reviewed_by === post.author &&
        caller.userRef !== post.author;
      return [
        Number(review.post_id),
        {
          verdict: review.verdict as ReviewVerdict,
          reviewedBy: masked ? ANONYMOUS_AUTHOR : review.reviewed_by,
          reviewed: isoOf(review.reviewed_at),
          ...(review.reason ? { reason: String(review.reason) } : {}),
        },
      ];
    }),
  );
}

/**
 * `canReview` and `needsReview` of one post for the caller: whether they
 * may review it, and whether it is due.
 */
export async function reviewFlags(
  db: Knex,
  row: PostRow,
  caller: Caller,
  afterDays: number,
): Promise<Pick<Post, 'canReview' | 'needsReview'>> {
  if (!isReviewable(row) || !(await mayReview(db, caller, row)))
    return { canReview: false, needsReview: false };
  const due = await db('posts')
    .leftJoin('post_reviews', 'post_reviews.post_id', 'posts.id')
    .where('posts.id', row.id)
    .whereRaw(`${clockSql(db)} < ?`, [dueBefore(afterDays)])
    .first('posts.id');
  return { canReview: true, needsReview: Boolean(due) };
}

/** Records the caller's review of a post; the clock starts again. */
export async function reviewPost(
  db: Knex,
  id: number,
  verdict: ReviewVerdict,
  caller: Caller,
  reason?: string,
) {
  await writeTransaction(db, async trx => {
    const row = await lockedPostRow(trx, id, caller);
    if (!isReviewable(row)) throw badRequest(REVIEW_ERRORS.notReviewable, 'id');
    if (!(await mayReview(trx, caller, row)))
      throw new NotAllowedError(REVIEW_ERRORS.notAllowed);
    const review = {
      verdict,
      // A later review replaces it: "valid" clears the last one's reason.
      reason: (verdict === 'outdated' && reason) || null,
      reviewed_by: caller.userRef,
      reviewed_at: nowIso(),
    };
    await trx('post_reviews')
      .insert({ post_id: id, ...review })
      .onConflict('post_id')
      .merge(review);
  });
}

/**
 * The posts due for review, longest waiting first: all of them (`all`,
 * moderators), or those the caller reviews (`mine`): their own and those in
 * tags they are an expert of. Returns the page's rows and the total.
 */
/** A post due for review, with the time its review clock started. */
type DueRow = PostRow & { review_since: DbTime };

export async function postsDueForReview(
  db: Knex,
  query: { scope: 'mine' | 'all'; limit: number; offset: number },
  caller: Caller,
  afterDays: number,
): Promise<{ rows: DueRow[]; total: number }> {
  if (query.scope === 'all' && !caller.isModerator)
    throw new NotAllowedError(REVIEW_ERRORS.allScope);
  const base = db('posts').leftJoin(
    'post_reviews',
    'post_reviews.post_id',
    'posts.id',
  );
  whereReviewable(base);
  base.whereRaw(`${clockSql(db)} < ?`, [dueBefore(afterDays)]);
  if (query.scope === 'mine') {
    base.where(mine =>
      mine
        .where('posts.author', caller.userRef)
        .orWhereIn(
          'posts.id',
          db('post_tags')
            .join('tag_experts', 'tag_experts.tag_id', 'post_tags.tag_id')
            .where('tag_experts.user_ref', caller.userRef)
            .select('post_tags.post_id'),
        ),
    );
  }
  // Nobody reviews a post they may not read: the policy's agora.post.read
  // (an expert of its tags included), and flags that hide it from them.
  restrictToReadable(base, readFilterOf(caller));
  whereNotFlagHidden(db, base, 'post', 'posts', caller);
  const total = numOf(
    (await base.clone().count({ total: '*' }).first())?.total,
  );
  const rows: DueRow[] = await base
    .select('posts.*', db.raw(`${clockSql(db)} as review_since`))
    .orderByRaw(`${clockSql(db)} asc`)
    .orderBy('posts.id', 'asc')
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total };
}
