/* eslint-disable no-console -- a command-line tool: its report is its console output */
/**
 * `npm run bench:search` — relevance of Agora's post search on the dev
 * portal's seeded community, against the portal's own search (Lunr).
 *
 * Starts the real Agora plugin with the seeded community on in-memory
 * SQLite and, when a PostgreSQL server is available (AGORA_TEST_PG, else
 * the local Debian cluster of dev/scripts/start-postgres.sh), on a fresh
 * PostgreSQL database; runs every query of queries.ts through
 * `POST /posts/query` (`{ searchQuery, limit: 10 }`, no order) as Liam Chen
 * under the dev permission policy, and through a Lunr engine indexed with
 * the documents of Agora's collator; scores them (score.ts) and writes the
 * "Relevance benchmark" block of docs/search.md.
 *
 * Exits 1 when Agora's recall@3 on any database is below 0.9 or below the
 * portal's. Options: --no-fail (or AGORA_BENCH_NO_FAIL=1) only reports,
 * --no-docs prints only, --db sqlite|pg|sqlite,pg (both by default; pg is
 * skipped with a reason when no server is available), --verbose prints
 * every query's first results.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Post } from '@agora/contract';
import { QUERY_CATEGORIES, RELEVANCE_QUERIES } from './queries';
import { scoreEngine, type QueryOutcome } from './score';
import {
  postgresServer,
  startPortalSearch,
  startRelevanceBackend,
  type RelevanceBackend,
} from './backends';
import {
  consoleReport,
  markdownReport,
  writeMarkdown,
  type EngineRun,
} from './report';

const REPO = path.resolve(__dirname, '../../..');
const DOCS = path.join(REPO, 'docs/search.md');
const REPORT = path.join(REPO, '.tmp/bench/relevance.json');
/** Agora's recall@3 must reach this on every database. */
const MIN_RECALL_AT_3 = 0.9;

const flag = (name: string) => process.argv.includes(`--${name}`);
function option(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const noFail = flag('no-fail') || process.env.AGORA_BENCH_NO_FAIL === '1';
const verbose = flag('verbose');
const databases = option('db', 'sqlite,pg').split(',');

/** Every wanted post must be one the reader can find at all. */
function checkQueries(readable: Post[]) {
  const titles = new Set(readable.map(p => p.title));
  const missing = RELEVANCE_QUERIES.filter(q => !titles.has(q.expected));
  if (missing.length)
    throw new Error(
      `The seed no longer has (or the reader cannot read) these wanted posts:\n${[
        ...new Set(missing.map(q => q.expected)),
      ]
        .map(t => `  "${t}"`)
        .join('\n')}`,
    );
}

async function runQueries(
  engine: string,
  search: (query: string) => Promise<{ titles: string[]; remark?: string }>,
): Promise<EngineRun> {
  const outcomes: QueryOutcome[] = [];
  const started = performance.now();
  for (const q of RELEVANCE_QUERIES) {
    const answer = await search(q.query);
    outcomes.push({
      query: q.query,
      category: q.category,
      expected: q.expected,
      results: answer.titles,
      ...(answer.remark && { remark: answer.remark }),
    });
    if (verbose)
      console.log(
        `${engine} | ${q.query} → ${answer.titles.slice(0, 3).join(' · ') || '(nothing)'}`,
      );
  }
  const meanQueryMs = (performance.now() - started) / RELEVANCE_QUERIES.length;
  return { engine, score: scoreEngine(outcomes), meanQueryMs, outcomes };
}

function git(...args: string[]) {
  try {
    return execFileSync('git', args, {
      cwd: REPO,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

async function main() {
  const t0 = performance.now();
  const runs: EngineRun[] = [];
  let portal: EngineRun | undefined;

  const targets: { name: string; pg?: string; skipped?: string }[] = [];
  if (databases.includes('sqlite')) targets.push({ name: 'SQLite' });
  if (databases.includes('pg')) {
    const server = postgresServer();
    targets.push({
      name: 'PostgreSQL',
      pg: server.url,
      skipped: server.skipped,
    });
  }

  for (const target of targets) {
    const engine = `Agora (${target.name})`;
    if (target.skipped) {
      console.log(`${engine}: skipped (${target.skipped})`);
      runs.push({ engine, skipped: target.skipped });
      continue;
    }
    const startedAt = performance.now();
    let backend: RelevanceBackend | undefined;
    try {
      backend = await startRelevanceBackend(target.pg);
      const readable = await backend.readablePosts();
      checkQueries(readable);
      console.log(
        `${engine}: seeded, ${readable.length} posts readable, started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
      );
      runs.push(await runQueries(engine, q => backend!.search(q)));
      if (!portal) {
        // The portal's index holds the same documents on either database.
        const lunr = await startPortalSearch(backend, readable);
        console.log(
          `Portal (Lunr): ${lunr.documents} documents of type ${lunr.type} indexed`,
        );
        portal = await runQueries('Portal (Lunr)', lunr.search);
      }
    } finally {
      await backend?.stop();
    }
  }
  if (portal) runs.push(portal);

  const categories = [...QUERY_CATEGORIES];
  console.log('');
  console.log(consoleReport(runs, categories));

  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, JSON.stringify({ when: new Date(), runs }, null, 2));

  if (!flag('no-docs')) {
    const dirty =
      git(
        'status',
        '--porcelain',
        '--',
        'dev/backend/plugin',
        'src/api/contract',
      ) !== '';
    await writeMarkdown(
      DOCS,
      markdownReport(runs, categories, {
        when: new Date(),
        commit: git('rev-parse', '--short', 'HEAD') || 'unknown',
        dirty,
        queries: RELEVANCE_QUERIES.length,
      }),
    );
    console.log(
      `\nWrote the "Relevance benchmark" section of ${path.relative(REPO, DOCS)}`,
    );
  }
  console.log(`Every query's results: ${path.relative(REPO, REPORT)}`);
  console.log(`Done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const portalRecall = portal?.score?.overall.recallAt3 ?? 0;
  const failures = runs
    .filter(r => r.score && r.engine.startsWith('Agora'))
    .flatMap(r => {
      const recall = r.score!.overall.recallAt3;
      return [
        ...(recall < MIN_RECALL_AT_3
          ? [`${r.engine}: recall@3 ${recall.toFixed(2)} < ${MIN_RECALL_AT_3}`]
          : []),
        ...(recall < portalRecall
          ? [
              `${r.engine}: recall@3 ${recall.toFixed(2)} < the portal's ${portalRecall.toFixed(2)}`,
            ]
          : []),
      ];
    });
  if (failures.length) {
    console.log(
      `\n${noFail ? 'Below target (--no-fail)' : 'FAILED'}:\n  ${failures.join('\n  ')}`,
    );
    if (!noFail) process.exitCode = 1;
  }
}

main().then(
  // Backend handles (timers of the test backend) may keep node alive.
  () => process.exit(process.exitCode ?? 0),
  error => {
    console.error(error);
    process.exit(2);
  },
);
