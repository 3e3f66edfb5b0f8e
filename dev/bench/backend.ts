/* eslint-disable no-console -- a command-line tool: its report is its console output */
/**
 * `npm run bench:backend` — latency of the Agora API at 100,000 posts.
 *
 * For SQLite (a file under .tmp/bench) and PostgreSQL (the local cluster, or
 * AGORA_BENCH_PG): recreate the database, run the plugin's migrations, bulk
 * load the community (dev/bench/seed.ts), start the real plugin in a
 * Backstage backend listening on a port, and time list, search, single-post
 * and vote calls over HTTP. Results go into docs/performance.md.
 *
 * Options: --posts N (100000), --samples N (150 per call), --db sqlite,pg,
 * --reuse (keep an already loaded database; migrations still run),
 * --only A,B (time only the calls whose name contains A or B; implies
 * --no-docs), --no-docs (print only).
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { mockServices, startTestBackend } from '@backstage/backend-test-utils';
import { databaseServiceFactory } from '@backstage/backend-defaults/database';
import type { JsonObject } from '@backstage/types';
import { agoraPlugin } from '../backend/plugin/src/plugin';
import { migrate } from '../backend/plugin/src/migrations';
import { DEV_IDENTITY_HEADER } from '../backend/plugin/src/service/identity';
import {
  postgresDatabase,
  sqliteDatabase,
  type BenchDatabase,
} from './databases';
import { seedBench, type SeedCounts } from './seed';
import { createVocabulary } from './dataset';
import { benchOperations } from './operations';
import { measure, type Result } from './measure';
import { resultsMarkdown, writeResults, type DatabaseRun } from './report';

const REPO = path.resolve(__dirname, '../..');

function option(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

async function existingCounts(db: Knex): Promise<SeedCounts | undefined> {
  const count = async (table: string) => {
    try {
      return Number((await db(table).count({ n: '*' }).first())?.n ?? 0);
    } catch {
      return 0;
    }
  };
  const posts = await count('posts');
  if (posts === 0) return undefined;
  return {
    posts,
    answers: await count('answers'),
    comments: await count('comments'),
    postVotes: await count('post_votes'),
    answerVotes: await count('answer_votes'),
    postTags: await count('post_tags'),
    searchWords: await count('post_search_words'),
    favorites: await count('post_favorites'),
  };
}

/** Migrate and load (or reuse) the data through a direct knex connection. */
async function load(target: BenchDatabase, posts: number, reuse: boolean) {
  const startedAt = performance.now();
  let db = target.connect();
  let counts = reuse ? await existingCounts(db) : undefined;
  const reused = Boolean(counts);
  if (!counts) {
    await db.destroy();
    await target.reset();
    db = target.connect();
    await migrate(db);
    console.log(`  ${target.name}: loading ${posts} posts…`);
    counts = await seedBench(db, posts);
  } else {
    await migrate(db);
  }
  if (target.name === 'PostgreSQL') {
    // What autovacuum does soon after a load of this size (PostgreSQL 13+
    // vacuums insert-heavy tables too); index-only scans need the visibility map.
    await db.raw('VACUUM ANALYZE');
  }
  const activeIds = (
    await db('posts').where('status', 'active').orderBy('id').pluck('id')
  ).map(Number);
  const version = await target.version(db);
  await db.destroy();
  return {
    counts,
    reused,
    activeIds,
    version,
    seconds: (performance.now() - startedAt) / 1000,
  };
}

async function runOn(
  target: BenchDatabase,
  posts: number,
  samples: number,
  reuse: boolean,
): Promise<DatabaseRun> {
  const loaded = await load(target, posts, reuse);
  console.log(
    `  ${target.name}: ready in ${loaded.seconds.toFixed(0)} s; starting the backend`,
  );
  const backend = await startTestBackend({
    features: [
      agoraPlugin,
      databaseServiceFactory,
      mockServices.rootConfig.factory({
        data: {
          backend: { database: target.backendConfig },
          agora: {
            devIdentity: true,
            seed: { enabled: false },
            moderators: ['user:default/mod'],
          },
        } as JsonObject,
      }),
    ],
  });
  const address = backend.server.address();
  if (!address || typeof address === 'string')
    throw new Error('The backend is not listening on a port');
  const baseUrl = `http://127.0.0.1:${address.port}/api/agora`;
  const results: Result[] = [];
  try {
    const only = option('only', '').split(',');
    const operations = benchOperations(
      createVocabulary(),
      loaded.activeIds,
    ).filter(op => only.some(part => op.name.includes(part)));
    // Warm-up: first calls pay for JIT, connection pools and cold pages.
    for (const op of operations)
      await measure(baseUrl, op, 10, DEV_IDENTITY_HEADER);
    for (const op of operations) {
      const result = await measure(baseUrl, op, samples, DEV_IDENTITY_HEADER);
      console.log(
        `  ${target.name}: ${op.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
      );
      results.push(result);
    }
  } finally {
    await backend.stop();
  }
  return {
    database: target.name,
    version: loaded.version,
    seedSeconds: loaded.seconds,
    reused: loaded.reused,
    counts: loaded.counts,
    results,
  };
}

async function main() {
  const posts = Number(option('posts', '100000'));
  const samples = Number(option('samples', '150'));
  const which = option('db', 'sqlite,pg').split(',');
  const reuse = flag('reuse');
  const loadAtStart = os.loadavg();
  const runs: DatabaseRun[] = [];

  if (which.includes('sqlite'))
    runs.push(await runOn(sqliteDatabase(), posts, samples, reuse));
  if (which.includes('pg')) {
    const pg = postgresDatabase();
    if (pg.db) runs.push(await runOn(pg.db, posts, samples, reuse));
    else {
      console.log(`  PostgreSQL skipped: ${pg.skipped}`);
      runs.push({ database: 'PostgreSQL', skipped: pg.skipped });
    }
  }

  const block = resultsMarkdown(runs, loadAtStart, new Date());
  fs.mkdirSync(path.join(REPO, '.tmp', 'bench'), { recursive: true });
  fs.writeFileSync(
    path.join(REPO, '.tmp', 'bench', `results-${Date.now()}.json`),
    JSON.stringify({ posts, samples, loadAtStart, runs }, null, 2),
  );
  // A partial run (--only) must not replace the full table.
  if (flag('no-docs') || option('only', '')) console.log(block);
  else {
    writeResults(path.join(REPO, 'docs', 'performance.md'), block);
    console.log('Results written to docs/performance.md');
  }
  const missed = runs
    .flatMap(r => r.results ?? [])
    .filter(r => r.target && r.p95 > r.target.p95Ms);
  for (const r of missed)
    console.log(
      `Target missed: ${r.name} p95 ${r.p95.toFixed(1)} ms > ${r.target!.p95Ms} ms`,
    );
}

main().then(
  () => process.exit(0),
  error => {
    console.error(error);
    process.exit(1);
  },
);
