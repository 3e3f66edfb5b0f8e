import type { ChildProcess } from 'node:child_process';
import { spawnDevBackend } from '../backend/spawnDevBackend';
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { CROWD, REPO, WORK_DIR } from './settings';

/** One dev backend process (`dev/backend/index.ts`) of the run. */
export interface Replica {
  name: string;
  port: number;
  /** `http://localhost:<port>` */
  origin: string;
  logFile: string;
  child: ChildProcess;
  /** A guest token of this replica's auth plugin, once it is ready. */
  token?: string;
}

const pidFile = (name: string) => path.join(WORK_DIR, `${name}.pid`);

/**
 * The storm's crowd as catalog users, so they sign in through the "Act as"
 * provider like the demo users (tokens.ts). Returns the catalog location.
 */
function writeCrowdCatalog(): string {
  const file = path.join(WORK_DIR, 'crowd.yaml');
  const users = CROWD.map(ref => ({
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'User',
    metadata: { name: ref.replace('user:default/', '') },
    spec: { memberOf: [] },
  }));
  fs.writeFileSync(file, users.map(u => stringify(u)).join('---\n'));
  return `./${path.relative(REPO, file)}`;
}

/** app-config.yaml's catalog locations: an override's list replaces them. */
function appCatalogLocations(): unknown[] {
  const config = parse(
    fs.readFileSync(path.join(REPO, 'app-config.yaml'), 'utf8'),
  );
  return config.catalog.locations;
}

/**
 * The replica's config on top of app-config.yaml and app-config.pg.yaml:
 * its own port and base URL, the run's database prefix, so every plugin's
 * database is the run's own, and the crowd added to the catalog. The
 * sign-in providers and the permission policy come from app-config.yaml as
 * they are.
 */
function writeOverride(
  name: string,
  port: number,
  prefix: string,
  seed: boolean,
) {
  const file = path.join(WORK_DIR, `${name}.app-config.yaml`);
  const origin = `http://localhost:${port}`;
  const config = {
    backend: {
      baseUrl: origin,
      listen: { port },
      database: { prefix },
    },
    catalog: {
      locations: [
        ...appCatalogLocations(),
        { type: 'file', target: writeCrowdCatalog() },
      ],
    },
    agora: { seed: { enabled: seed } },
  };
  fs.writeFileSync(file, stringify(config));
  return path.relative(REPO, file);
}

/** Starts a replica in its own process group, so stopping it ends npx, tsx and node. */
export function startReplica(options: {
  name: string;
  port: number;
  prefix: string;
  databaseUrl: string;
  seed: boolean;
  /** 2 for a restart: its log goes beside the first one's. */
  attempt?: number;
}): Replica {
  const { name, port, prefix, databaseUrl, seed, attempt = 1 } = options;
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const override = writeOverride(name, port, prefix, seed);
  const logFile = path.join(
    WORK_DIR,
    attempt > 1 ? `${name}.${attempt}.log` : `${name}.log`,
  );
  const log = fs.openSync(logFile, 'w');
  const child = spawnDevBackend(['app-config.pg.yaml', override], {
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, AGORA_DATABASE_URL: databaseUrl },
  });
  fs.closeSync(log);
  // For dev/scripts/test-storm.sh's trap, should this runner be killed outright.
  fs.writeFileSync(pidFile(name), String(child.pid));
  return { name, port, origin: `http://localhost:${port}`, logFile, child };
}

/** The last lines of a replica's log, for a failure report. */
export function logTail(replica: Replica, lines = 12): string {
  const text = fs.existsSync(replica.logFile)
    ? fs.readFileSync(replica.logFile, 'utf8')
    : '';
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

const exited = (replica: Replica) =>
  replica.child.exitCode !== null || replica.child.signalCode !== null;

/** Ends the replica's process group: SIGTERM, then SIGKILL after 10 s. */
export async function stopReplica(replica: Replica) {
  const pid = replica.child.pid;
  if (pid === undefined || exited(replica)) return;
  const gone = new Promise<void>(resolve =>
    replica.child.once('exit', () => resolve()),
  );
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
  // Children of the group that outlive node (none expected) go too.
  signal('SIGKILL');
  fs.rmSync(pidFile(replica.name), { force: true });
}

export { exited as replicaExited };
