import type { Call } from '../client';
import { CROWD, USERS } from '../settings';
import type { Target } from '../world';
import {
  burst,
  pathOf,
  rounds,
  someoneBut,
  type StormContext,
} from './context';

const VOTERS = [...CROWD, ...Object.values(USERS)];
type Vote = 'up' | 'down' | 'remove';

const voteCall = (scenario: string, t: Target, as: string, vote: Vote): Call =>
  vote === 'remove'
    ? {
        scenario,
        as,
        method: 'DELETE',
        path: `${pathOf(t)}/vote`,
        expect: [200],
      }
    : {
        scenario,
        as,
        method: 'GET',
        path: `${pathOf(t)}/${vote}vote`,
        expect: [200],
      };

/**
 * One person's up, down and removed votes on one post or answer, sent at
 * once: each replaces the last, so the score must end as that person's one
 * remaining vote and never count two.
 */
export async function sameUserVotes(ctx: StormContext) {
  const { world } = ctx;
  const targets = [
    ...world.voted,
    ...world.seeded.slice(0, 6),
    ...world.seededAnswers.slice(0, 6),
  ];
  await rounds(ctx, 60, async () => {
    const target = ctx.random.pick(targets);
    const voter = someoneBut(ctx, VOTERS, target.author);
    const votes: Vote[] = ctx.random.sample(
      ['up', 'down', 'up', 'down', 'remove', 'up'],
      6,
    );
    await burst(
      ctx,
      votes.map(v => voteCall('same-voter', target, voter, v)),
    );
  });
}

/** The whole crowd voting on one question and one answer at the same time. */
export async function crowdVotes(ctx: StormContext) {
  const [question, answer] = ctx.world.voted;
  await rounds(ctx, 8, async () => {
    const calls = [question, answer].flatMap(target =>
      CROWD.map(voter =>
        voteCall(
          'crowd-votes',
          target,
          voter,
          ctx.random.pick<Vote>(['up', 'up', 'down', 'remove']),
        ),
      ),
    );
    await burst(ctx, calls);
  });
}
