import type { Knex } from 'knex';
import { recomputeCounters } from '../seed/counters';
import { recountPosts } from '../stores/counters/postCounts';
import { recountDirectories } from '../stores/counters/directoryCounts';
import {
  recountDailyCounts,
  recountStatisticsTotals,
} from '../stores/counters/dailyCounts';
import { recountLeaderboards } from '../stores/counters/leaderboardCounts';

/**
 * Every counter Agora keeps instead of counting on read
 * (migrations/001_initial.ts): the denormalised columns of posts, answers
 * and post_tags, and the counter tables. `columns` absent: all but the key.
 */
const KEPT: { table: string; key: string[]; columns?: string[] }[] = [
  {
    table: 'posts',
    key: ['id'],
    columns: [
      'score',
      'views',
      'clicks',
      'answers_count',
      'comments_count',
      'correct_answer',
    ],
  },
  { table: 'answers', key: ['id'], columns: ['score'] },
  {
    table: 'post_tags',
    key: ['post_id', 'tag_id'],
    columns: ['status', 'created'],
  },
  { table: 'post_counts', key: ['status', 'type'] },
  { table: 'daily_counts', key: ['day', 'metric'] },
  { table: 'statistics_users', key: ['user_ref'] },
  { table: 'statistics_totals', key: ['name'] },
  { table: 'voter_days', key: ['user_ref', 'day'] },
  { table: 'leaderboard_days', key: ['board', 'day', 'author'] },
  { table: 'leaderboard_months', key: ['board', 'month', 'author'] },
  { table: 'leaderboard_totals', key: ['board', 'author'] },
  { table: 'tag_counts', key: ['tag_id'] },
  { table: 'entity_counts', key: ['entity_ref'] },
  { table: 'user_counts', key: ['user_ref'] },
];

/** One kept value that is not what the raw rows say. */
export interface Drift {
  table: string;
  /** e.g. `id=12` or `board=post_votes author=user:default/liam.chen` */
  key: string;
  column: string;
  kept: unknown;
  recount: unknown;
}

const plain = (value: unknown) => {
  if (value instanceof Date) return value.toISOString();
  // PostgreSQL's bigint sums and counts come back as strings.
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return value;
};

type Rows = Map<string, Record<string, unknown>>;

/**
 * A table's rows by key. A counter row of zeros means what no row means
 * (the write paths may leave one behind, the recount writes none).
 */
async function read(db: Knex, spec: (typeof KEPT)[number]): Promise<Rows> {
  const rows = new Map<string, Record<string, unknown>>();
  const select = spec.columns ? [...spec.key, ...spec.columns] : ['*'];
  for (const row of await db(spec.table).select(select)) {
    const values = Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !spec.key.includes(column))
        .map(([column, value]) => [column, plain(value)]),
    );
    const counts = Object.values(values);
    if (counts.length > 0 && counts.every(v => v === 0)) continue;
    rows.set(spec.key.map(k => `${k}=${plain(row[k])}`).join(' '), values);
  }
  return rows;
}

/** One table after the other: a transaction is one connection. */
async function readAll(db: Knex) {
  const all: Rows[] = [];
  for (const spec of KEPT) all.push(await read(db, spec));
  return all;
}

/** The recounts the seed and the benchmark loader run after bulk writes. */
async function recountAll(trx: Knex.Transaction) {
  await recomputeCounters(trx);
  await trx('post_tags').update({
    status: trx.raw(
      '(SELECT p.status FROM posts p WHERE p.id = post_tags.post_id)',
    ),
    created: trx.raw(
      '(SELECT p.created FROM posts p WHERE p.id = post_tags.post_id)',
    ),
  });
  await recountPosts(trx);
  await recountDirectories(trx);
  await recountDailyCounts(trx);
  await recountStatisticsTotals(trx);
  await recountLeaderboards(trx);
}

function diff(table: string, kept: Rows, recount: Rows): Drift[] {
  const drifts: Drift[] = [];
  for (const key of new Set([...kept.keys(), ...recount.keys()])) {
    const a = kept.get(key);
    const b = recount.get(key);
    for (const column of new Set([
      ...Object.keys(a ?? {}),
      ...Object.keys(b ?? {}),
    ])) {
      const k = a ? (a[column] ?? null) : '(no row)';
      const r = b ? (b[column] ?? null) : '(no row)';
      if (k !== r) drifts.push({ table, key, column, kept: k, recount: r });
    }
    // A key-only table (statistics_users): the row itself is the value.
    if (!a !== !b && Object.keys(a ?? b ?? {}).length === 0)
      drifts.push({
        table,
        key,
        column: '(row)',
        kept: a ? 'present' : 'absent',
        recount: b ? 'present' : 'absent',
      });
  }
  return drifts;
}

/**
 * Reads every kept counter, recounts them all from the raw tables in the
 * same transaction, reads again and compares. `commit` keeps the recount
 * (so the API can be read again on recounted tables); otherwise it is rolled back.
 */
export async function compareWithRecount(
  db: Knex,
  commit: boolean,
): Promise<Drift[]> {
  const trx = await db.transaction();
  try {
    const kept = await readAll(trx);
    await recountAll(trx);
    const recounted = await readAll(trx);
    const drifts = KEPT.flatMap((spec, i) =>
      diff(spec.table, kept[i], recounted[i]),
    );
    if (commit) await trx.commit();
    else await trx.rollback();
    return drifts;
  } catch (error) {
    await trx.rollback();
    throw error;
  }
}
