import type { Knex } from 'knex';
import { openTestDatabase } from '../testing/testDatabase';
import { countClick, countView, setFavorite } from './postActivity';
import { followPost } from './follows';
import { createPost, purgePost } from './postWrites';

const alice = { userRef: 'user:default/alice', isModerator: false };
const bob = { userRef: 'user:default/bob', isModerator: false };

/** A plain question by alice, or a link when given its URL. */
const newPost = (db: Knex, title = 'Q', url?: string) =>
  createPost(
    db,
    {
      type: url ? 'link' : 'question',
      title,
      content: 'C',
      tags: [],
      entities: [],
      images: [],
      anonymous: false,
      ...(url && { url }),
    },
    alice,
  );

describe('countView', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
  });
  afterAll(() => close());

  const viewsOf = async (id: number) =>
    Number((await db('posts').where('id', id).first('views')).views);

  it('counts one view when one user reads a post many times at once', async () => {
    const id = await newPost(db);
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
    const id = await newPost(db);
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

describe('follows, favourites and clicks racing a purge', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_follow_purge'));
  });
  afterAll(() => close());

  const mod = { userRef: 'user:default/mod', isModerator: true };
  const crowd = Array.from({ length: 8 }, (_, i) => ({
    userRef: `user:default/fan${i}`,
    isModerator: false,
  }));
  // Open the pool's connections first, so the writes run side by side.
  const warmPool = () =>
    Promise.all(Array.from({ length: 8 }, () => db.raw('select 1')));

  it('either lands before the purge (and goes with it) or answers 404, never 500 or an orphan row', async () => {
    // Follows and favourites by a crowd, and a moderator purging the post.
    const race = async (id: number) =>
      Promise.allSettled([
        ...crowd.map(fan => followPost(db, id, fan, true)),
        ...crowd.map(fan => setFavorite(db, id, true, fan)),
        purgePost(db, id, mod),
      ]);
    for (let round = 0; round < 5; round++) {
      const id = await newPost(db, `Purged ${round}`);
      await warmPool();
      const results = await race(id);
      const failures = results.flatMap(r =>
        r.status === 'rejected' ? [String(r.reason?.name)] : [],
      );
      expect(failures.filter(name => name !== 'NotFoundError')).toEqual([]);
      for (const table of ['post_followers', 'post_favorites'])
        expect(await db(table).where('post_id', id)).toEqual([]);
    }
  }, 60_000);

  it('counts a click before the purge or answers 404, never 500 or an orphan row', async () => {
    const race = async (id: number) =>
      Promise.allSettled([
        ...crowd.map(fan => countClick(db, id, fan)),
        purgePost(db, id, mod),
      ]);
    for (let round = 0; round < 5; round++) {
      const id = await newPost(db, `Link ${round}`, 'https://example.com/doc');
      await warmPool();
      const results = await race(id);
      const failures = results.flatMap(r =>
        r.status === 'rejected' ? [String(r.reason?.name)] : [],
      );
      expect(failures.filter(name => name !== 'NotFoundError')).toEqual([]);
      expect(await db('post_clicks').where('post_id', id)).toEqual([]);
    }
  }, 60_000);
});
