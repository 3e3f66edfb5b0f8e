import type { Knex } from 'knex';
import { groupByDay } from '../dayBuckets';
import { addToCounter, sumDeltas } from './counterRows';
import { dayAfter, dayStart, isoOf, numOf } from '../dbValues';
import type { ContentSnapshot } from './snapshotTypes';
import { isActiveSql, liveAnswerSql, liveCommentSql } from '../liveContent';
import { lockRows } from '../transactions';

/**
 * `daily_counts (day, metric, total)` (migrations/001_initial.ts): the global
 * series of `GET /statistics/global`, one row per UTC day and metric with a
 * non-zero count, and `statistics_users`, everyone the global summary counts as
 * a user. The write paths keep both in their own transaction, with the
 * statistics' rules (docs/api.md, Statistics): a vote, view or new item adds
 * (or removes) its own rows (`addToDays`), a create, status change or purge
 * moves what its item's rows count before and after it ({@link dayDeltasOf} of
 * two snapshots, stores/counters/contentSnapshot.ts), and `refreshDays`
 * recounts a day's `users` and `tags`.
 */
export const DAILY_METRICS = [
  'question',
  'article',
  'link',
  'answers',
  'comments',
  'views',
  'votes',
  'tags',
  'users',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

type Db = Knex | Knex.Transaction;

/** One source of a metric's rows: the query and the timestamp column that dates them. */
interface Source {
  qb: Knex.QueryBuilder;
  column: string;
}

/** The rows one metric counts: live content (stores/liveContent.ts). */
function metricRows(db: Db, metric: DailyMetric): Source[] {
  switch (metric) {
    case 'question':
    case 'article':
    case 'link':
      return [
        {
          qb: db('posts as r')
            .whereRaw(isActiveSql('r'))
            .where('r.type', metric),
          column: 'r.created',
        },
      ];
    case 'answers':
      return [
        {
          qb: db('answers as r')
            .join('posts as p', 'p.id', 'r.post_id')
            .whereRaw(liveAnswerSql('r', 'p')),
          column: 'r.created',
        },
      ];
    case 'comments':
      return [
        {
          qb: db('comments as r')
            .join('posts as p', 'p.id', 'r.post_id')
            .leftJoin('answers as a', 'a.id', 'r.answer_id')
            .whereRaw(liveCommentSql('r', 'p', 'a')),
          column: 'r.created',
        },
      ];
    case 'views':
      return [
        {
          qb: db('post_views as r')
            .join('posts as p', 'p.id', 'r.post_id')
            .whereRaw(isActiveSql('p')),
          column: 'r.viewed',
        },
      ];
    case 'votes':
      return [
        {
          qb: db('post_votes as r')
            .join('posts as p', 'p.id', 'r.post_id')
            .whereRaw(isActiveSql('p')),
          column: 'r.created',
        },
        {
          qb: db('answer_votes as r')
            .join('answers as a', 'a.id', 'r.answer_id')
            .join('posts as p', 'p.id', 'a.post_id')
            .whereRaw(liveAnswerSql('a', 'p')),
          column: 'r.created',
        },
      ];
    case 'tags':
      return [{ qb: db('tags as r'), column: 'r.created' }];
    case 'users':
    default:
      // Distinct authors of that day's posts, answers and comments, any status.
      return [
        {
          qb: db.from(
            db('posts')
              .select('author', 'created')
              .unionAll(db('answers').select('author', 'created'))
              .unionAll(db('comments').select('author', 'created'))
              .as('r'),
          ),
          column: 'r.created',
        },
      ];
  }
}

const countExpr = (metric: DailyMetric) =>
  metric === 'users' ? 'count(distinct r.author)' : 'count(*)';

/** Per-day totals of one metric, of all rows. */
async function countByDay(db: Db, metric: DailyMetric) {
  const totals = new Map<string, number>();
  for (const { qb, column } of metricRows(db, metric)) {
    const rows = await groupByDay(db as Knex, qb, column, countExpr(metric));
    for (const r of rows as { day: string; n: unknown }[])
      totals.set(String(r.day), (totals.get(String(r.day)) ?? 0) + numOf(r.n));
  }
  return totals;
}

/** A change of one day's counter. */
export interface DayDelta {
  day: string;
  metric: DailyMetric;
  delta: number;
}

/**
 * What one item adds to the content metrics per day in the state of
 * `snapshot`: the rows of the recount that belong to it.
 */
export function dayDeltasOf(snapshot: ContentSnapshot): DayDelta[] {
  const { post } = snapshot;
  const out: DayDelta[] = [];
  const add = (day: string, metric: DailyMetric, delta = 1) =>
    out.push({ day, metric, delta });
  if (post) add(post.day, post.type as DailyMetric);
  for (const answer of snapshot.answers) add(answer.day, 'answers');
  for (const comment of snapshot.comments) add(comment.day, 'comments');
  for (const [day, views] of snapshot.views) add(day, 'views', views);
  for (const vote of snapshot.postVotes) add(vote.day, 'votes');
  for (const { vote } of snapshot.answerVotes) add(vote.day, 'votes');
  return out;
}

/**
 * Adds each delta to its day's counter in one statement per counter; a
 * counter that reaches 0 is removed, as the recount keeps no zero days.
 */
export async function addToDays(trx: Db, deltas: readonly DayDelta[]) {
  for (const { day, metric, delta } of sumDeltas(
    deltas,
    d => `${d.day} ${d.metric}`,
  ))
    await addToCounter(trx, 'daily_counts', { day, metric }, delta);
}

async function writeDay(
  trx: Db,
  day: string,
  metric: DailyMetric,
  total: number,
) {
  if (total === 0) {
    await trx('daily_counts').where({ day, metric }).delete();
    return;
  }
  await trx('daily_counts')
    .insert({ day, metric, total })
    .onConflict(['day', 'metric'])
    .merge(['total']);
}

/**
 * Recounts `metrics` on each of `days` (`YYYY-MM-DD`) from the base tables.
 * The day's row is locked first (an upsert that changes nothing), so two
 * writers recount one after the other and the later one sees the rows the
 * earlier one committed: a recount seeing its own rows and every committed
 * one is right, whoever commits last.
 */
export async function refreshDays(
  trx: Db,
  days: Iterable<string>,
  metrics: readonly DailyMetric[],
) {
  for (const day of [...new Set(days)].sort()) {
    for (const metric of [...metrics].sort()) {
      await trx('daily_counts')
        .insert({ day, metric, total: 0 })
        .onConflict(['day', 'metric'])
        .merge({ total: trx.raw('daily_counts.total') });
      let total = 0;
      for (const { qb, column } of metricRows(trx, metric)) {
        const row = await qb
          .where(column, '>=', dayStart(day))
          .where(column, '<', dayAfter(day))
          .first(trx.raw(`${countExpr(metric)} as n`));
        total += numOf((row as { n?: unknown } | undefined)?.n);
      }
      await writeDay(trx, day, metric, total);
    }
  }
}

/** Today (UTC) as `YYYY-MM-DD`, for writes dated now. */
export const today = () => new Date(Date.now()).toISOString().slice(0, 10);

/** The UTC day of a timestamp read from the database. */
export const dayOfValue = (value: unknown) => isoOf(value).slice(0, 10);

/**
 * Adds a user to `statistics_users` (an author, or a seen user). An upsert
 * rather than an ignored insert: it locks the row until the transaction
 * ends, so a purge pruning this user waits and then sees what was added.
 */
export async function addStatisticsUser(trx: Db, userRef: string) {
  await trx('statistics_users')
    .insert({ user_ref: userRef })
    .onConflict('user_ref')
    .merge(['user_ref']);
}

/** The users `statistics_users` holds: authors of anything and seen users. */
const allUsers = (db: Db) =>
  db('posts')
    .select('author as user_ref')
    .union(db('answers').select('author as user_ref'))
    .union(db('comments').select('author as user_ref'))
    .union(db('users_seen').select('user_ref'));

/** Drops those of `userRefs` who no longer authored anything nor were seen. */
export async function pruneStatisticsUsers(
  trx: Knex.Transaction,
  userRefs: string[],
) {
  if (userRefs.length === 0) return;
  // Locked before the check: a write adding one of them waits, or commits first.
  await lockRows(trx, 'statistics_users', 'user_ref', userRefs);
  const still = new Set(
    await trx
      .from(allUsers(trx).as('u'))
      .whereIn('u.user_ref', userRefs)
      .pluck('u.user_ref'),
  );
  const gone = userRefs.filter(u => !still.has(u));
  if (gone.length > 0)
    await trx('statistics_users').whereIn('user_ref', gone).delete();
}

/**
 * Recounts both tables from the base tables: for loaders that write rows
 * directly (seed, benchmark).
 */
export async function recountDailyCounts(trx: Db) {
  await trx('daily_counts').delete();
  for (const metric of DAILY_METRICS) {
    const rows = [...(await countByDay(trx, metric))]
      .filter(([, total]) => total > 0)
      .map(([day, total]) => ({ day, metric, total }));
    for (let i = 0; i < rows.length; i += 500)
      await trx('daily_counts').insert(rows.slice(i, i + 500));
  }
  await trx('statistics_users').delete();
  await trx.raw(
    `INSERT INTO statistics_users (user_ref) ${allUsers(trx).toQuery()}`,
  );
}

/** A change of one person's live votes on one day. */
export interface VoterDelta {
  userRef: string;
  day: string;
  delta: number;
}

/** Live votes per voter and UTC day (what `voter_days` holds), of all votes. */
async function votesByVoter(trx: Db): Promise<VoterDelta[]> {
  const out: VoterDelta[] = [];
  for (const source of metricRows(trx, 'votes')) {
    const rows = await groupByDay(
      trx as Knex,
      source.qb.select('r.user_ref as user_ref').groupBy('r.user_ref'),
      source.column,
    );
    for (const r of rows as { user_ref: string; day: string; n: unknown }[])
      out.push({
        userRef: String(r.user_ref),
        day: String(r.day),
        delta: numOf(r.n),
      });
  }
  return out;
}

/** One item's live votes per voter and day, in the state of `snapshot`. */
export const voterDeltasOf = (snapshot: ContentSnapshot): VoterDelta[] =>
  [...snapshot.postVotes, ...snapshot.answerVotes.map(v => v.vote)].map(
    vote => ({ userRef: vote.voter, day: vote.day, delta: 1 }),
  );

/**
 * `voter_days (user_ref, day, total)`: the live votes each person cast per UTC
 * day, the votes of their statistics. Moves like `addToDays`; a row that
 * reaches 0 is removed.
 */
export async function addToVoterDays(trx: Db, deltas: readonly VoterDelta[]) {
  for (const { userRef, day, delta } of sumDeltas(
    deltas,
    d => `${d.userRef} ${d.day}`,
  ))
    await addToCounter(trx, 'voter_days', { user_ref: userRef, day }, delta);
}

/**
 * `statistics_totals`: `views`, the sum of the active posts' `views` counters
 * (the global summary's total views). A counted view adds one; a post that
 * stops or starts being active takes its views along.
 */
export async function addToViewsTotal(trx: Db, delta: number) {
  if (delta === 0) return;
  await trx('statistics_totals')
    .insert({ name: 'views', total: delta })
    .onConflict('name')
    .merge({ total: trx.raw('statistics_totals.total + ?', [delta]) });
}

/**
 * Recounts `statistics_totals` and `voter_days`: for loaders that write rows
 * directly (seed, benchmark).
 */
export async function recountStatisticsTotals(trx: Db) {
  await trx('voter_days').delete();
  const voters = (await votesByVoter(trx)).map(d => ({
    user_ref: d.userRef,
    day: d.day,
    total: d.delta,
  }));
  // Post and answer votes of one voter and day are two rows: summed here.
  const sums = new Map<string, (typeof voters)[number]>();
  for (const v of voters) {
    const key = `${v.user_ref} ${v.day}`;
    const sum = sums.get(key);
    if (sum) sum.total += v.total;
    else sums.set(key, { ...v });
  }
  const rows = [...sums.values()];
  for (let i = 0; i < rows.length; i += 500)
    await trx('voter_days').insert(rows.slice(i, i + 500));
  const row = await trx('posts as p')
    .whereRaw(isActiveSql('p'))
    .sum({ n: 'views' })
    .first();
  await trx('statistics_totals').delete();
  await trx('statistics_totals').insert({
    name: 'views',
    total: numOf(row?.n),
  });
}
