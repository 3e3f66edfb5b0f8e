import fs from 'node:fs';
import type { Replica } from './replicas';

// Backstage's pretty logs colour their fields.
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

/**
 * The start-up failures a replica logged: Backstage logs a plugin or module
 * that threw during start-up and keeps serving the others, whose routes
 * then answer 503 "Service has not started up yet" (or 404) for good.
 */
export function startupFailures(replica: Replica): string[] {
  if (!fs.existsSync(replica.logFile)) return [];
  return fs
    .readFileSync(replica.logFile, 'utf8')
    .split('\n')
    .map(line => line.replace(ANSI, ''))
    .filter(line => / threw an error during startup/.test(line))
    .map(line =>
      line
        .replace(/^\S+ backstage error /, '')
        .replace(/ type="initialization".*$/, '')
        .slice(0, 400),
    );
}

/**
 * Whether a failure is Agora's own start-up code (migrations, seed, router)
 * rather than a Backstage service built for it before that code runs (a
 * plugin's `core.auth` key store migrates its own tables in Agora's
 * database) or another plugin.
 */
export const isAgoraOwn = (failure: string) =>
  failure.includes("Plugin 'agora'") &&
  !failure.includes('Failed to instantiate service');
