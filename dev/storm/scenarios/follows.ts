import type { Call } from '../client';
import { CROWD, USERS } from '../settings';
import { burst, rounds, type StormContext } from './context';

const S = 'follows';

/**
 * One person follows, unfollows and follows again a tag, an entity, a user
 * and a collection, all at once, while others follow the same tag: every
 * call is idempotent (204), and follower counts must equal the follow rows.
 */
export async function followsAndUnfollows(ctx: StormContext) {
  const { world } = ctx;
  const people = [...CROWD, USERS.liam, USERS.priya, USERS.sofia];
  await rounds(ctx, 30, async () => {
    const user = ctx.random.pick(CROWD);
    const tag = ctx.random.pick(world.tags.slice(0, 4));
    const followed = {
      tag: `/tags/follow/${encodeURIComponent(tag)}`,
      entity: `/entities/follow/${encodeURIComponent(ctx.random.pick(world.entities.slice(0, 3)))}`,
      user: `/users/follow/${encodeURIComponent(ctx.random.pick(people.filter(p => p !== user)))}`,
      collection: `/collections/follow/${world.collection.id}`,
    };
    const calls: Call[] = Object.values(followed).flatMap(path =>
      ctx.random
        .sample(['PUT', 'DELETE', 'PUT'] as const, 3)
        .map((method): Call => ({
          scenario: S,
          as: user,
          method,
          path,
          expect: [204],
        })),
    );
    for (const other of ctx.random.sample(
      CROWD.filter(u => u !== user),
      3,
    ))
      calls.push({
        scenario: S,
        as: other,
        method: ctx.random.pick(['PUT', 'DELETE'] as const),
        path: followed.tag,
        expect: [204],
      });
    await burst(ctx, calls);
  });
}
