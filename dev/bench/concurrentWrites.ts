/* eslint-disable no-console -- a command-line tool: progress on the console */
import type { Knex } from 'knex';
import { DEV_IDENTITY_HEADER } from '../backend/plugin/src/service/identity';
import { compareWithRecount } from '../backend/plugin/src/testing/counterRecount';
import { postgresDatabase } from './databases';
import { createVocabulary } from './dataset';
import { load } from './loading';
import { startBenchBackend } from './server';
import { runClients, seeUsers, type ScenarioResult } from './concurrentClients';
import { targetQuestions, writeScenarios } from './writeLoad';
import type { SeedCounts } from './seed';
import { sampleLockWaits } from './lockWaits';

export interface ConcurrentScenarioRun extends ScenarioResult {
  /** Transactions PostgreSQL rolled back while the scenario ran. */
  rolledBack: number;
  /** Deadlocks PostgreSQL detected (each aborts one transaction). */
  deadlocks: number;
  /** Connections seen waiting for a lock, per statement, over `samples` looks. */
  lockWaits: Awaited<ReturnType<ReturnType<typeof sampleLockWaits>>>;
}

export interface ConcurrentRun {
  version?: string;
  counts?: SeedCounts;
  loadSeconds?: number;
  scenarios?: ConcurrentScenarioRun[];
  /** Kept counter values that differ from a recount, after the load and after the writes. */
  drift?: { loaded: number; written: number };
  skipped?: string;
}

export interface ConcurrentOptions {
  posts: number;
  clients: number;
  rounds: number;
}

async function transactionStats(db: Knex) {
  const row = (
    await db.raw(
      'SELECT xact_rollback, deadlocks FROM pg_stat_database WHERE datname = current_database()',
    )
  ).rows[0];
  return {
    rolledBack: Number(row.xact_rollback),
    deadlocks: Number(row.deadlocks),
  };
}

/**
 * Kept counter values that differ from a recount, but for views and clicks:
 * the bench loader sets those counters without a row per view or click
 * (dev/bench/seed.ts), so a recount from rows cannot match them, and the
 * writes here never move them.
 */
async function driftedValues(db: Knex) {
  const drifts = await compareWithRecount(db, false);
  return drifts.filter(
    d =>
      !['views', 'clicks'].includes(d.column) &&
      !(d.table === 'statistics_totals' && d.key === 'name=views'),
  ).length;
}

/**
 * Concurrent writes on PostgreSQL, where they run in parallel (SQLite has
 * one writer at a time): a fresh database of its own, so every run starts
 * from the same rows and the read benchmark's data is never changed; each
 * scenario on a freshly started backend, so PostgreSQL's per-database
 * counters, flushed when its connections close, tell the scenario's
 * rolled-back transactions. `writeTransaction` runs an aborted write again,
 * so with every answer 2xx each rollback is one retried attempt.
 */
export async function runConcurrentWrites(
  options: ConcurrentOptions,
): Promise<ConcurrentRun> {
  const pg = postgresDatabase('writes_');
  if (!pg.db) return { skipped: pg.skipped };
  const target = pg.db;
  const loaded = await load(target, options.posts, false);
  const db = target.connect();
  try {
    const scenarios = writeScenarios(
      await targetQuestions(db),
      createVocabulary(),
    );
    const loadedDrift = await driftedValues(db);
    const runs: ConcurrentScenarioRun[] = [];
    for (const scenario of scenarios) {
      const before = await transactionStats(db);
      const server = await startBenchBackend(target);
      let result: ScenarioResult;
      let lockWaits: ConcurrentScenarioRun['lockWaits'];
      try {
        await seeUsers(
          server.baseUrl,
          DEV_IDENTITY_HEADER,
          scenario.users,
          options.clients,
        );
        const stopSampling = sampleLockWaits(db);
        result = await runClients(
          server.baseUrl,
          DEV_IDENTITY_HEADER,
          scenario,
          options.clients,
          options.rounds,
        );
        lockWaits = await stopSampling();
      } finally {
        await server.stop();
      }
      // Closed connections report their counters as they exit.
      await new Promise(resolve => setTimeout(resolve, 1500));
      const after = await transactionStats(db);
      const run = {
        ...result,
        rolledBack: after.rolledBack - before.rolledBack,
        deadlocks: after.deadlocks - before.deadlocks,
        lockWaits,
      };
      console.log(
        `  PostgreSQL, ${options.clients} writers, ${run.name}: ${run.perSecond.toFixed(0)} requests/s, ` +
          `${run.kinds.reduce((n, k) => n + k.serverErrors, 0)} 5xx, ${run.rolledBack} rolled back`,
      );
      for (const sample of run.errorSamples) console.log(`    ${sample}`);
      runs.push(run);
    }
    return {
      version: loaded.version,
      counts: loaded.counts,
      loadSeconds: loaded.seconds,
      scenarios: runs,
      drift: { loaded: loadedDrift, written: await driftedValues(db) },
    };
  } finally {
    await db.destroy();
  }
}
