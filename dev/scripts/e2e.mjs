// `npm run test:e2e [-- <playwright args>]`: the browser tests of both dev
// apps on a fresh data directory, one Playwright config each, since both
// apps are served on :3000: first the legacy portal of `npm start`
// (dev/e2e/playwright.config.ts), then the new frontend system's app of
// `npm run start:nfs` (dev/e2e/playwright.nfs.config.ts). Arguments go to
// both; a spec filter that matches only one app's specs skips the other.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('.tmp/e2e-data', { recursive: true, force: true });

const configs = ['dev/e2e/playwright.config.ts'];
// The README screenshots are the legacy portal's only.
if (!process.env.AGORA_SCREENSHOTS)
  configs.push('dev/e2e/playwright.nfs.config.ts');

let failed = false;
for (const config of configs) {
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      config,
      '--pass-with-no-tests',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
