import type { Knex } from 'knex';
import type { VoteValue } from '@agora/contract';
import type { Caller } from '../service/types';
import { badRequest } from '../service/errors';
import { numOf, nowIso } from './dbValues';
import { visiblePostRow } from './posts';
import { visibleAnswerRow } from './answers';
import { countVote } from './directoryCounts';
import {
  addToDays,
  addToVoterDays,
  dayOfValue,
  today,
  type DayDelta,
} from './dailyCounts';
import { moveBoards } from './leaderboardCounts';

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
  /** Live (active, under an active post): its votes count in the statistics. */
  live: boolean;
}

/** Returns the caller's previous vote (0: none). */
async function applyVote(
  trx: Knex.Transaction,
  target: VoteTarget,
  userRef: string,
  value: VoteValue | 0,
): Promise<number> {
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
  // A vote is dated when last cast: it moves from its old day to today.
  if (!target.live) return numOf(previous?.value);
  const moves: DayDelta[] = [];
  if (previous)
    moves.push({
      day: dayOfValue(previous.created),
      metric: 'votes',
      delta: -1,
    });
  if (value !== 0) moves.push({ day: today(), metric: 'votes', delta: 1 });
  await addToDays(trx, moves);
  await addToVoterDays(
    trx,
    moves.map(move => ({ userRef, day: move.day, delta: move.delta })),
  );
  return numOf(previous?.value);
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
    const previous = await moveBoards(
      trx,
      { post: postId },
      ['posts/top-upvoted-users'],
      () =>
        applyVote(
          trx,
          {
            votes: 'post_votes',
            key: 'post_id',
            table: 'posts',
            id: postId,
            live: post.status === 'active',
          },
          caller.userRef,
          value,
        ),
    );
    await countVote(trx, { post, voter: caller.userRef, previous, value });
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
    const post = await visiblePostRow(trx, postId, caller);
    const answer = await visibleAnswerRow(trx, postId, answerId, caller);
    if (value !== 0 && answer.author === caller.userRef) {
      throw badRequest('You cannot vote on your own answer', 'answerId');
    }
    const previous = await moveBoards(
      trx,
      { answer: answerId },
      ['answers/top-upvoted-users', 'answers/top-correct-upvoted-users'],
      () =>
        applyVote(
          trx,
          {
            votes: 'answer_votes',
            key: 'answer_id',
            table: 'answers',
            id: answerId,
            live: post.status === 'active' && answer.status === 'active',
          },
          caller.userRef,
          value,
        ),
    );
    await countVote(trx, {
      post,
      answer,
      voter: caller.userRef,
      previous,
      value,
    });
  });
}
