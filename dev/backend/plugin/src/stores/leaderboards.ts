import type { Knex } from 'knex';
import type {
  Leaderboard,
  RankingEntry,
  RankingResponse,
  StatisticsPeriod,
} from '@agora/contract';
import { numOf } from './dbValues';
import { periodStart } from './dayBuckets';
import { BOARD_KEYS } from './counters/leaderboardCounts';

interface Total {
  author: string;
  total: number;
}

/** Rank order: total descending, ties by author. */
const byRank = (a: Total, b: Total) =>
  b.total - a.total || a.author.localeCompare(b.author);

const totalsOf = (rows: { author: unknown; total: unknown }[]): Total[] =>
  rows.map(r => ({ author: String(r.author), total: numOf(r.total) }));

/** Positive totals ranked, positions from 1. */
const ranked = (rows: Total[]): RankingEntry[] =>
  rows
    .filter(r => r.total > 0)
    .sort(byRank)
    .map((r, i) => ({ ...r, position: i + 1 }));

/** The first day of the month after `day`'s, or `day` itself on a 1st. */
function firstWholeMonth(day: string) {
  if (day.endsWith('-01')) return day;
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00.000Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Per-author totals of a period from `since` (a UTC day start) on: the
 * days before the first whole month, then whole months — at most 30 day
 * rows and 13 month rows per author, whatever the period.
 */
async function periodTotals(db: Knex, board: string, since: string) {
  const from = since.slice(0, 10);
  const month = firstWholeMonth(from);
  const days = db('leaderboard_days')
    .where('board', board)
    .where('day', '>=', from)
    .where('day', '<', month)
    .select('author', 'total');
  const months = db('leaderboard_months')
    .where('board', board)
    .where('month', '>=', month.slice(0, 7))
    .select('author', 'total');
  return totalsOf(
    await db
      .from(days.unionAll(months).as('r'))
      .groupBy('r.author')
      .select('r.author as author', db.raw('sum(r.total) as total')),
  );
}

/**
 * All time, from the index `(board, total)`: the rows down to the
 * `limit`-th total (ties included, so their order is exact), and for a
 * caller ranked below them, their position counted as the authors with a
 * higher total plus those with the same total that sort first.
 */
async function allTimeRanking(
  db: Knex,
  board: string,
  limit: number,
  userRef: string,
): Promise<RankingResponse> {
  const positive = (alias: string) =>
    db(`leaderboard_totals as ${alias}`)
      .where(`${alias}.board`, board)
      .where(`${alias}.total`, '>', 0);
  const cut = positive('c')
    .orderBy('c.total', 'desc')
    .offset(limit - 1)
    .limit(1)
    .select('c.total');
  const top = ranked(
    totalsOf(
      await positive('t')
        .where('t.total', '>=', db.raw('coalesce((?), 0)', [cut]))
        .select('t.author', 't.total'),
    ),
  );
  let loggedUser = top.find(r => r.author === userRef);
  if (!loggedUser) {
    const own = await positive('o')
      .where('o.author', userRef)
      .first(
        'o.total',
        positive('a')
          .where('a.total', '>', db.ref('o.total'))
          .count('*')
          .as('above'),
      );
    if (own) {
      const total = numOf(own.total);
      const tied = await positive('t')
        .where('t.total', total)
        .pluck('t.author');
      const me = { author: userRef, total };
      const before = tied.filter(
        (author: string) => byRank({ author, total }, me) < 0,
      ).length;
      loggedUser = { ...me, position: numOf(own.above) + before + 1 };
    }
  }
  return {
    ranking: top.slice(0, limit),
    ...(loggedUser ? { loggedUser } : {}),
  };
}

/**
 * The top `limit` authors of a board (positive totals only, ties by name)
 * and the caller's own row wherever it ranks, from the counters of
 * stores/counters/leaderboardCounts.ts. Only active, non-anonymous content (answers
 * of active posts only) is attributed; vote boards sum the votes cast within
 * the period, count boards count content created within it.
 */
export async function ranking(
  db: Knex,
  board: Leaderboard,
  q: { limit: number; period?: StatisticsPeriod },
  userRef: string,
): Promise<RankingResponse> {
  const key = BOARD_KEYS[board];
  const since = periodStart(q.period);
  if (!since) return allTimeRanking(db, key, q.limit, userRef);
  const all = ranked(await periodTotals(db, key, since));
  const loggedUser = all.find(r => r.author === userRef);
  return {
    ranking: all.slice(0, q.limit),
    ...(loggedUser ? { loggedUser } : {}),
  };
}
