import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** The repository root: the dev backend resolves its catalog files from here. */
export const REPO = path.resolve(__dirname, '../..');

/**
 * The run's database prefix: every plugin database of the run starts with
 * it. dev/scripts/test-storm.sh passes one so its trap can clean up too.
 */
export const PREFIX =
  process.env.AGORA_STORM_PREFIX ?? `storm_${randomBytes(4).toString('hex')}_`;

/** The run's replica configs, logs and pid files (gitignored). */
export const WORK_DIR = path.join(
  REPO,
  '.tmp',
  'storm',
  PREFIX.replace(/_$/, ''),
);

/**
 * What one run of `npm run test:storm` may take and do. Every bound is a
 * failure when reached, so a hang never passes as a quiet run.
 */
export const LIMITS = {
  /** The whole run, start-up and clean-up included. */
  hardTimeoutMs: 8 * 60_000,
  /** A replica answering health and an authenticated list (a restart waits as long again). */
  startupMs: 150_000,
  /** The storm itself; rounds not started by then are skipped. */
  stormMs: 150_000,
  /** One request. */
  requestMs: 30_000,
  /**
   * Requests in flight at once, over both replicas. AGORA_STORM_IN_FLIGHT=1
   * sends them one by one: any drift left then is not a race.
   */
  inFlight: Number(process.env.AGORA_STORM_IN_FLIGHT ?? 20),
} as const;

/** Ports of the two replicas; AGORA_STORM_PORTS=7207,7208 moves them. */
export const PORTS = (process.env.AGORA_STORM_PORTS ?? '7107,7108')
  .split(',')
  .map(Number);

/** The PRNG seed of the storm's choices (AGORA_STORM_SEED to replay another). */
export const SEED = Number(process.env.AGORA_STORM_SEED ?? 20260611);

/** Demo users of dev/catalog/org.yaml; guest and maria are in group:default/agora-moderators. */
export { USERS } from '../backend/plugin/src/seed/catalogRefs';

/** A crowd of voters and followers, not in the catalog: the "Act as" sign-in takes any user ref. */
export const CROWD = Array.from(
  { length: 16 },
  (_, i) => `user:default/storm-${String(i + 1).padStart(2, '0')}`,
);
