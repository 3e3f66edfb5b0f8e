import type { Readiness } from './readiness';
import { waitReady } from './readiness';
import { startReplica, stopReplica, type Replica } from './replicas';
import { LIMITS, PORTS, PREFIX } from './settings';
import { isAgoraOwn, startupFailures } from './startupLog';

/** How the replicas came up. */
export interface Startup {
  readiness: Readiness[];
  /** Agora's own start-up code failed: the run fails. */
  agoraFailures: string[];
  /** Backstage's own start-up races, and the restarts they needed: reported only. */
  warnings: string[];
}

/**
 * Starts every replica at the same moment on the run's empty databases,
 * seeding on, and waits until each is ready. A replica that failed only
 * because of Backstage's own services (not Agora's code) is restarted once,
 * alone, so the storm still runs over all replicas.
 */
export async function startReplicas(
  replicas: Replica[],
  databaseUrl: string,
): Promise<Startup> {
  const start = (i: number, attempt = 1) =>
    startReplica({
      name: `replica-${i + 1}`,
      port: PORTS[i],
      prefix: PREFIX,
      databaseUrl,
      seed: true,
      attempt,
    });
  replicas.push(...PORTS.map((_, i) => start(i)));
  const readiness = await Promise.all(
    replicas.map(r => waitReady(r, Date.now() + LIMITS.startupMs)),
  );
  const agoraFailures: string[] = [];
  const warnings: string[] = [];
  for (const [i, replica] of replicas.entries()) {
    const failures = startupFailures(replica);
    agoraFailures.push(
      ...failures.filter(isAgoraOwn).map(f => `${replica.name}: ${f}`),
    );
    warnings.push(
      ...failures.filter(f => !isAgoraOwn(f)).map(f => `${replica.name}: ${f}`),
    );
    const onlyBackstage = failures.length > 0 && !failures.some(isAgoraOwn);
    if (readiness[i].ready || !onlyBackstage) continue;
    await stopReplica(replica);
    replicas[i] = start(i, 2);
    const again = await waitReady(replicas[i], Date.now() + LIMITS.startupMs);
    warnings.push(
      `${replica.name} was restarted after Backstage's start-up failure: ${again.ready ? `ready after ${again.seconds} s` : `still not ready (${again.last})`}`,
      ...startupFailures(replicas[i]).map(
        f => `${replica.name}, restarted: ${f}`,
      ),
    );
    readiness[i] = {
      ...again,
      last: `${again.last}; restarted once after: ${readiness[i].last}`,
    };
  }
  return { readiness, agoraFailures, warnings };
}
