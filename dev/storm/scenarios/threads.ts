import type { Answer } from '@agora/contract';
import type { Call } from '../client';
import { CROWD } from '../settings';
import type { Target } from '../world';
import { burst, pathOf, rounds, type StormContext } from './context';

const S = 'thread';

/**
 * Answers and comments arrive on one question while its author marks one
 * answer correct, unmarks another and marks a third, and an answerer
 * deletes their answer: `answersCount`, `commentsCount`, `correctAnswer`
 * and the correct-answer leaderboard must follow whatever order they land in.
 */
export async function answersWhileCorrectToggles(ctx: StormContext) {
  const { thread } = ctx.world;
  const answers: Target[] = [...thread.answers];
  await rounds(ctx, 16, async round => {
    const pick = () => ctx.random.pick(answers);
    const crowd = ctx.random.sample(CROWD, 6);
    const calls: Call[] = [
      ...crowd.slice(0, 3).map((as, i): Call => ({
        scenario: S,
        as,
        method: 'POST',
        path: `/posts/${thread.postId}/answers`,
        body: {
          answer: `Storm answer ${round}.${i}: it depends on the lock order.`,
        },
        expect: [201],
      })),
      ...crowd.slice(3, 6).map((as): Call => ({
        scenario: S,
        as,
        method: 'POST',
        path: `/posts/${thread.postId}/comments`,
        body: { content: `Storm comment in round ${round}.` },
        expect: [201],
      })),
      // A deleted answer is gone for everyone but moderators: comments and marks get 404.
      ...[pick(), pick()].map((a): Call => ({
        scenario: S,
        as: ctx.random.pick(CROWD),
        method: 'POST',
        path: `${pathOf(a)}/comments`,
        body: { content: 'Storm comment on an answer.' },
        expect: [201, 404],
      })),
      ...(['correct', 'incorrect', 'correct'] as const).map((mark): Call => ({
        scenario: S,
        as: thread.author,
        method: 'GET',
        path: `${pathOf(pick())}/${mark}`,
        // 400 `A deleted answer cannot be marked` is what a moderator would get.
        expect: [200, 400, 404],
      })),
      ...[pick(), pick()].map((a): Call => ({
        scenario: S,
        as: ctx.random.pick(CROWD.filter(u => u !== a.author)),
        method: 'GET',
        path: `${pathOf(a)}/upvote`,
        expect: [200, 404],
      })),
    ];
    // From the third round, an answerer deletes their own answer: 400 while it is the correct one.
    const own = answers.filter(a => CROWD.includes(a.author));
    if (round >= 2 && own.length > 0) {
      const a = ctx.random.pick(own);
      calls.push({
        scenario: S,
        as: a.author,
        method: 'DELETE',
        path: pathOf(a),
        body: {},
        expect: [204, 400, 404],
      });
    }
    const results = await burst(ctx, calls);
    results.forEach((res, i) => {
      if (res.status === 201 && calls[i].path.endsWith('/answers')) {
        const created = res.body as Answer;
        answers.push({
          postId: thread.postId,
          answerId: created.id,
          author: calls[i].as,
        });
      }
    });
  });
}
