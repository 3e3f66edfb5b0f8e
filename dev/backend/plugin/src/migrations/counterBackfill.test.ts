import type { Knex } from 'knex';
import { openTestDatabase } from '../testing/testDatabase';
import {
  fixClock,
  seedCommunity,
  type WriteKind,
} from '../testing/seededCommunity';
import * as searchWords from './002_post_search_words';
import { migrate } from '.';
import {
  recountDailyCounts,
  recountStatisticsTotals,
} from '../stores/counters/dailyCounts';
import { recountLeaderboards } from '../stores/counters/leaderboardCounts';
import { recountDirectories } from '../stores/counters/directoryCounts';
import {
  COUNTER_TABLES,
  counterLines as counters,
} from '../testing/keptCounters';

/** What the counters count, in foreign-key order. */
const BASE_TABLES = [
  'tags',
  'posts',
  'post_tags',
  'post_entities',
  'answers',
  'comments',
  'post_votes',
  'answer_votes',
  'post_views',
  'post_counts',
  'users_seen',
  'tag_followers',
  'entity_followers',
  'user_followers',
];

/** Columns of later migrations, which the old schema does not have yet. */
const LATER_COLUMNS: Record<string, string[]> = { posts: ['last_activity'] };

const isoOrNull = (value: unknown) =>
  value === null || value === undefined
    ? null
    : new Date(value as string).toISOString();

describe('backfills of migrations 002, 012–017 and 020 on a database with data', () => {
  let live: Awaited<ReturnType<typeof openTestDatabase>>;
  let old: Awaited<ReturnType<typeof openTestDatabase>>;
  let neverDone: WriteKind[];

  // Two databases and three hundred writes: over jest's default 5 s on
  // PostgreSQL.
  beforeAll(async () => {
    live = await openTestDatabase('agora_backfill_live');
    old = await openTestDatabase('agora_backfill_old', '011_post_deletion');
    fixClock('2026-01-01T08:00:00.000Z');
    neverDone = (await seedCommunity(live.db)).neverDone();
    // The community's rows, written before the counters existed.
    for (const table of BASE_TABLES) {
      const rows = (await live.db(table).select('*')).map(row => {
        const copy = { ...row };
        for (const column of LATER_COLUMNS[table] ?? []) delete copy[column];
        return copy;
      });
      for (let i = 0; i < rows.length; i += 100)
        await old.db(table).insert(rows.slice(i, i + 100));
    }
    await migrate(old.db);
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await live.close();
    await old.close();
  });

  it('give the counters the write paths keep and the stores recount', async () => {
    expect(neverDone).toEqual([]);
    const backfilled = await counters(old.db);
    expect(backfilled).toEqual(await counters(live.db));
    await old.db.transaction(async trx => {
      await recountDailyCounts(trx);
      await recountStatisticsTotals(trx);
      await recountLeaderboards(trx);
      await recountDirectories(trx);
    });
    expect(await counters(old.db)).toEqual(backfilled);
    // Every counter table has rows to compare.
    for (const table of COUNTER_TABLES)
      expect([table, backfilled.some(l => l.startsWith(`${table} `))]).toEqual([
        table,
        true,
      ]);
  });

  it('index the posts for search as the write paths do', async () => {
    const words = async (db: Knex) =>
      (await db('post_search_words').select('post_id', 'word'))
        .map(r => `${r.post_id} ${r.word}`)
        .sort();
    // Migration 002 ran on the empty database: again, now that it holds posts.
    await searchWords.down(old.db);
    await searchWords.up(old.db);
    const indexed = await words(old.db);
    expect(indexed.length).toBeGreaterThan(100);
    expect(indexed).toEqual(await words(live.db));
  });

  it('give each post the last activity its rows show (migration 020)', async () => {
    const latest = new Map<number, string>();
    const see = (postId: unknown, value: unknown) => {
      const at = isoOrNull(value);
      const id = Number(postId);
      if (at && at > (latest.get(id) ?? '')) latest.set(id, at);
    };
    for (const post of await old
      .db('posts')
      .select('id', 'created', 'updated')) {
      see(post.id, post.created);
      see(post.id, post.updated);
    }
    for (const table of ['answers', 'comments'])
      for (const row of await old.db(table).select('post_id', 'created'))
        see(row.post_id, row.created);
    const backfilled = await old.db('posts').select('id', 'last_activity');
    expect(backfilled.length).toBeGreaterThan(10);
    expect(
      backfilled.map(r => [Number(r.id), isoOrNull(r.last_activity)]),
    ).toEqual(backfilled.map(r => [Number(r.id), latest.get(Number(r.id))]));
    // The write paths kept at least that much: they also count later edits
    // of answers and comments, which left no trace the backfill could read.
    const kept = new Map(
      (await live.db('posts').select('id', 'last_activity')).map(r => [
        Number(r.id),
        isoOrNull(r.last_activity),
      ]),
    );
    for (const r of backfilled)
      expect([
        r.id,
        kept.get(Number(r.id))! >= isoOrNull(r.last_activity)!,
      ]).toEqual([r.id, true]);
  });
});
