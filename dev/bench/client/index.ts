/**
 * `npm run bench:client`: what Agora costs a portal page (docs/performance.md,
 * "Client"). Builds the dev app for production with backstage-cli's bundler,
 * reports the gzip size and main packages of each Agora entry point and lazy
 * chunk, checks the budgets, then serves the build with the dev backend and
 * measures the first load of /agora/questions and the vote's click-to-paint
 * in headless Chromium. A failed budget prints FAILED and exits non-zero.
 *
 * Options: --no-browser (bundle only), --no-build (the previous run's
 * builds), --no-docs (print, do not write the doc), --samples N (votes,
 * default 20).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { analyseBundle, type EntrySize } from './analyse';
import {
  BENCH_DIR,
  buildDevApp,
  DIST_DIR,
  REPO,
  STATS_FILE,
  type BundleStats,
} from './build';
import { measureInBrowser, type BrowserResults } from './browser';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

/** Code the card and the search item must not load, and the page's first screen lazy. */
const HEAVY = {
  'markdown renderer':
    /node_modules\/(react-markdown|remark-[a-z-]+|rehype-[a-z-]+|micromark[a-z-]*|mdast-util-[a-z-]+|hast-util-to-jsx-runtime|unified)\/|src\/components\/MarkdownView\/MarkdownView/,
  editor: /src\/components\/MarkdownEditor\//,
  'syntax highlighter':
    /node_modules\/(react-syntax-highlighter|highlight\.js|lowlight|refractor|prismjs)\//,
  charts: /node_modules\/(recharts|victory-vendor|d3-[a-z]+)\//,
};
/** Cloud and SCM SDKs: nothing Agora imports may pull one in. */
const SDKS =
  /node_modules\/(@azure\/[^/]+|@aws-sdk\/[^/]+|aws-sdk|@octokit\/[^/]+|@gitbeaker\/[^/]+|@google-cloud\/[^/]+)\//;
/**
 * Icon sets shipped as one module of every icon (the dev build's 5.9 MB
 * `@remixicon/react`): rspack's app config gives such a package a
 * `module-<name>` file, whose size is what survives tree shaking.
 */
const ICON_SET_FILES = /^module-(remixicon|mui-icons-material|fontsource)\./;
const ICON_SET_BUDGET = 2 * 1024;

const KB = 1024;
/** Gzip budgets, in bytes (docs/performance.md says why these numbers). */
const GZIP_BUDGETS: Record<string, number> = {
  card: 40 * KB,
  search: 12 * KB,
  page: 100 * KB,
};

