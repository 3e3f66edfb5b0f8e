import type { Call } from '../client';
import { CROWD } from '../settings';
import { burst, rounds, type StormContext } from './context';

const S = 'views';

/**
 * One person opening a post six times at once counts one view (one per
 * user per post per hour, docs/api.md), others each count one; link clicks
 * count once per person; favourites toggle. `views`, `clicks`, the views
 * total and the authors' view counts must equal the rows.
 */
export async function viewsClicksFavorites(ctx: StormContext) {
  const { world } = ctx;
  const posts = [
    ...world.seeded.slice(0, 8).map(t => t.postId),
    world.voted[0].postId,
    world.thread.postId,
  ];
  await rounds(ctx, 16, async () => {
    const postId = ctx.random.pick(posts);
    const link = ctx.random.pick(world.links);
    const [viewer, clicker, fan, ...others] = ctx.random.sample(CROWD, 9);
    const get = (as: string, path: string): Call => ({
      scenario: S,
      as,
      method: 'GET',
      path,
      expect: [200],
    });
    const calls: Call[] = [
      ...Array.from({ length: 6 }, () => get(viewer, `/posts/${postId}`)),
      ...others.map(as => get(as, `/posts/${postId}`)),
      ...Array.from({ length: 4 }, (): Call => ({
        scenario: S,
        as: clicker,
        method: 'PUT',
        path: `/posts/${link}/click`,
        expect: [200],
      })),
      ...others.slice(0, 3).map((as): Call => ({
        scenario: S,
        as,
        method: 'PUT',
        path: `/posts/${link}/click`,
        expect: [200],
      })),
      ...ctx.random
        .sample(['favorite', 'unfavorite', 'favorite'], 3)
        .map(f => get(fan, `/posts/${postId}/${f}`)),
    ];
    await burst(ctx, calls);
  });
}
