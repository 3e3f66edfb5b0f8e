import { RANK_MOVES } from '@agora/contract';
import type { Call } from '../client';
import { USERS } from '../settings';
import { burst, rounds, type StormContext } from './context';

const S = 'collection';

/**
 * Rank moves by the owner and a moderator at once, with posts added and
 * removed between them: positions must stay 1..n without gaps or twins.
 * A removed post's move is 404, a deleted post's move 400 (`Restore the
 * post before moving it`), a post added twice 409.
 */
export async function collectionRanks(ctx: StormContext) {
  const { collection } = ctx.world;
  const path = `/collections/${collection.id}`;
  const everyone = [...collection.postIds, ...collection.spare];
  await rounds(ctx, 30, async () => {
    const calls: Call[] = Array.from({ length: 4 }, (_, i): Call => ({
      scenario: S,
      as: i === 3 ? USERS.guest : collection.owner,
      method: 'POST',
      path: `${path}/rank`,
      // Mostly posts it holds; now and then one it may not (404).
      body: {
        postId: ctx.random.pick(
          ctx.random.chance(0.8) ? collection.postIds : everyone,
        ),
        rank: ctx.random.pick(RANK_MOVES),
      },
      expect: [200, 400, 404],
    }));
    const moved = ctx.random.pick(everyone);
    calls.push(
      ctx.random.chance(0.5)
        ? {
            scenario: S,
            as: collection.owner,
            method: 'POST',
            path: `${path}/posts`,
            body: { postId: moved },
            // 404: a deleted post, to its owner who is no moderator.
            expect: [200, 404, 409],
          }
        : {
            scenario: S,
            as: collection.owner,
            method: 'DELETE',
            path: `${path}/posts`,
            body: { postId: moved },
            expect: [200, 404],
          },
    );
    await burst(ctx, calls);
  });
}
