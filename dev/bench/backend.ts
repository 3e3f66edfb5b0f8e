/* eslint-disable no-console -- a command-line tool: its report is its console output */
/**
 * `npm run bench:backend` — latency of the Agora API at 100,000 posts.
 *
 * For SQLite (a file under .tmp/bench) and PostgreSQL (the local cluster, or
 * AGORA_BENCH_PG): recreate the database, run the plugin's migrations, bulk
 * load the community (dev/bench/seed.ts), start the real plugin in a
 * Backstage backend listening on a port, and time list, search, single-post
 * and vote calls over HTTP; then, on PostgreSQL, concurrent writes by many
 * clients on a database of their own (dev/bench/concurrentWrites.ts).
 * Results go into docs/performance.md.
 *
 * Options: --posts N (100000), --samples N (150 per call), --db sqlite,pg,
 * --reuse (keep an already loaded database; migrations still run),
 * --only A,B (time only the calls whose name contains one of the
 * comma-separated texts, "concurrent writes" included; implies --no-docs),
 * --no-docs (print only), --write-posts N (20000: the concurrent writes'
 * database), --clients N (16), --write-rounds N (60 writes per client and
 * scenario).
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { DEV_IDENTITY_HEADER } from '../backend/plugin/src/service/identity';
import {
  postgresDatabase,
  sqliteDatabase,
  type BenchDatabase,
} from './databases';
import { createVocabulary } from './dataset';
import { benchOperations } from './operations';
import { measure, type Operation, type Result } from './measure';
import { resultsMarkdown, writeResults, type DatabaseRun } from './report';
import { load } from './loading';
import { startBenchBackend } from './server';
import { runConcurrentWrites, type ConcurrentRun } from './concurrentWrites';

const REPO = path.resolve(__dirname, '../..');
const CONCURRENT = 'concurrent writes';

function option(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

/** The texts of --only; empty when every call is timed. */
const onlyTexts = () =>
  option('only', '')
    .split(',')
    .map(text => text.trim())
    .filter(Boolean);
const selected = (name: string) => {
  const only = onlyTexts();
  return !only.length || only.some(text => name.includes(text));
};

const readOperations = (activeIds: number[]): Operation[] =>
  benchOperations(createVocabulary(), activeIds).filter(op =>
    selected(op.name),
  );

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
  const { baseUrl, stop } = await startBenchBackend(target);
  const results: Result[] = [];
  try {
    const operations = readOperations(loaded.activeIds);
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
    await stop();
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
  // --only with no read call among its texts skips loading the read data.
  const reads = readOperations([1]).length > 0;

  if (reads && which.includes('sqlite'))
    runs.push(await runOn(sqliteDatabase(), posts, samples, reuse));
  if (reads && which.includes('pg')) {
    const pg = postgresDatabase();
    if (pg.db) runs.push(await runOn(pg.db, posts, samples, reuse));
    else {
      console.log(`  PostgreSQL skipped: ${pg.skipped}`);
      runs.push({ database: 'PostgreSQL', skipped: pg.skipped });
    }
  }
  let concurrent: ConcurrentRun | undefined;
  if (which.includes('pg') && selected(CONCURRENT))
    concurrent = await runConcurrentWrites({
      posts: Number(option('write-posts', '20000')),
      clients: Number(option('clients', '16')),
      rounds: Number(option('write-rounds', '60')),
    });

  const block = resultsMarkdown(
    runs,
    loadAtStart,
    new Date(),
    concurrent,
    os.loadavg(),
  );
  fs.mkdirSync(path.join(REPO, '.tmp', 'bench'), { recursive: true });
  fs.writeFileSync(
    path.join(REPO, '.tmp', 'bench', `results-${Date.now()}.json`),
    JSON.stringify(
      {
        posts,
        samples,
        loadAtStart,
        loadAtEnd: os.loadavg(),
        runs,
        concurrent,
      },
      null,
      2,
    ),
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