interface BudgetLine {
  name: string;
  met: boolean;
  detail: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function heavyIn(
  entry: EntrySize | undefined,
  kinds: Array<keyof typeof HEAVY>,
) {
  if (!entry) return [];
  return kinds.flatMap(kind => {
    const hits = entry.modules.filter(m => HEAVY[kind].test(m));
    return hits.length
      ? [`${kind} (${hits.length} modules, e.g. ${hits[0]})`]
      : [];
  });
}

function budgets(
  entries: EntrySize[],
  agoraOnly: {
    modules: string[];
    iconSetFiles: Array<{ file: string; gzip: number }>;
  },
  browser?: BrowserResults,
): BudgetLine[] {
  const byId = new Map(entries.map(e => [e.id, e]));
  const lines: BudgetLine[] = [];
  for (const [id, limit] of Object.entries(GZIP_BUDGETS)) {
    const entry = byId.get(id);
    const size = entry?.gzip ?? 0;
    lines.push({
      name: `${entry?.label ?? id}: gzip ≤ ${kb(limit)}`,
      met: Boolean(entry?.chunks.length) && size <= limit,
      detail: entry?.chunks.length
        ? kb(size)
        : 'entry point not found in the build',
    });
  }
  for (const id of ['card', 'search']) {
    const found = heavyIn(byId.get(id), [
      'markdown renderer',
      'editor',
      'syntax highlighter',
      'charts',
    ]);
    lines.push({
      name: `${byId.get(id)?.label}: no markdown renderer, editor, highlighter or charts`,
      met: found.length === 0,
      detail: found.length ? found.join('; ') : 'none',
    });
  }
  const page = heavyIn(byId.get('page'), [
    'editor',
    'syntax highlighter',
    'charts',
  ]);
  lines.push({
    name: 'Page, first screen: editor, highlighter and charts lazy',
    met: page.length === 0,
    detail: page.length ? page.join('; ') : 'none on the first screen',
  });
  const lazy = ['editor', 'highlighter', 'charts', 'markdown'].map(id =>
    byId.get(id),
  );
  lines.push({
    name: 'Editor, highlighter, charts and markdown are lazy chunks of their own',
    met: lazy.every(e => e && e.chunks.length > 0),
    detail: lazy
      .map(e => `${e?.id}: ${e?.chunks.length ? kb(e.gzip) : 'no lazy chunk'}`)
      .join(', '),
  });
  const highlighter = byId.get('highlighter');
  const grammars = new Set(
    (highlighter?.modules ?? [])
      .map(m => m.match(/languages\/hljs\/([a-z0-9-]+)\.js$/)?.[1])
      .filter(Boolean),
  );
  lines.push({
    name: 'Highlighter: languages load on demand (one grammar per request)',
    met: grammars.size <= 1,
    detail: `grammars loaded with the highlighter and a TypeScript block: ${[...grammars].join(', ') || 'none'}`,
  });
  const sdks = [
    ...new Set(agoraOnly.modules.flatMap(m => m.match(SDKS)?.[1] ?? [])),
  ];
  lines.push({
    name: "Agora's imports pull no cloud or SCM SDK",
    met: sdks.length === 0,
    detail: sdks.length
      ? sdks.join(', ')
      : 'none in a bundle of everything Agora exports',
  });
  const icons = agoraOnly.iconSetFiles;
  const iconBytes = icons.reduce((sum, f) => sum + f.gzip, 0);
  lines.push({
    name: `Agora's imports ship no icon font: of an icon set only the icons used, gzip ≤ ${kb(ICON_SET_BUDGET)}`,
    met: iconBytes <= ICON_SET_BUDGET,
    detail: icons.length
      ? icons.map(f => `${f.file} ${kb(f.gzip)}`).join(', ')
      : 'no icon set',
  });
  if (browser) {
    lines.push({
      name: 'Vote: new score painted ≤ 16 ms after the click (median, server held back)',
      met: browser.voteMedian <= 16,
      detail: `${browser.voteMedian.toFixed(1)} ms`,
    });
  }
  return lines;
}

const START = '<!-- bench:client:start -->';
const END = '<!-- bench:client:end -->';

function report(
  entries: EntrySize[],
  extra: {
    initialGzip: number;
    agoraInitialSourceBytes: number;
    buildSeconds: number;
  },
  lines: BudgetLine[],
  browser?: BrowserResults,
) {
  const out = [
    START,
    `<!-- Generated by \`npm run bench:client\` on ${new Date().toISOString()}; edit the text outside these markers. -->`,
    '',
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map(l => l.toFixed(2))
      .join(', ')}; build ${extra.buildSeconds.toFixed(0)} s.`,
    `The dev app's own first load (initial chunks, every plugin it mounts): ${kb(extra.initialGzip)} gzip; Agora's source modules in it: ${kb(extra.agoraInitialSourceBytes)} before minification.`,
    '',
    '| What Agora adds | gzip | chunks | main packages (share of source bytes) |',
    '| --- | ---: | ---: | --- |',
    ...entries.map(
      e =>
        `| ${e.label} | ${e.chunks.length ? kb(e.gzip) : '—'} | ${e.chunks.length} | ${e.packages
          .map(p => `${p.name} ${(p.share * 100).toFixed(0)} %`)
          .join(', ')} |`,
    ),
    '',
  ];
  if (browser) {
    const f = browser.firstLoad;
    out.push(
      `First load of /agora/questions (fresh browser, signed in): ${f.requests} requests (${f.scripts} scripts), ` +
        `${kb(f.transferredBytes)} transferred (${kb(f.scriptBytes)} of scripts), ${kb(f.decodedBytes)} decoded.`,
      '',
      `Vote click to new score painted, server held back: median ${browser.voteMedian.toFixed(1)} ms over ${browser.voteSamples.length} clicks (min ${Math.min(...browser.voteSamples).toFixed(1)}, max ${Math.max(...browser.voteSamples).toFixed(1)}); the new score was in the DOM after ${browser.voteCommitMedian.toFixed(1)} ms (median), the rest is style, layout, paint and the wait for the frame. Chromium's Event Timing (click to next paint) reported ${browser.slowClickEvents.length} of the ${browser.voteSamples.length} clicks at 16 ms or more${browser.slowClickEvents.length ? ` (median ${median(browser.slowClickEvents).toFixed(0)} ms)` : ''}.`,
      '',
    );
  }
  out.push(
    '| Budget | Status | Measured |',
    '| --- | --- | --- |',
    ...lines.map(
      l => `| ${l.name} | ${l.met ? 'met' : '**FAILED**'} | ${l.detail} |`,
    ),
    '',
    END,
  );
  return out.join('\n');
}

