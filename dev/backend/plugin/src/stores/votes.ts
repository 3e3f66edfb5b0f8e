import type { Knex } from 'knex';
import type { VoteValue } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { badRequest } from '../domain/errors';
import { visibleAnswerRow } from './answers';
import { lockedPostRow, writeTransaction } from './transactions';
import { voted } from './counters/voteEvents';

/**
 * One vote per user per post or answer. Voting again replaces the vote and
 * removing it undoes it; the denormalised `score` moves by the difference in
 * the same transaction, so it always equals the sum of the votes.
 */

/**
 * `value` 0 removes the caller's vote. Voting on one's own post is refused.
 * Resolves to whether the vote changed (a repeated vote changes nothing).
 */
export async function votePost(
  db: Knex,
  postId: number,
  value: VoteValue | 0,
  caller: Caller,
): Promise<boolean> {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, postId, caller);
    if (value !== 0 && post.author === caller.userRef) {
      throw badRequest('You cannot vote on your own post', 'id');
    }
    return (await voted(trx, { post }, caller.userRef, value)) !== value;
  });
}

export async function voteAnswer(
  db: Knex,
  postId: number,
  answerId: number,
  value: VoteValue | 0,
  caller: Caller,
): Promise<boolean> {
  return writeTransaction(db, async trx => {
    const post = await lockedPostRow(trx, postId, caller);
    const answer = await visibleAnswerRow(trx, postId, answerId, caller);
    if (value !== 0 && answer.author === caller.userRef) {
      throw badRequest('You cannot vote on your own answer', 'answerId');
    }
    return (
      (await voted(trx, { post, answer }, caller.userRef, value)) !== value
    );
  });
}
