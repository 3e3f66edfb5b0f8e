import type { Knex } from 'knex';
import type { VoteValue } from '@agora/contract';
import { isActive } from '../liveContent';
import { numOf, nowIso } from '../dbValues';
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
 * A vote cast, changed or removed: the vote row and every counter it moves
 * (the target's `score`, the daily votes, the voter's days, the vote
 * leaderboards, the voter's and the author's directory figures). The
 * caller holds the post's lock (stores/transactions.ts), so the previous
 * vote read here is still the previous vote when the new one is written.
 */
interface VoteTarget {
  post: Record<string, unknown>;
  /** The answer voted on, or none for a vote on the post. */
  answer?: Record<string, unknown>;
}

const TABLES = {
  post: { votes: 'post_votes', key: 'post_id', table: 'posts' },
  answer: { votes: 'answer_votes', key: 'answer_id', table: 'answers' },
} as const;

/** Writes the vote row and the score; returns the previous vote (0: none). */
async function writeVote(
  trx: Knex.Transaction,
  target: VoteTarget,
  userRef: string,
  value: VoteValue | 0,
): Promise<number> {
  const { votes, key, table } = TABLES[target.answer ? 'answer' : 'post'];
  const id = Number((target.answer ?? target.post).id);
  const match = { [key]: id, user_ref: userRef };
  const previous = await trx(votes).where(match).first('value', 'created');
  const delta = value - numOf(previous?.value);
  if (value === 0) {
    await trx(votes).where(match).delete();
  } else {
    await trx(votes)
      .insert({ ...match, value, created: nowIso() })
      .onConflict([key, 'user_ref'])
      .merge(['value', 'created']);
  }
  if (delta !== 0) await trx(table).where('id', id).increment('score', delta);
  const live =
    isActive(target.post) && (!target.answer || isActive(target.answer));
  if (live) {
    // A vote is dated when last cast: it moves from its old day to today.
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
  }
  return numOf(previous?.value);
}

/** `value` 0 removes the voter's vote. Returns the previous value (0 for none). */
export async function voted(
  trx: Knex.Transaction,
  target: VoteTarget,
  voter: string,
  value: VoteValue | 0,
): Promise<number> {
  const scope = target.answer
    ? { answer: Number(target.answer.id) }
    : { post: Number(target.post.id) };
  const boards = target.answer
    ? ([
        'answers/top-upvoted-users',
        'answers/top-correct-upvoted-users',
      ] as const)
    : (['posts/top-upvoted-users'] as const);
  const previous = await moveBoards(trx, scope, boards, () =>
    writeVote(trx, target, voter, value),
  );
  await countVote(trx, { ...target, voter, previous, value });
  return previous;
}
