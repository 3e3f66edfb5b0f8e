import { performance } from 'node:perf_hooks';
import { createRandom } from '../backend/plugin/src/seed/random';
import { percentile } from './measure';
import { WRITE_KINDS, type WriteKind, type WriteScenario } from './writeLoad';

/** What one kind of write measured while the clients ran together. */
export interface KindResult {
  kind: WriteKind;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers 500–599: a failed write, which must never happen. */
  serverErrors: number;
  /** Other non-2xx answers (a 409 or 404 would be a bug of the load too). */
  otherErrors: number;
}

export interface ScenarioResult {
  name: string;
  clients: number;
  requests: number;
  seconds: number;
  perSecond: number;
  kinds: KindResult[];
  /** The first few error answers, to tell what failed. */
  errorSamples: string[];
}

interface Sample {
  kind: WriteKind;
  ms: number;
  status: number;
}

async function send(
  baseUrl: string,
  userHeader: string,
  request: { method: string; path: string; user: string; body?: object },
) {
  const res = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: {
      [userHeader]: request.user,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  return { status: res.status, text: await res.text() };
}

/**
 * Each scenario user makes one read first: the backend writes a person's
 * "last seen" (a write of its own) on their first request, which would
 * otherwise land in the timed writes.
 */
export async function seeUsers(
  baseUrl: string,
  userHeader: string,
  users: string[],
  clients: number,
) {
  const queue = [...users];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let user = queue.pop(); user; user = queue.pop())
        await send(baseUrl, userHeader, {
          method: 'GET',
          path: '/tags?limit=1',
          user,
        });
    }),
  );
}

function kindResult(kind: WriteKind, samples: Sample[], seconds: number) {
  const own = samples.filter(s => s.kind === kind);
  const times = own.map(s => s.ms).sort((a, b) => a - b);
  return {
    kind,
    requests: own.length,
    perSecond: own.length / seconds,
    p50: percentile(times, 0.5) ?? 0,
    p95: percentile(times, 0.95) ?? 0,
    max: times[times.length - 1] ?? 0,
    serverErrors: own.filter(s => s.status >= 500).length,
    otherErrors: own.filter(
      s => s.status < 500 && (s.status < 200 || s.status > 299),
    ).length,
  };
}

/**
 * `clients` clients at once, each sending `rounds` writes one after the
 * other (a new one as soon as the last answered), drawn from the scenario
 * with a seeded random per client, so every run sends the same writes.
 * Unlike the latency calls, an error answer does not stop the run: it is
 * counted, since failures under contention are what this measures.
 */
export async function runClients(
  baseUrl: string,
  userHeader: string,
  scenario: WriteScenario,
  clients: number,
  rounds: number,
): Promise<ScenarioResult> {
  const samples: Sample[] = [];
  const errorSamples: string[] = [];
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const random = createRandom(1000 + client);
      for (let round = 0; round < rounds; round++) {
        const request = scenario.request(random);
        const sentAt = performance.now();
        const { status, text } = await send(baseUrl, userHeader, request);
        samples.push({
          kind: request.kind,
          ms: performance.now() - sentAt,
          status,
        });
        if ((status < 200 || status > 299) && errorSamples.length < 5)
          errorSamples.push(
            `${request.method} ${request.path}: ${status} ${text.slice(0, 200)}`,
          );
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    name: scenario.name,
    clients,
    requests: samples.length,
    seconds,
    perSecond: samples.length / seconds,
    kinds: WRITE_KINDS.map(kind => kindResult(kind, samples, seconds)),
    errorSamples,
  };
}
