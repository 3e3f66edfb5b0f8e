import type { Call } from '../client';
import { CROWD, USERS } from '../settings';
import { burst, rounds, type StormContext } from './context';

const S = 'moderation';

/**
 * Two moderators delete (or restore) the same post at once while others
 * answer, comment, vote, view and favourite it. A deleted post is 404 to
 * non-moderators, a second restore is 400 `The post is not deleted`; the
 * post counts, tag copies, statistics and leaderboards must move once per
 * real change, never twice.
 */
export async function deletesAndRestores(ctx: StormContext) {
  const { moderated } = ctx.world;
  await rounds(ctx, 24, async round => {
    const post = moderated[round % moderated.length];
    const path = `/posts/${post.postId}`;
    const restoring = Math.floor(round / moderated.length) % 2 === 1;
    const crowd = ctx.random.sample(CROWD, 8);
    const calls: Call[] = [USERS.guest, USERS.maria].map((as): Call =>
      restoring
        ? {
            scenario: S,
            as,
            method: 'POST',
            path: `${path}/restore`,
            expect: [200, 400],
          }
        : {
            scenario: S,
            as,
            method: 'DELETE',
            path,
            body: { reason: 'storm' },
            expect: [204],
          },
    );
    // The author deletes too now and then; a post already deleted is 404 to them.
    if (!restoring && ctx.random.chance(0.5))
      calls.push({
        scenario: S,
        as: post.author,
        method: 'DELETE',
        path,
        body: {},
        expect: [204, 404],
      });
    if (post.type === 'question')
      calls.push(
        ...crowd.slice(0, 2).map((as): Call => ({
          scenario: S,
          as,
          method: 'POST',
          path: `${path}/answers`,
          body: { answer: `Storm answer while round ${round} moderates.` },
          expect: [201, 404],
        })),
      );
    calls.push(
      ...crowd.slice(2, 4).map((as): Call => ({
        scenario: S,
        as,
        method: 'POST',
        path: `${path}/comments`,
        body: { content: 'Storm comment while moderated.' },
        expect: [201, 404],
      })),
      ...crowd.slice(4, 6).map((as): Call => ({
        scenario: S,
        as,
        method: 'GET',
        path: `${path}/${ctx.random.pick(['up', 'down'])}vote`,
        expect: [200, 404],
      })),
      { scenario: S, as: crowd[6], method: 'GET', path, expect: [200, 404] },
      {
        scenario: S,
        as: crowd[7],
        method: 'GET',
        path: `${path}/favorite`,
        expect: [200, 404],
      },
    );
    await burst(ctx, calls);
  });
  // Everything ends restored, so the recount compares live content too.
  for (const post of moderated)
    await ctx.call({
      scenario: S,
      as: USERS.guest,
      method: 'POST',
      path: `/posts/${post.postId}/restore`,
      expect: [200, 400],
    });
}
