/* eslint-disable no-console -- a command-line tool: the plans are its console output */
/**
 * `npx tsx dev/bench/explain.ts [sqlite|pg]` — the query plans behind the
 * benchmarked list and search calls, built with the plugin's own query code
 * (filteredPosts + orderPosts) against the database the benchmark loaded,
 * and the time of the whole `listPosts` call. Those general plans are what
 * other filter combinations run; tag lists, plain searches, hot pages and
 * lists filtered by status and type only take their total (and some their
 * page) from the shortcuts of stores/tagListing.ts, searchListing.ts,
 * postCounts.ts and trendPage.ts (docs/performance.md), which `listPosts`
 * includes. Run `npm run bench:backend` first; this reads, it never loads.
 * `npx tsx dev/bench/explain.ts sqlite|pg answers` prints the statements of
 * `POST /answers/query` instead (dev/bench/explainAnswers.ts).
 */
import type { Knex } from 'knex';
import { performance } from 'node:perf_hooks';
import {
  filteredPosts,
  orderPosts,
  type PostFilter,
} from '../backend/plugin/src/stores/postQuery';
import { listPosts } from '../backend/plugin/src/stores/posts';
import type { Caller } from '../backend/plugin/src/domain/caller';
import { postgresDatabase, sqliteDatabase } from './databases';
import { benchSearchQueries, createVocabulary } from './dataset';
import { explainAnswers } from './explainAnswers';

const caller: Caller = {
  userRef: 'user:default/bench-reader-1',
  isModerator: false,
};

function queries(): [string, PostFilter][] {
  const v = createVocabulary();
  return [
    ['recent page', { orderBy: 'created', limit: 20 }],
    ['hot page', { orderBy: 'trend', limit: 20 }],
    ['by popular tag', { tags: [v.tags[0]], limit: 20 }],
    ['unanswered', { type: 'question', noAnswers: true, limit: 20 }],
    ['questions by score', { type: 'question', orderBy: 'score', limit: 20 }],
    ...benchSearchQueries(v).map((q): [string, PostFilter] => [
      `search "${q}"`,
      { searchQuery: q, limit: 20 },
    ]),
  ];
}

async function plan(db: Knex, sql: Knex.Sql, pg: boolean): Promise<string> {
  if (pg) {
    const result = await db.raw(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${sql.sql}`,
      sql.bindings,
    );
    return result.rows
      .map((r: Record<string, string>) => r['QUERY PLAN'])
      .join('\n');
  }
  const rows = await db.raw(`EXPLAIN QUERY PLAN ${sql.sql}`, sql.bindings);
  return rows.map((r: { detail: string }) => r.detail).join('\n');
}

async function time(run: () => Promise<unknown>) {
  const startedAt = performance.now();
  await run();
  return performance.now() - startedAt;
}

async function main() {
  const which = process.argv[2] ?? 'sqlite';
  const target = which === 'pg' ? postgresDatabase().db : sqliteDatabase();
  if (!target) throw new Error('PostgreSQL is not available');
  const db = target.connect();
  const pg = which === 'pg';
  try {
    if (process.argv[3] === 'answers') {
      await explainAnswers(db, createVocabulary(), caller, sql =>
        plan(db, sql, pg),
      );
      return;
    }
    for (const [name, filter] of queries()) {
      const count = filteredPosts(db, filter, caller).count({ total: '*' });
      const page = filteredPosts(db, filter, caller).select('posts.id');
      orderPosts(page, filter);
      page.limit(20);
      const countMs = await time(() => count);
      const pageMs = await time(() => page);
      const listMs = await time(() => listPosts(db, filter, caller));
      console.log(
        `\n## ${name}: general count ${countMs.toFixed(1)} ms, general page ${pageMs.toFixed(1)} ms; listPosts ${listMs.toFixed(1)} ms`,
      );
      console.log(`count plan:\n${await plan(db, count.toSQL(), pg)}`);
      console.log(`page plan:\n${await plan(db, page.toSQL(), pg)}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch(error => {
  console.error(error);
  process.exit(1);
});
