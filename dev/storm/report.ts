import fs from 'node:fs';
import path from 'node:path';
import type { Drift } from '../backend/plugin/src/testing/counterRecount';
import type { Ledger } from './ledger';
import type { Startup } from './startup';
import { REPO, WORK_DIR } from './settings';

/** Everything one run found; any failure it lists fails the run. */
export interface StormFindings {
  startup: Startup;
  ledger: Ledger;
  stormSeconds: number;
  drifts: Drift[];
  invariants: string[];
  api: string[];
  snapshot: string[];
}

const SHOW = 12;
const line = (s = '') => console.log(s);
const heading = (s: string) => line(`\n== ${s}`);

function list(items: string[], max = SHOW) {
  for (const item of items.slice(0, max)) line(`  ${item}`);
  if (items.length > max) line(`  … and ${items.length - max} more`);
}

/** Drifts grouped by table and column, with the first few keys of each. */
function driftLines(drifts: Drift[]): string[] {
  const groups = new Map<string, Drift[]>();
  for (const d of drifts) {
    const key = `${d.table}.${d.column}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return [...groups].map(
    ([column, ds]) =>
      `${column}: ${ds.length} wrong — ${ds
        .slice(0, 4)
        .map(
          d =>
            `${d.key} kept ${JSON.stringify(d.kept)} ≠ recount ${JSON.stringify(d.recount)}`,
        )
        .join('; ')}`,
  );
}

/** Every finding in full, where the printed report shows the first few. */
function save(f: StormFindings): string {
  const file = path.join(WORK_DIR, 'report.json');
  const { ledger, ...rest } = f;
  const details = {
    ...rest,
    categories: Object.fromEntries(ledger.categories()),
    unexpected: ledger.unexpected(),
    broken: ledger.broken,
  };
  fs.writeFileSync(file, JSON.stringify(details, null, 2));
  return path.relative(REPO, file);
}

/** Prints the run's findings and returns the reasons it failed (none: passed). */
export function report(f: StormFindings): string[] {
  heading('Start-up: replicas started at the same moment on an empty database');
  for (const r of f.startup.readiness)
    line(
      `  ${r.replica}: ${r.ready ? `ready after ${r.seconds} s` : `NOT READY after ${r.seconds} s`} (${r.last})`,
    );
  list(f.startup.agoraFailures.map(s => `Agora's start-up failed: ${s}`));
  if (f.startup.warnings.length > 0) {
    line(
      "  warnings (Backstage's own services and plugins, not Agora's code; not failures):",
    );
    list(f.startup.warnings.map(s => `  ${s}`));
  }

  const outcomes = f.ledger.outcomes;
  const storm = outcomes.filter(
    o =>
      o.scenario !== 'setup' &&
      o.scenario !== 'check' &&
      o.scenario !== 'snapshot',
  );
  heading(
    `Storm: ${storm.length} requests in ${f.stormSeconds} s (${outcomes.length} with setup and checks)`,
  );
  for (const [category, count] of f.ledger.categories())
    line(`  ${String(count).padStart(5)} × ${category}`);

  const unexpected = f.ledger.unexpected();
  const serverErrors = f.ledger.serverErrors();
  heading(
    `Unexpected answers: ${unexpected.length}, of which ${serverErrors.length} with status >= 500 or none`,
  );
  list(
    unexpected.map(
      o =>
        `${o.method} ${o.path} as ${o.user} on ${o.replica}: ${o.status} ${o.detail ?? ''}`,
    ),
  );
  if (f.ledger.broken.length > 0) {
    heading(`Broken rules: ${f.ledger.broken.length}`);
    list(f.ledger.broken);
  }

  heading(
    `Kept counters against a recount from the raw tables: ${f.drifts.length} values drifted`,
  );
  list(driftLines(f.drifts), 40);
  heading(`Invariants: ${f.invariants.length} broken`);
  list(f.invariants);
  heading(
    `Through the API: ${f.api.length} wrong scores, own votes, totals or follower counts`,
  );
  list(f.api);
  heading(
    `Statistics, leaderboards and directories: ${f.snapshot.length} values the recount changed`,
  );
  list(f.snapshot, 20);

  const failures = [
    ...f.startup.readiness
      .filter(r => !r.ready)
      .map(r => `${r.replica} did not become ready (${r.last})`),
    ...f.startup.agoraFailures.map(
      s => `Agora's start-up failed on ${s.slice(0, 300)}`,
    ),
    ...(serverErrors.length
      ? [`${serverErrors.length} answers with status >= 500 or none`]
      : []),
    ...(unexpected.length > serverErrors.length
      ? [
          `${unexpected.length - serverErrors.length} answers with an unexpected 4xx/2xx status`,
        ]
      : []),
    ...(f.ledger.broken.length
      ? [`${f.ledger.broken.length} broken rules`]
      : []),
    ...(f.drifts.length
      ? [`${f.drifts.length} kept counter values differ from the recount`]
      : []),
    ...(f.invariants.length
      ? [`${f.invariants.length} broken invariants`]
      : []),
    ...(f.api.length ? [`${f.api.length} wrong values through the API`] : []),
    ...(f.snapshot.length
      ? [`${f.snapshot.length} API values changed by the recount`]
      : []),
  ];
  heading(
    failures.length
      ? 'FAILED'
      : 'PASSED: no drift, no 5xx, every answer expected',
  );
  list(failures, 20);
  line(`Every finding: ${save(f)}`);
  return failures;
}
