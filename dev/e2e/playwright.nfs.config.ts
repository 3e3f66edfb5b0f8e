import { defineConfig } from '@playwright/test';
import path from 'node:path';
import portal, { e2eServers } from './playwright.config';

const root = path.resolve(__dirname, '../..');

/**
 * The specs of the new frontend system's dev app (`npm run start:nfs`): the
 * same browser, backend and seeded data directory as the portal's specs, with
 * that app's production bundle on :3000 instead of the legacy one.
 */
export default defineConfig({
  ...portal,
  testDir: './nfs',
  outputDir: path.join(root, '.tmp', 'e2e-results-nfs'),
  webServer: e2eServers('nfs'),
});
