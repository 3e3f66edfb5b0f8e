import type { Call } from '../client';
import { CROWD, SEED, USERS } from '../settings';
import { burst, rounds, type StormContext } from './context';

const S = 'tags';

/**
 * Moderators create one tag name six times at once: docs/api.md answers
 * 201 for the one that creates it and 409 `exists` for the rest, never a
 * 500 from the unique index. Then four people each post with the same new
 * tag at once: posts create unknown tags, so all four are 201.
 */
export async function tagRaces(ctx: StormContext) {
  await rounds(ctx, 8, async round => {
    const tag = `storm-${SEED}-${round}`;
    const calls = Array.from({ length: 6 }, (_, i): Call => ({
      scenario: S,
      as: i % 2 ? USERS.maria : USERS.guest,
      method: 'PUT',
      path: '/tags',
      body: { tag, description: 'Created by the storm tier.' },
      expect: [201, 409],
    }));
    const statuses = (await burst(ctx, calls)).map(r => r.status);
    const created = statuses.filter(s => s === 201).length;
    if (created !== 1 || statuses.some(s => s !== 201 && s !== 409))
      ctx.ledger.fail(
        `PUT /tags "${tag}" ×6 at once answered [${statuses.join(', ')}]: want one 201 and five 409`,
      );
  });
  await rounds(ctx, 6, async round => {
    const tag = `stormpost-${SEED}-${round}`;
    await burst(
      ctx,
      ctx.random.sample(CROWD, 4).map((as): Call => ({
        scenario: S,
        as,
        method: 'POST',
        path: '/posts',
        body: {
          type: 'question',
          title: `Storm: who else uses ${tag}?`,
          content: 'Asked at the same moment as three others.',
          tags: [tag],
        },
        expect: [201],
      })),
    );
  });
}
