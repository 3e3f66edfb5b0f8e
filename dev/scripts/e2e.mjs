// `npm run test:e2e [-- <playwright args>]`: the browser tests of both dev
// apps, one Playwright config each, since both apps are served on :3000:
// first the legacy portal of `npm start` (dev/e2e/playwright.config.ts), then
// the new frontend system's app of `npm run start:nfs`
// (dev/e2e/playwright.nfs.config.ts). `npm run test:e2e:legacy` and
// `test:e2e:nfs` run one of them (`.ci/run` times them as two stages).
//
// Each app is first built for production once (dev/scripts/build-dev-app.mjs)
// and served statically beside the dev backend, on a fresh data directory.
// Arguments go to Playwright; a spec filter that matches only one app's specs
// skips the other. AGORA_E2E_SKIP_BUILD=1 reuses the last bundle (a quick
// re-run after a change to the specs only).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const TIERS = {
  legacy: 'dev/e2e/playwright.config.ts',
  nfs: 'dev/e2e/playwright.nfs.config.ts',
};

const args = process.argv.slice(2);
// The README screenshots are the legacy portal's only.
let apps = process.env.AGORA_SCREENSHOTS ? ['legacy'] : ['legacy', 'nfs'];
if (args[0] === '--app') apps = [args.splice(0, 2)[1]];

const run = (command, commandArgs) =>
  spawnSync(command, commandArgs, { stdio: 'inherit' }).status === 0;

let failed = false;
for (const app of apps) {
  if (!TIERS[app]) {
    console.error(
      `unknown app ${app}; one of ${Object.keys(TIERS).join(', ')}`,
    );
    process.exit(2);
  }
  if (
    !process.env.AGORA_E2E_SKIP_BUILD &&
    !run('node', ['dev/scripts/build-dev-app.mjs', app])
  ) {
    failed = true;
    continue;
  }
  rmSync('.tmp/e2e-data', { recursive: true, force: true });
  if (
    !run('npx', [
      'playwright',
      'test',
      '-c',
      TIERS[app],
      '--pass-with-no-tests',
      ...args,
    ])
  )
    failed = true;
}
process.exit(failed ? 1 : 0);
