import { defineConfig } from '@playwright/test';
import path from 'node:path';
import portal from './playwright.config';

const root = path.resolve(__dirname, '../..');

/**
 * The specs of the new frontend system's dev app (`npm run start:nfs`): the
 * same browser, backend and seeded data directory as the portal's specs, with
 * that app on :3000 instead of the legacy one. `npm run test:e2e` runs this
 * config after the portal's (dev/scripts/e2e.mjs).
 */
export default defineConfig({
  ...portal,
  testDir: './nfs',
  outputDir: path.join(root, '.tmp', 'e2e-results-nfs'),
  webServer: {
    ...(portal.webServer as Exclude<typeof portal.webServer, unknown[]>),
    command: 'npm run start:nfs',
  },
});
