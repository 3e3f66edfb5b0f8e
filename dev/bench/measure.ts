import { performance } from 'node:perf_hooks';

/** One measured kind of call, e.g. "list: recent page". */
export interface Operation {
  name: string;
  /** The group the latency target applies to, if any. */
  target?: { label: string; p95Ms: number };
  /** Builds the i-th request; varied so caches and plans see realistic spread. */
  request(i: number): {
    method: 'GET' | 'POST' | 'DELETE';
    path: string;
    user: string;
    body?: object;
  };
}

export interface Result {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
  target?: Operation['target'];
}

/** The value below which `p` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], p: number) {
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * Times calls one after another over real HTTP (keep-alive, like a browser),
 * from sending the request until the whole body is read. A non-2xx answer
 * stops the run: a fast error page would flatter the numbers.
 */
export async function measure(
  baseUrl: string,
  op: Operation,
  samples: number,
  userHeader: string,
): Promise<Result> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const { method, path, user, body } = op.request(i);
    const startedAt = performance.now();
    const res = await fetch(baseUrl + path, {
      method,
      headers: {
        [userHeader]: user,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    times.push(performance.now() - startedAt);
    if (!res.ok)
      throw new Error(
        `${op.name}: ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`,
      );
  }
  times.sort((a, b) => a - b);
  return {
    name: op.name,
    samples,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times[times.length - 1],
    target: op.target,
  };
}
