import type { ChildProcess } from 'node:child_process';
import { spawnDevBackend } from '../../backend/spawnDevBackend';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page, type Route } from '@playwright/test';
import {
  BACKEND_PORT,
  BENCH_CONFIG,
  BENCH_DIR,
  DIST_DIR,
  FRONTEND_PORT,
  REPO,
} from './build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';

const FRONTEND = `http://localhost:${FRONTEND_PORT}`;
const BACKEND = `http://localhost:${BACKEND_PORT}`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves the build like a portal's web server: files with long-lived
 * caching, gzip for text, index.html for every other path (the app routes).
 */
export function serveDist() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', FRONTEND);
    let file = path.join(DIST_DIR, decodeURIComponent(url.pathname));
    if (
      !file.startsWith(DIST_DIR) ||
      !fs.existsSync(file) ||
      fs.statSync(file).isDirectory()
    )
      file = path.join(DIST_DIR, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const headers: Record<string, string> = { 'content-type': type };
    if (
      /text|json|svg/.test(type) &&
      /gzip/.test(String(req.headers['accept-encoding']))
    ) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise<http.Server>(resolve =>
    server.listen(FRONTEND_PORT, () => resolve(server)),
  );
}

/** The dev backend (`npm run start:backend`) on the bench ports, fresh data. */
export async function startBackend(): Promise<ChildProcess> {
  const dataDir = path.join(BENCH_DIR, 'data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawnDevBackend([path.relative(REPO, BENCH_CONFIG)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', chunk => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The dev backend exited:\n${stderr}`);
    try {
      const res = await fetch(`${BACKEND}/api/agora/health`);
      // The seed runs at start-up; a list answers once it is in.
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise(r => setTimeout(r, 1000));
  }
  throw new Error(`The dev backend did not come up on :${BACKEND_PORT}`);
}

export interface BrowserResults {
  firstLoad: {
    requests: number;
    scripts: number;
    transferredBytes: number;
    decodedBytes: number;
    scriptBytes: number;
  };
  /** Click to painted score, ms, each sample. */
  voteSamples: number[];
  voteMedian: number;
  /** Click to the new score in the DOM (before layout and paint), median. */
  voteCommitMedian: number;
  /** Event Timing durations of the clicks that took 16 ms or more. */
  slowClickEvents: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Signs in as guest (the dev app's sign-in page) and lands on `path`. */
export async function signIn(page: Page, to: string) {
  await page.goto(`${FRONTEND}${to}`);
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.getByRole('heading', { name: 'Q&A', level: 1 }).waitFor();
}

/**
 * Installs the in-page probe, on the page's clock. On a click of a vote
 * button it notes the event's time and the control's announced score; when
 * that score's text has changed it notes the commit, then waits for the
 * frame that shows it (requestAnimationFrame, then the first task after
 * that frame's paint, posted at user-blocking priority) and notes that
 * time. Chromium's own Event Timing entry of the click (its duration runs
 * to the next paint) is kept too; the browser reports only clicks of 16 ms
 * or more.
 */
async function installVoteProbe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __voteSamples: number[];
      __voteCommits: number[];
      __voteEvents: number[];
    };
    w.__voteSamples = [];
    w.__voteCommits = [];
    w.__voteEvents = [];
    let pending: { at: number; status: Element; before: string } | undefined;
    document.addEventListener(
      'click',
      event => {
        const button = (event.target as Element | null)?.closest(
          'button[aria-label^="Vote"]',
        );
        // The button sits in its tooltip's span, in the control's root.
        const status =
          button?.parentElement?.parentElement?.querySelector('[role=status]');
        if (status)
          pending = {
            at: event.timeStamp,
            status,
            before: status.textContent ?? '',
          };
      },
      true,
    );
    new MutationObserver(() => {
      if (!pending || pending.status.textContent === pending.before) return;
      const start = pending.at;
      pending = undefined;
      w.__voteCommits.push(performance.now() - start);
      requestAnimationFrame(() => {
        // The first task after the frame: a user-blocking task runs before
        // the page's ordinary ones (timers, messages), so work the page
        // queued for after the frame is not counted as the frame's. (No
        // named functions in here: tsx would wrap them in a helper the page
        // does not have.)
        const scheduler = (
          window as unknown as {
            scheduler?: {
              postTask(task: () => void, options: { priority: string }): void;
            };
          }
        ).scheduler;
        if (scheduler) {
          scheduler.postTask(
            () => w.__voteSamples.push(performance.now() - start),
            { priority: 'user-blocking' },
          );
        } else {
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            w.__voteSamples.push(performance.now() - start);
          channel.port2.postMessage(null);
        }
      });
    }).observe(document.body, {
      subtree: true,
      characterData: true,
      childList: true,
    });
    new PerformanceObserver(list => {
      for (const entry of list.getEntries())
        if (entry.name === 'click') w.__voteEvents.push(entry.duration);
    }).observe({
      type: 'event',
      durationThreshold: 16,
    } as PerformanceObserverInit);
  });
}

/**
 * Measures the production build in headless Chromium: the first load of
 * /agora/questions (a fresh context, signed in), then `samples` votes with
 * the server's answer held back until the score was painted.
 */
export async function measureInBrowser(samples = 20): Promise<BrowserResults> {
  const server = await serveDist();
  const backend = await startBackend();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    // Sign in once; the first load is then measured in a fresh context that
    // carries only the sign-in (no HTTP cache).
    const setup = await browser.newContext({
      viewport: { width: 1400, height: 900 },
    });
    const setupPage = await setup.newPage();
    await signIn(setupPage, '/agora/questions');
    const storageState = await setup.storageState();
    await setup.close();

    const context = await browser.newContext({
      storageState,
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    // A broken build shows here rather than as a timeout.
    page.on('pageerror', error => console.error('Page error:', error));
    const responses: Array<
      Promise<{ script: boolean; transferred: number; decoded: number }>
    > = [];
    page.on('requestfinished', request =>
      responses.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          const body = response
            ? await response.body().catch(() => Buffer.alloc(0))
            : Buffer.alloc(0);
          return {
            script: request.resourceType() === 'script',
            transferred: sizes.responseBodySize + sizes.responseHeadersSize,
            decoded: body.length,
          };
        })(),
      ),
    );
    await page.goto(`${FRONTEND}/agora/questions`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { name: 'Q&A', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(responses);
    const firstLoad = {
      requests: loaded.length,
      scripts: loaded.filter(r => r.script).length,
      transferredBytes: loaded.reduce((s, r) => s + r.transferred, 0),
      decodedBytes: loaded.reduce((s, r) => s + r.decoded, 0),
      scriptBytes: loaded
        .filter(r => r.script)
        .reduce((s, r) => s + r.transferred, 0),
    };

    // A question guest may vote on: the first whose Vote up is enabled.
    const links = await page
      .getByRole('main')
      .locator('a[href*="/agora/questions/"]')
      .evaluateAll(as => [
        ...new Set(as.map(a => (a as HTMLAnchorElement).pathname)),
      ]);
    let found = false;
    for (const href of links.filter(h => /\/questions\/\d+$/.test(h))) {
      await page.goto(`${FRONTEND}${href}`);
      const up = page
        .getByRole('article')
        .first()
        .getByRole('button', { name: 'Vote up' })
        .first();
      await up.waitFor().catch(async error => {
        await page.screenshot({ path: path.join(BENCH_DIR, 'failure.png') });
        throw error;
      });
      if (await up.isEnabled()) {
        found = true;
        break;
      }
    }
    if (!found) throw new Error('No question guest may vote on');
    await installVoteProbe(page);
    // The question's own buttons come first; its answers' follow.
    const up = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Vote up' })
      .first();
    const upHandle = await up.elementHandle();

    let held: Route | undefined;
    await page.route(
      /\/api\/agora\/posts\/\d+\/(upvote|downvote|vote)/,
      route => {
        held = route;
      },
    );
    const takeHeld = async (): Promise<Route> => {
      while (!held) await new Promise(r => setTimeout(r, 10));
      const route = held;
      held = undefined;
      return route;
    };
    for (let i = 0; i < samples; i++) {
      await up.click();
      await page.waitForFunction(
        n =>
          (window as unknown as { __voteSamples: number[] }).__voteSamples
            .length > n,
        i,
      );
      // Release the server's answer and wait for the buttons to come back.
      await (await takeHeld()).continue();
      await page.waitForFunction(
        button => !(button as HTMLButtonElement).disabled,
        upHandle,
      );
    }
    const { voteSamples, voteCommits, voteEvents } = await page.evaluate(() => {
      const w = window as unknown as {
        __voteSamples: number[];
        __voteCommits: number[];
        __voteEvents: number[];
      };
      return {
        voteSamples: w.__voteSamples,
        voteCommits: w.__voteCommits,
        voteEvents: w.__voteEvents,
      };
    });
    return {
      firstLoad,
      voteSamples,
      voteMedian: median(voteSamples),
      voteCommitMedian: median(voteCommits),
      slowClickEvents: voteEvents,
    };
  } finally {
    await browser.close();
    server.close();
    if (backend.pid) process.kill(-backend.pid, 'SIGTERM');
  }
}
