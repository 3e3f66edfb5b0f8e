import {
  spawn,
  type ChildProcess,
  type SpawnOptions,
} from 'node:child_process';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');

/**
 * Starts the dev backend (`npm run start:backend`) as a child process, on
 * app-config.yaml and then `configFiles` (paths from the repository root),
 * which override its port, database or seed. For the runners that need
 * their own backends: the storm's replicas and the client benchmark.
 */
export function spawnDevBackend(
  configFiles: string[],
  options: Omit<SpawnOptions, 'cwd'>,
): ChildProcess {
  return spawn(
    'npx',
    [
      'tsx',
      'dev/backend/index.ts',
      ...['app-config.yaml', ...configFiles].flatMap(file => [
        '--config',
        file,
      ]),
    ],
    { ...options, cwd: REPO },
  );
}
