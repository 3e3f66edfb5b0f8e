import type { Ledger } from './ledger';
import { createLimiter } from './limiter';
import type { Replica } from './replicas';
import { LIMITS } from './settings';
import { createTokens } from './tokens';

/** One Agora API request of a scenario and the statuses that are right for it. */
export interface Call {
  scenario: string;
  /** The acting user, signed in on the replica (tokens.ts). */
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
 * `LIMITS.inFlight` at once, each with the acting user's token from its
 * replica (tokens.ts), and records every answer in the ledger.
 */
export function createClient(replicas: Replica[], ledger: Ledger) {
  const limit = createLimiter(LIMITS.inFlight);
  const tokenFor = createTokens(LIMITS.requestMs);
  let turn = 0;

  async function send<T>(call: Call, replica: Replica): Promise<Answer<T>> {
    try {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await tokenFor(replica, call.as)}`,
      };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
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
