import type { Knex } from 'knex';
import type { Answer, VoteValue } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { NotFoundError } from '@backstage/errors';
import {
  boolOf,
  idsOf,
  isoOf,
  numOf,
  optionalIso,
  visibleAuthor,
} from './dbValues';
import { commentsOfAnswers } from './comments';
import {
  flagHiddenFrom,
  flagHiddenShown,
  whereNotFlagHidden,
} from './flagHidden';
import { ANSWER_CHANGES, correctAnswerRights, itemFlags } from './itemRights';
import { postResourcesFor } from '../stores/postResources';
import { postJudgeOf } from '../domain/callerRights';

import type { AnswerRow } from '../domain/rows';

/**
 * Answer rows → the contract's Answer shape for one caller, with comments,
 * ownVote and the anonymous author masked for everyone but the author.
 */
export async function serializeAnswers(
  db: Knex,
  rows: (AnswerRow & { post_title?: string })[],
  caller: Caller,
): Promise<Answer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(r => Number(r.id));
  const postIds = [...new Set(rows.map(r => Number(r.post_id)))];
  const [comments, posts, hidden, askers] = await Promise.all([
    commentsOfAnswers(db, ids, caller),
    postResourcesFor(
      db,
      postJudgeOf(caller),
      ANSWER_CHANGES,
      rows.map(r => Number(r.post_id)),
    ),
    flagHiddenShown(db, 'answer', rows, caller),
    // The questions' authors decide the correct mark (correctAnswerRights).
    db('posts')
      .whereIn('id', postIds)
      .select('id', 'author')
      .then(
        found =>
          new Map(found.map(p => [Number(p.id), String(p.author)] as const)),
      ),
  ]);
  const votes = new Map<number, VoteValue>();
  const voteRows = await db('answer_votes')
    .whereIn('answer_id', ids)
    .where('user_ref', caller.userRef)
    .select('answer_id', 'value');
  for (const v of voteRows)
    votes.set(Number(v.answer_id), numOf(v.value) as VoteValue);
  return rows.map(row => {
    const id = Number(row.id);
    const author = visibleAuthor(caller, row.author, row.anonymous);
    return {
      id,
      postId: Number(row.post_id),
      content: row.content,
      author,
      anonymous: boolOf(row.anonymous),
      own: row.author === caller.userRef,
      created: isoOf(row.created),
      updated: optionalIso(row.updated),
      updatedBy:
        row.updated_by && row.updated_by === row.author
          ? author
          : (row.updated_by ?? undefined),
      status: row.status,
      score: numOf(row.score),
      ownVote: votes.get(id),
      correct: boolOf(row.correct),
      images: idsOf(row.images),
      comments: comments.get(id) ?? [],
      ...(row.post_title === undefined ? {} : { postTitle: row.post_title }),
      ...itemFlags(
        caller,
        ANSWER_CHANGES,
        row.author,
        posts.get(Number(row.post_id)),
      ),
      ...correctAnswerRights(caller, askers.get(Number(row.post_id)) ?? ''),
      ...(hidden.has(id) ? { flagHidden: true } : {}),
    };
  });
}

/** A post's answers: the correct one first, then by score; deleted ones for moderators only. */
export async function answersOfPost(db: Knex, postId: number, caller: Caller) {
  const qb = db('answers').where('post_id', postId);
  if (!caller.isModerator) qb.where('status', 'active');
  whereNotFlagHidden(db, qb, 'answer', 'answers', caller);
  const rows = await qb.orderBy([
    { column: 'correct', order: 'desc' },
    { column: 'score', order: 'desc' },
    { column: 'created', order: 'asc' },
    { column: 'id', order: 'asc' },
  ]);
  return serializeAnswers(db, rows, caller);
}

/** The answer's row; 404 unless it belongs to the post and the caller may see it. */
export async function visibleAnswerRow(
  db: Knex | Knex.Transaction,
  postId: number,
  answerId: number,
  caller: Caller,
): Promise<AnswerRow> {
  const row = await db('answers')
    .where({ id: answerId, post_id: postId })
    .first();
  if (
    !row ||
    (row.status === 'deleted' && !caller.isModerator) ||
    (await flagHiddenFrom(db, 'answer', row, caller))
  ) {
    throw new NotFoundError('Answer not found');
  }
  return row;
}

export async function readAnswer(
  db: Knex,
  postId: number,
  answerId: number,
  caller: Caller,
) {
  const row = await visibleAnswerRow(db, postId, answerId, caller);
  return (await serializeAnswers(db, [row], caller))[0];
}
