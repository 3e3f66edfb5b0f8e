import type { Knex } from 'knex';
import type { VoteValue } from '@agora/contract';
import type { Caller } from '../service/types';
import { badRequest } from '../service/errors';
import { numOf, nowIso } from './dbValues';
import { visiblePostRow } from './posts';
import { visibleAnswerRow } from './answers';
import { dayOfValue, refreshDays, today } from './dailyCounts';

/**
 * One vote per user per post or answer. Voting again replaces the vote and
 * removing it undoes it; the denormalised `score` moves by the difference in
 * the same transaction, so it always equals the sum of the votes.
 */
interface VoteTarget {
  votes: 'post_votes' | 'answer_votes';
  key: 'post_id' | 'answer_id';
  table: 'posts' | 'answers';
  id: number;
}

async function applyVote(
  trx: Knex.Transaction,
  target: VoteTarget,
  userRef: string,
  value: VoteValue | 0,
) {
  const match = { [target.key]: target.id, user_ref: userRef };
  const previous = await trx(target.votes)
    .where(match)
    .first('value', 'created');
  const delta = value - numOf(previous?.value);
  if (value === 0) {
    await trx(target.votes).where(match).delete();
  } else {
    await trx(target.votes)
      .insert({ ...match, value, created: nowIso() })
      .onConflict([target.key, 'user_ref'])
      .merge(['value', 'created']);
  }
  if (delta !== 0)
    await trx(target.table).where('id', target.id).increment('score', delta);
  // A vote is dated when last cast: it may move from its old day to today.
  await refreshDays(
    trx,
    [today(), ...(previous ? [dayOfValue(previous.created)] : [])],
    ['votes'],
  );
}

/** `value` 0 removes the caller's vote. Voting on one's own post is refused. */
export async function votePost(
  db: Knex,
  postId: number,
  value: VoteValue | 0,
  caller: Caller,
) {
  await db.transaction(async trx => {
    const post = await visiblePostRow(trx, postId, caller);
    if (value !== 0 && post.author === caller.userRef) {
      throw badRequest('You cannot vote on your own post', 'id');
    }
    await applyVote(
      trx,
      { votes: 'post_votes', key: 'post_id', table: 'posts', id: postId },
      caller.userRef,
      value,
    );
  });
}

export async function voteAnswer(
  db: Knex,
  postId: number,
  answerId: number,
  value: VoteValue | 0,
  caller: Caller,
) {
  await db.transaction(async trx => {
    await visiblePostRow(trx, postId, caller);
    const answer = await visibleAnswerRow(trx, postId, answerId, caller);
    if (value !== 0 && answer.author === caller.userRef) {
      throw badRequest('You cannot vote on your own answer', 'answerId');
    }
    await applyVote(
      trx,
      {
        votes: 'answer_votes',
        key: 'answer_id',
        table: 'answers',
        id: answerId,
      },
      caller.userRef,
      value,
    );
  });
}