async function main() {
  // --no-build: the builds of the previous run (to measure again).
  const build = flag('no-build') ? async () => ({ seconds: 0 }) : buildDevApp;
  console.log('Building the dev app for production…');
  const { seconds } = await build();
  const stats = JSON.parse(fs.readFileSync(STATS_FILE, 'utf8')) as BundleStats;
  const analysis = analyseBundle(stats, DIST_DIR);

  console.log('Building a bundle of everything Agora exports…');
  const onlyDir = path.join(BENCH_DIR, 'agora-only');
  const onlyStats = path.join(BENCH_DIR, 'agora-only-stats.json');
  await build('dev/bench/client/agoraOnly', onlyDir, onlyStats);
  const only = analyseBundle(
    JSON.parse(fs.readFileSync(onlyStats, 'utf8')),
    onlyDir,
  );

  let browser: BrowserResults | undefined;
  if (!flag('no-browser')) {
    console.log('Measuring in headless Chromium…');
    browser = await measureInBrowser(Number(option('samples') ?? 20));
  }
  const iconSetFiles = fs
    .readdirSync(path.join(onlyDir, 'static'))
    .filter(file => ICON_SET_FILES.test(file))
    .map(file => ({
      file,
      gzip: zlib.gzipSync(fs.readFileSync(path.join(onlyDir, 'static', file)), {
        level: 9,
      }).length,
    }));
  const lines = budgets(
    analysis.entries,
    { modules: only.modules.map(m => m.name), iconSetFiles },
    browser,
  );
  const block = report(
    analysis.entries,
    { ...analysis, buildSeconds: seconds },
    lines,
    browser,
  );
  console.log(block);
  if (!flag('no-docs')) {
    const doc = path.join(REPO, 'docs', 'performance.md');
    const text = fs.readFileSync(doc, 'utf8');
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    if (start < 0 || end < 0)
      throw new Error(`${doc} has no ${START} … ${END} markers`);
    fs.writeFileSync(
      doc,
      text.slice(0, start) + block + text.slice(end + END.length),
    );
    console.log('Results written to docs/performance.md');
  }
  for (const l of lines)
    console.log(`${l.met ? 'met    ' : 'FAILED '} ${l.name}: ${l.detail}`);
  if (lines.some(l => !l.met)) process.exitCode = 1;
}

main().catch(error => {
  console.error(error);
  process.exit(1);
});
