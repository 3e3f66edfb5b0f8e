import { actAsSignIn } from '../backend/actAsSignIn';
import { demoCatalogReady } from '../backend/demoCatalog';
import { replicaExited, type Replica } from './replicas';
import { CROWD } from './settings';
import { startupFailures } from './startupLog';

/** How a replica's start-up ended. */
export interface Readiness {
  replica: string;
  ready: boolean;
  seconds: number;
  /** The last answers seen while waiting, e.g. `health 200, posts 503`. */
  last: string;
}

async function status(url: string, init?: RequestInit) {
  try {
    const res = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: await res.text() };
  } catch {
    return { status: 0, body: '' };
  }
}

/**
 * Ready means what a user needs: `GET /api/agora/health` answers 200, the
 * auth plugin signs in a guest, an authenticated `GET /posts/list/recent`
 * answers 200 (not the 503 of a plugin that failed to start), and the
 * catalog holds the demo organisation with its groups and the crowd, whom
 * the dev permission policy judges (tokens.ts). Polls every second until
 * `deadline` or until the process exits.
 */
export async function waitReady(
  replica: Replica,
  deadline: number,
): Promise<Readiness> {
  const started = Date.now();
  const api = `${replica.origin}/api`;
  let last = 'no answer yet';
  const result = (ready: boolean): Readiness => ({
    replica: replica.name,
    ready,
    seconds: Math.round((Date.now() - started) / 1000),
    last,
  });
  while (Date.now() < deadline) {
    if (replicaExited(replica)) {
      last = `process exited (code ${replica.child.exitCode}, signal ${replica.child.signalCode}) after ${last}`;
      return result(false);
    }
    // A plugin that threw during start-up never starts: no use waiting for
    // Agora or the auth plugin that signs the guest in.
    const fatal = startupFailures(replica).find(f =>
      /Plugin '(agora|auth)'/.test(f),
    );
    if (fatal) {
      last = `${fatal.match(/Plugin '\w+'/)?.[0]} failed to start after ${last}`;
      return result(false);
    }
    const health = await status(`${api}/agora/health`);
    last = `health ${health.status}`;
    if (health.status === 200) {
      if (!replica.token) {
        const guest = await status(`${api}/auth/guest/refresh`, {
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        });
        last += `, guest sign-in ${guest.status}`;
        if (guest.status === 200)
          replica.token = JSON.parse(guest.body).backstageIdentity.token;
      }
      if (replica.token) {
        const posts = await status(`${api}/agora/posts/list/recent`, {
          headers: { authorization: `Bearer ${replica.token}` },
        });
        last += `, posts ${posts.status}`;
        if (posts.status === 200) {
          if (await catalogReady(replica.origin)) return result(true);
          last += ', catalog not ingested';
        }
      }
    }
    await new Promise(resolve => setTimeout(resolve, 1000));
  }
  return result(false);
}

async function catalogReady(origin: string): Promise<boolean> {
  if (!(await demoCatalogReady(origin))) return false;
  return actAsSignIn(origin, CROWD[CROWD.length - 1], 10_000).then(
    () => true,
    () => false,
  );
}
