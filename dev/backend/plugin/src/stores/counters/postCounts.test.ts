import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { seedDemoData } from '../../seed';
import type { Caller } from '../../domain/caller';
import { filteredPosts, type PostFilter } from '../postQuery';
import { listPosts } from '../posts';
import { createPost, deletePost, purgePost, restorePost } from '../postWrites';
import { countedTotal } from './postCounts';
import { openTestDatabase } from '../../testing/testDatabase';

const reader: Caller = { userRef: 'user:default/guest', isModerator: false };
const author: Caller = { userRef: 'user:default/alice', isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };

describe('post counts (post_counts)', () => {
  let db: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_counts'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
  });
  afterAll(() => close());

  /** post_counts next to a fresh count of posts, both as "status/type: n" lines. */
  async function countsAndTruth() {
    const lines = (rows: Record<string, any>[]) =>
      rows
        .filter(r => Number(r.n) !== 0)
        .map(r => `${r.status}/${r.type}: ${Number(r.n)}`)
        .sort();
    const kept = await db('post_counts').select('status', 'type', 'total as n');
    const truth = await db('posts')
      .groupBy('status', 'type')
      .select('status', 'type')
      .count({ n: '*' });
    return { kept: lines(kept), truth: lines(truth) };
  }

  const queries: [PostFilter, Caller][] = [
    [{}, reader],
    [{ type: 'question' }, reader],
    [{ type: 'link', orderBy: 'trend' }, reader],
    [{ orderBy: 'score', limit: 3, offset: 2 }, reader],
    [{ status: 'deleted' }, moderator],
    [{ status: 'deleted', type: 'question' }, moderator],
  ];

  /** Every query's listPosts total against counting the matching posts. */
  async function expectTotalsRight() {
    for (const [query, caller] of queries) {
      const row = await filteredPosts(db, query, caller)
        .count({ n: '*' })
        .first();
      expect((await listPosts(db, query, caller)).total).toBe(Number(row?.n));
    }
  }

  it('holds the seeded community', async () => {
    const { kept, truth } = await countsAndTruth();
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(truth);
    await expectTotalsRight();
  });

  it('stays right through create, delete, a repeated delete and restore', async () => {
    const input = {
      title: 'Counted',
      content: 'once',
      tags: [],
      entities: [],
      images: [],
      anonymous: false,
    };
    const question = await createPost(
      db,
      { ...input, type: 'question' },
      author,
    );
    const link = await createPost(
      db,
      { ...input, type: 'link', url: 'https://example.com' },
      author,
    );
    expect((await countsAndTruth()).kept).toEqual(
      (await countsAndTruth()).truth,
    );
    await expectTotalsRight();
    // The demo seed has deleted posts of its own: count relative to them.
    const deletedLinks = (kept: string[]) =>
      Number(kept.find(k => k.startsWith('deleted/link: '))?.slice(14) ?? 0);
    const seededDeletedLinks = deletedLinks((await countsAndTruth()).kept);

    await deletePost(db, question, undefined, author);
    await deletePost(db, link, undefined, author);
    // A moderator deleting an already deleted post changes nothing.
    await deletePost(db, link, 'again', moderator);
    const afterDelete = await countsAndTruth();
    expect(afterDelete.kept).toEqual(afterDelete.truth);
    expect(deletedLinks(afterDelete.kept)).toBe(seededDeletedLinks + 1);
    await expectTotalsRight();

    await restorePost(db, link, moderator);
    const afterRestore = await countsAndTruth();
    expect(afterRestore.kept).toEqual(afterRestore.truth);
    expect(deletedLinks(afterRestore.kept)).toBe(seededDeletedLinks);
    await expectTotalsRight();

    // Permanent delete, of an active and of a soft-deleted post.
    await purgePost(db, link, moderator);
    await purgePost(db, question, moderator);
    const afterPurge = await countsAndTruth();
    expect(afterPurge.kept).toEqual(afterPurge.truth);
    await expectTotalsRight();
  });

  it('answers only lists filtered by status and type', async () => {
    expect(
      await countedTotal(db, { type: 'article', orderBy: 'created', limit: 5 }),
    ).toBeGreaterThan(0);
    expect(
      await countedTotal(db, { type: 'question', noAnswers: true }),
    ).toBeUndefined();
    expect(await countedTotal(db, { tags: ['kubernetes'] })).toBeUndefined();
    expect(await countedTotal(db, { searchQuery: 'deploy' })).toBeUndefined();
    expect(await countedTotal(db, { author: author.userRef })).toBeUndefined();
    expect(await countedTotal(db, { followed: true })).toBeUndefined();
  });
});
