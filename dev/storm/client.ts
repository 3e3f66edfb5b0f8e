import { DEV_IDENTITY_HEADER } from '../backend/plugin/src/service/identity';
import type { Ledger } from './ledger';
import { createLimiter } from './limiter';
import type { Replica } from './replicas';
import { LIMITS } from './settings';

/** One Agora API request of a scenario and the statuses that are right for it. */
export interface Call {
  scenario: string;
  /** The acting user, sent in the dev identity header. */
  as: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to `/api/agora`. */
  path: string;
  body?: unknown;
  expect: readonly number[];
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export interface Answer<T> {
  status: number;
  body: T;
}

/**
 * Sends the storm's requests to the replicas in turn, at most
 * `LIMITS.inFlight` at once, each with its replica's guest token and the
 * acting user's dev identity header (dev/backend/plugin/src/service/identity.ts),
 * and records every answer in the ledger.
 */
export function createClient(replicas: Replica[], ledger: Ledger) {
  const limit = createLimiter(LIMITS.inFlight);
  let turn = 0;

  async function send<T>(call: Call, replica: Replica): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${replica.token}`,
      [DEV_IDENTITY_HEADER]: call.as,
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${replica.origin}/api/agora${call.path}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(LIMITS.requestMs),
      });
      // Bodies are JSON or empty (204); the scenario knows the shape it asked for.
      return { status: res.status, body: parsed(await res.text()) as T };
    } catch (error) {
      return { status: 0, body: String(error) as T };
    }
  }

  return async function call<T = unknown>(c: Call): Promise<Answer<T>> {
    const replica = replicas[turn++ % replicas.length];
    const answer = await limit(() => send<T>(c, replica));
    const expected = c.expect.includes(answer.status);
    ledger.record({
      scenario: c.scenario,
      method: c.method,
      path: c.path,
      user: c.as.replace('user:default/', ''),
      replica: replica.name,
      status: answer.status,
      expected,
      detail: expected ? undefined : JSON.stringify(answer.body)?.slice(0, 300),
    });
    return answer;
  };
}

export type Client = ReturnType<typeof createClient>;
