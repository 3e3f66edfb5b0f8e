import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = path.resolve(__dirname, '../..');
const dataDir = path.join(root, '.tmp', 'e2e-data');

/**
 * The servers of a browser tier: the dev backend on :7007 on a fresh SQLite
 * directory seeded with the demo community, and on :3000 the production
 * bundle of a dev app (`legacy`: dev/index.tsx of `npm start`; `nfs`:
 * dev/nfs/index.tsx of `npm run start:nfs`), built once by
 * dev/scripts/e2e.mjs and served statically (dev/scripts/serve-dev-app.mjs).
 */
export function e2eServers(app: 'legacy' | 'nfs') {
  return [
    {
      command: 'npm run start:backend',
      cwd: root,
      url: 'http://localhost:7007/api/agora/health',
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        APP_CONFIG_backend_database_connection_directory: dataDir,
        // The link specs serve their test page on 127.0.0.1 (tests only).
        APP_CONFIG_agora_urlMetadata_allowPrivateNetworks: 'true',
        // Re-index Agora every 10 s instead of every 10 minutes, so the search
        // spec sees a new question in portal search (tests only).
        APP_CONFIG_search_collators_agora_schedule: JSON.stringify({
          frequency: { seconds: 10 },
          timeout: { minutes: 2 },
          initialDelay: { seconds: 5 },
        }),
      },
    },
    {
      command: `node dev/scripts/serve-dev-app.mjs ${app}`,
      cwd: root,
      url: 'http://localhost:3000',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ];
}

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against
 * the legacy dev portal of `npm start`, built for production (see
 * {@link e2eServers}); `npm run test:e2e` builds it first.
 */
export default defineConfig({
  // AGORA_SCREENSHOTS=1 runs the README screenshot script instead of the flows.
  testDir: process.env.AGORA_SCREENSHOTS ? './screenshots' : './tests',
  outputDir: path.join(root, '.tmp', 'e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: two CPU cores share the browser and the backend.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  globalSetup: require.resolve('./globalSetup'),
  use: {
    baseURL: 'http://localhost:3000',
    viewport: { width: 1400, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: e2eServers('legacy'),
});
