import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { seedDemoData } from '../seed';
import {
  ACTIVITY_SQL,
  filteredPosts,
  MIN_HOT_ACTIVITY,
  orderPosts,
  type PostFilter,
} from './postQuery';
import { listPosts } from './posts';
import { countedTotal } from './counters/postCounts';
import { openTestDatabase } from '../testing/testDatabase';

const caller = { userRef: 'user:default/guest', isModerator: false };

// The demo community is seeded relative to now, so it has posts in every
// recency bucket.
describe('trend order (hot)', () => {
  let db: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_trend'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
    // Spread activity so that old busy posts outrank quiet new ones, and
    // leave every fourth post unviewed, so some stay under the hot bound.
    await db('posts').update({
      views: db.raw('CASE WHEN id % 4 = 0 THEN 0 ELSE (id * 37) % 500 END'),
      clicks: db.raw('CASE WHEN id % 4 = 0 THEN 0 ELSE (id * 11) % 7 END'),
    });
  }, 30_000);
  afterAll(() => close());

  /** Every matching id in trend order, by sorting the full trend expression. */
  async function fullSort(query: PostFilter): Promise<number[]> {
    const qb = filteredPosts(db, query, caller).select('posts.id');
    orderPosts(qb, query);
    return (await qb).map((row: { id: number | string }) => Number(row.id));
  }

  it.each([
    { orderBy: 'trend' as const },
    { orderBy: 'trend' as const, order: 'asc' as const },
    { orderBy: 'trend' as const, type: 'question' as const },
    { orderBy: 'trend' as const, tags: ['kubernetes'] },
    // The hot list: only posts with some activity, its total counted apart.
    { orderBy: 'trend' as const, active: true },
    { orderBy: 'trend' as const, active: true, type: 'question' as const },
    { orderBy: 'trend' as const, active: true, order: 'asc' as const },
  ])('pages through exactly the full sort: %j', async query => {
    const expected = await fullSort(query);
    expect(expected.length).toBeGreaterThan(0);
    const seen: number[] = [];
    for (let offset = 0; offset < expected.length; offset += 7) {
      const page = await listPosts(db, { ...query, limit: 7, offset }, caller);
      expect(page.total).toBe(expected.length);
      seen.push(...page.posts.map(p => p.id));
    }
    expect(seen).toEqual(expected);
  });

  it('has posts on both sides of the trend window', async () => {
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600_000).toISOString();
    const [recent] = await db('posts')
      .where('created', '>=', monthAgo)
      .count({ n: '*' });
    const [older] = await db('posts')
      .where('created', '<', monthAgo)
      .count({ n: '*' });
    expect(Number(recent!.n)).toBeGreaterThan(0);
    expect(Number(older!.n)).toBeGreaterThan(0);
  });

  /** The query plan, with PostgreSQL told to avoid sorts and scans if it can. */
  async function planOf(sql: string): Promise<string> {
    if (db.client.config.client === 'pg') {
      return db.transaction(async trx => {
        await trx.raw('SET LOCAL enable_seqscan = off');
        await trx.raw('SET LOCAL enable_sort = off');
        const result = await trx.raw(`EXPLAIN ${sql}`);
        return result.rows.map((row: any) => row['QUERY PLAN']).join('\n');
      });
    }
    const rows: { detail: string }[] = await db.raw(
      `EXPLAIN QUERY PLAN ${sql}`,
    );
    return rows.map(row => row.detail).join('\n');
  }

  it('reads older posts in activity order from the expression index', async () => {
    // Fails when the query's activity expression drifts from the one
    // posts_status_activity_idx is built on (migrations/001_initial.ts).
    const plan = await planOf(
      `SELECT posts.id FROM posts WHERE posts.status = 'active'
       ORDER BY ${ACTIVITY_SQL} desc, posts.id desc LIMIT 20`,
    );
    expect(plan).toContain('posts_status_activity_idx');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort Key/);
  });

  const hot: PostFilter = { orderBy: 'trend', active: true };

  it('keeps the hot list on that index with its least-activity bound', async () => {
    const older = filteredPosts(db, hot, caller)
      .select('posts.id')
      .orderByRaw(`${ACTIVITY_SQL} desc`)
      .orderBy('posts.id', 'desc')
      .limit(20);
    const plan = await planOf(older.toQuery());
    expect(plan).toContain('posts_status_activity_idx');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort Key/);
  });

  it("reads the hot list's last month from the created index, not the bound's range", async () => {
    // The bound holds for nearly every post; read as a range of the activity
    // index it made the month's page walk all of them (docs/performance.md).
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600_000).toISOString();
    // With statistics, as autovacuum keeps them: PostgreSQL would otherwise
    // guess one row per index and take any index on status.
    if (db.client.config.client === 'pg') await db.raw('ANALYZE posts');
    const recent = filteredPosts(db, hot, caller)
      .where('posts.created', '>=', monthAgo)
      .select('posts.id');
    const plan = await planOf(recent.toQuery());
    // Either index in `created` order serves (posts_created_idx, kept for
    // the statistics, or posts_status_created_id_idx).
    expect(plan).toMatch(/posts_(status_)?created(_id)?_idx/);
    expect(plan).not.toContain('posts_status_activity_idx');
  });

  it('counts the hot total from post_counts less the posts under the bound', async () => {
    const [below] = await db('posts')
      .where('status', 'active')
      .whereRaw(`${ACTIVITY_SQL} < ?`, [MIN_HOT_ACTIVITY])
      .count({ n: '*' });
    expect(Number(below!.n)).toBeGreaterThan(0);
    // Not the general count, a scan of every post on PostgreSQL.
    for (const query of [hot, { ...hot, type: 'link' as const }])
      expect(await countedTotal(db, query)).toBe(
        (await fullSort(query)).length,
      );
  });
});
