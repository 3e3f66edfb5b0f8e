import type { Knex } from 'knex';
import type {
  Leaderboard,
  RankingResponse,
  StatisticsPeriod,
} from '@agora/contract';
import type { Caller } from '../../domain/caller';
import { createRandom } from '../../seed/random';
import { openTestDatabase } from '../../testing/testDatabase';
import { communityWriter, fixClock } from '../../testing/seededCommunity';
import { periodStart } from '../dayBuckets';
import { activePostIds } from '../liveContent';
import { numOf } from '../dbValues';
import { BOARD_KEYS, recountLeaderboards } from './leaderboardCounts';
import { ranking } from '../leaderboards';

const person = (name: string): Caller => ({
  userRef: `user:default/${name}`,
  isModerator: false,
});
const authors = ['alice', 'bob', 'carol', 'dave', 'erin'].map(person);
/** Readers vote too, so vote totals go beyond what five people can give. */
const readers = ['r1', 'r2', 'r3', 'r4'].map(person);
const BOARDS = Object.keys(BOARD_KEYS) as Leaderboard[];
const PERIODS: (StatisticsPeriod | undefined)[] = [
  undefined,
  '7d',
  '30d',
  '1y',
];
const TYPES = ['question', 'question', 'article', 'link'] as const;

/**
 * A board ranked the way `GET /statistics/{board}` ranked it before the
 * counters existed: every author's total grouped from the base tables, all
 * sorted in memory.
 */
async function rankedBefore(
  db: Knex,
  board: Leaderboard,
  period: StatisticsPeriod | undefined,
  limit: number,
  userRef: string,
): Promise<RankingResponse> {
  const since = periodStart(period);
  const [table, kind] = board.split('/') as ['posts' | 'answers', string];
  const content = table === 'posts' ? 'posts' : 'answers';
  let qb: Knex.QueryBuilder;
  if (kind === 'most-questions' || kind === 'most-answers') {
    qb = db(`${content} as c`).select(db.raw('count(*) as total'));
    if (table === 'posts') qb.where('c.type', 'question');
    if (since) qb.where('c.created', '>=', since);
  } else {
    const votes = table === 'posts' ? 'post_votes' : 'answer_votes';
    const key = table === 'posts' ? 'post_id' : 'answer_id';
    qb = db(`${votes} as v`)
      .join(`${content} as c`, 'c.id', `v.${key}`)
      .select(db.raw('sum(v.value) as total'));
    if (kind === 'top-correct-upvoted-users') qb.where('c.correct', true);
    if (since) qb.where('v.created', '>=', since);
  }
  qb.where('c.status', 'active')
    .where('c.anonymous', false)
    .groupBy('c.author')
    .select('c.author as author');
  if (table === 'answers') qb.whereIn('c.post_id', activePostIds(db));
  const rows: { author: string; total: unknown }[] = await qb;
  const all = rows
    .map(r => ({
      author: String(r.author),
      total: numOf(r.total),
    }))
    .filter(r => r.total > 0)
    .sort((a, b) => b.total - a.total || a.author.localeCompare(b.author))
    .map((r, i) => ({ ...r, position: i + 1 }));
  const loggedUser = all.find(r => r.author === userRef);
  return {
    ranking: all.slice(0, limit),
    ...(loggedUser ? { loggedUser } : {}),
  };
}

/** The three counter tables as sorted `board bucket author total` lines. */
async function counterRows(db: Knex) {
  const lines: string[] = [];
  for (const [table, bucket] of [
    ['leaderboard_days', 'day'],
    ['leaderboard_months', 'month'],
    ['leaderboard_totals', undefined],
  ] as const) {
    for (const r of await db(table).select('*'))
      lines.push(
        `${table} ${r.board} ${bucket ? r[bucket] : '-'} ${r.author} ${numOf(r.total)}`,
      );
  }
  return lines.sort();
}

/** What the full recount writes, read inside a transaction rolled back after. */
async function recountedRows(db: Knex) {
  let rows: string[] = [];
  const rollback = new Error('rollback');
  await db
    .transaction(async trx => {
      await recountLeaderboards(trx);
      rows = await counterRows(trx as unknown as Knex);
      throw rollback;
    })
    .catch(e => {
      if (e !== rollback) throw e;
    });
  return rows;
}

describe('leaderboard counters (leaderboard_days, leaderboard_months, leaderboard_totals)', () => {
  let db: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_boards'));
    // Only the clock is faked, so writes land on days the test chooses.
    fixClock('2026-01-20T08:00:00.000Z');
  });
  afterAll(async () => {
    jest.useRealTimers();
    await close();
  });

  it('equal a recount, and rank as the queries before them, after a seeded random sequence of writes', async () => {
    // 0–40 hours a write: the writes span several months, so the periods
    // start inside months that hold data, and deletes reach far back.
    const writer = communityWriter(db, {
      seed: 16,
      authors: authors.map(a => a.userRef),
      readers: readers.map(r => r.userRef),
      hoursBetween: 40,
      types: TYPES,
      weights: {
        'create post': 6,
        answer: 8,
        'vote on post': 5,
        'vote on answer': 8,
        'mark correct': 4,
        'delete answer': 2,
        'delete post': 1,
        'restore post': 1,
        'purge post': 1,
      },
    });
    // The rankings' own draws (the caller at limit 20).
    const random = createRandom(16);
    let applied = 0;
    const checks: [unknown, unknown][] = [];
    const withCaller = new Set<string>();
    const nonEmpty = new Set<string>();

    for (let step = 0; step < 300; step++) {
      if ((await writer.write()).applied) applied += 1;
      if (step % 30 === 29 && step > 60) {
        checks.push([await counterRows(db), await recountedRows(db)]);
        for (const board of BOARDS) {
          for (const period of PERIODS) {
            // Every author at limit 1, so some rank below the top.
            for (const [limit, caller] of [
              ...authors.map(a => [1, a] as const),
              [20, random.pick(authors)] as const,
            ]) {
              const q = { limit, ...(period ? { period } : {}) };
              const have = await ranking(db, board, q, caller.userRef);
              const want = await rankedBefore(
                db,
                board,
                period,
                limit,
                caller.userRef,
              );
              const what = { board, period, limit, caller };
              checks.push([
                { ...what, have },
                { ...what, have: want },
              ]);
              if (have.ranking.length > 0) nonEmpty.add(`${board} ${period}`);
              if (!period && (have.loggedUser?.position ?? 0) > limit)
                withCaller.add(board);
            }
          }
        }
      }
    }
    // The sequence must really exercise the counters and every path of the
    // ranking: every board and period with rows at some point, and on every
    // board callers counted below the all-time top.
    expect(applied).toBeGreaterThan(120);
    expect(writer.neverDone()).toEqual([]);
    // 8 checks: the counters, then every board × period × 6 callers.
    expect(checks).toHaveLength(8 * (1 + BOARDS.length * PERIODS.length * 6));
    for (const [have, want] of checks) expect(have).toEqual(want);
    expect([...withCaller].sort()).toEqual([...BOARDS].sort());
    const rows = await counterRows(db);
    for (const table of ['leaderboard_days', 'leaderboard_months'])
      expect(
        rows.filter(r => r.startsWith(`${table} `)).length,
      ).toBeGreaterThan(table === 'leaderboard_days' ? 30 : 10);
    expect(nonEmpty.size).toBe(BOARDS.length * PERIODS.length);
    // About 1,000 rankings compared: ~15 s on PostgreSQL.
  }, 120_000);
});
