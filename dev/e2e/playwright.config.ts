import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = path.resolve(__dirname, '../..');
const dataDir = path.join(root, '.tmp', 'e2e-data');

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against
 * the real `npm start` stack: the dev app on :3000 and the Backstage backend
 * on :7007, on a fresh SQLite directory seeded with the demo community.
 */
export default defineConfig({
  // AGORA_SCREENSHOTS=1 runs the README screenshot script instead of the flows.
  testDir: process.env.AGORA_SCREENSHOTS ? './screenshots' : './tests',
  outputDir: path.join(root, '.tmp', 'e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: two CPU cores share the browser, rspack dev server and backend.
  timeout: 120_000,
  // A full reload of the dev bundle can take longer than the default under load.
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
  webServer: {
    command: 'npm start',
    cwd: root,
    url: 'http://localhost:3000',
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
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
      BROWSER: 'none',
    },
  },
});
