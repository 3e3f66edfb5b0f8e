import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

const root = path.resolve(__dirname, '../..');

/**
 * The new-app tier's browser checks (dev/new-app/run.sh): a Backstage app
 * made by `@backstage/create-app`, with Agora installed from its tarballs,
 * served by the app's own backend (which also serves the built frontend) at
 * AGORA_NEW_APP_URL. run.sh starts and stops that backend.
 */
export default defineConfig({
  testDir: __dirname,
  testMatch: 'newApp.spec.ts',
  outputDir: path.join(root, '.tmp', 'e2e-results-new-app'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.AGORA_NEW_APP_URL ?? 'http://localhost:7017',
    viewport: { width: 1400, height: 1000 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
});
