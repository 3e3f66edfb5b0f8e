import type { Knex } from 'knex';
import { openTestDatabase } from '../testing/testDatabase';
import { countView } from './postActivity';
import { createPost } from './postWrites';

const alice = { userRef: 'user:default/alice', isModerator: false };
const bob = { userRef: 'user:default/bob', isModerator: false };

describe('countView', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
  });
  afterAll(() => close());

  const newPost = () =>
    createPost(
      db,
      {
        type: 'question',
        title: 'Q',
        content: 'C',
        tags: [],
        entities: [],
        images: [],
        anonymous: false,
      },
      alice,
    );
  const viewsOf = async (id: number) =>
    Number((await db('posts').where('id', id).first('views')).views);

  it('counts one view when one user reads a post many times at once', async () => {
    const id = await newPost();
    // Open the pool's connections first: on PostgreSQL the reads then run
    // side by side, and many pass the "viewed within the hour?" check before
    // any has inserted.
    await Promise.all(Array.from({ length: 8 }, () => db.raw('select 1')));
    await Promise.all(Array.from({ length: 20 }, () => countView(db, id, bob)));
    expect(await viewsOf(id)).toBe(1);
    const rows = await db('post_views').where('post_id', id);
    expect(rows).toHaveLength(1);
  });

  it('counts each user once and again after the hour', async () => {
    const id = await newPost();
    await countView(db, id, bob);
    await countView(db, id, alice);
    await countView(db, id, bob);
    expect(await viewsOf(id)).toBe(2);
    const clock = jest
      .spyOn(Date, 'now')
      .mockReturnValue(Date.now() + 61 * 60_000);
    try {
      await countView(db, id, bob);
    } finally {
      clock.mockRestore();
    }
    expect(await viewsOf(id)).toBe(3);
  });
});
