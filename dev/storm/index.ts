/**
 * `npm run test:storm` (dev/scripts/test-storm.sh starts PostgreSQL and runs
 * this with AGORA_STORM_PG): two replicas of the real dev backend on one
 * fresh PostgreSQL database, started at the same moment, a bounded storm of
 * concurrent requests over both, then every kept counter against a recount
 * from the raw tables. docs/testing.md describes the tier.
 */
import net from 'node:net';
import { createClient } from './client';
import { stormDatabases, type StormDatabases } from './database';
import { Ledger } from './ledger';
import { stopReplica, type Replica } from './replicas';
import { LIMITS, PORTS, PREFIX as prefix, SEED } from './settings';
import { buildWorld } from './world';
import { runStorm } from './scenarios';
import {
  votesThroughApi,
  totalsThroughApi,
  followersThroughApi,
} from './apiChecks';
import { apiSnapshot, snapshotDrift } from './apiSnapshot';
import { brokenInvariants } from './invariants';
import { compareWithRecount } from '../backend/plugin/src/testing/counterRecount';
import { report, type StormFindings } from './report';
import { startReplicas } from './startup';

const url = process.env.AGORA_STORM_PG;

const portInUse = (port: number) =>
  new Promise<boolean>(resolve => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Set when the run is interrupted or times out: the phases stop there. */
const stop = new AbortController();
const interrupted = stop.signal;

async function run(
  replicas: Replica[],
  databases: StormDatabases,
): Promise<string[]> {
  for (const port of PORTS)
    if (await portInUse(port))
      return [
        `port ${port} is in use: stop what listens there or set AGORA_STORM_PORTS`,
      ];

  console.log(
    `Starting ${PORTS.length} replicas at once on an empty database (prefix ${prefix}, seed ${SEED})…`,
  );
  const startup = await startReplicas(replicas, url!);
  const ready = replicas.filter((_, i) => startup.readiness[i].ready);
  const ledger = new Ledger();
  const findings: StormFindings = {
    startup,
    ledger,
    stormSeconds: 0,
    drifts: [],
    invariants: [],
    api: [],
    snapshot: [],
  };
  if (ready.length === 0) return report(findings);

  // With a replica down the storm still runs on the others, so the run reports drift too.
  const call = createClient(ready, ledger);
  const world = await buildWorld(call);
  interrupted.throwIfAborted();
  console.log(`Storm over ${ready.map(r => r.name).join(' and ')}…`);
  const started = Date.now();
  await runStorm(call, ledger, world, started + LIMITS.stormMs);
  findings.stormSeconds = Math.round((Date.now() - started) / 1000);

  interrupted.throwIfAborted();
  console.log('Checking counters…');
  const db = databases.agora();
  findings.api = [
    ...(await votesThroughApi(call, db, world)),
    ...(await totalsThroughApi(call, world)),
    ...(await followersThroughApi(call, db, world)),
  ];
  findings.invariants = await brokenInvariants(db);
  const before = await apiSnapshot(call);
  // Committed, so the API can be read again on recounted tables; the database is the run's own.
  findings.drifts = await compareWithRecount(db, true);
  findings.snapshot = snapshotDrift(before, await apiSnapshot(call));
  return report(findings);
}

async function main() {
  if (!url) {
    console.error(
      'AGORA_STORM_PG must hold a PostgreSQL connection string (npm run test:storm sets it).',
    );
    process.exit(2);
  }
  const databases = stormDatabases(url, prefix);
  const replicas: Replica[] = [];
  let cleaning: Promise<void> | undefined;
  // Whatever happens: stop what this run started and drop what it created.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await Promise.all(replicas.map(stopReplica));
      const dropped = await databases.dropAll();
      await databases.close();
      console.log(
        `Stopped ${replicas.length} replicas, dropped ${dropped.length} databases (${dropped.join(', ') || 'none'}).`,
      );
    })());
  const abort = async (why: string, code: number) => {
    if (!interrupted.aborted) console.error(`\n== FAILED: ${why}`);
    stop.abort();
    await cleanUp().catch(e => console.error('clean-up failed:', e));
    process.exit(code);
  };
  const hardTimeout = setTimeout(
    () =>
      abort(
        `hard timeout: the run took over ${LIMITS.hardTimeoutMs / 60_000} minutes`,
        1,
      ),
    LIMITS.hardTimeoutMs,
  );
  // `on`, not `once`: Ctrl-C reaches this process both from the terminal and
  // relayed by npx and tsx, and a second, unhandled one would end it mid-clean-up.
  process.on('SIGINT', () => abort('interrupted', 130));
  process.on('SIGTERM', () => abort('terminated', 143));

  const t0 = Date.now();
  let failures: string[];
  try {
    failures = await run(replicas, databases);
  } catch (error) {
    failures = [
      `the run threw: ${error instanceof Error ? error.stack : String(error)}`,
    ];
    // Stopping the replicas makes an interrupted run throw: abort() reports.
    if (!interrupted.aborted) console.error(failures[0]);
  }
  if (interrupted.aborted) return;
  clearTimeout(hardTimeout);
  await cleanUp();
  console.log(`Took ${Math.round((Date.now() - t0) / 1000)} s.`);
  process.exit(failures.length > 0 ? 1 : 0);
}

main();
