import { LEADERBOARDS } from '@agora/contract';
import type { Call, Client } from './client';
import { CROWD, USERS } from './settings';

const S = 'snapshot';

/** The reads served from kept counters: statistics, leaderboards, directories, totals. */
function reads(): Call[] {
  const get = (path: string): Call => ({
    scenario: S,
    as: USERS.guest,
    method: 'GET',
    path,
    expect: [200],
  });
  const post = (path: string, body: object): Call => ({
    ...get(path),
    method: 'POST',
    body,
  });
  const people = [USERS.liam, USERS.priya, USERS.sofia, CROWD[0]].map(
    encodeURIComponent,
  );
  return [
    ...['7d', '30d', '1y'].map(p => get(`/statistics/global?period=${p}`)),
    ...LEADERBOARDS.flatMap(board =>
      ['', '&period=7d', '&period=30d'].map(p =>
        get(`/statistics/${board}?limit=100${p}`),
      ),
    ),
    ...people.map(ref => get(`/statistics/user/${ref}?period=30d`)),
    get('/statistics/user/impact'),
    ...[0, 100].map(offset => get(`/users?limit=100&offset=${offset}`)),
    ...[0, 100].map(offset => get(`/tags?limit=100&offset=${offset}`)),
    get('/entities?limit=100'),
    get('/entities/links'),
    post('/collections/query', { limit: 100 }),
    ...['question', 'article', 'link'].map(type =>
      post('/posts/query', { type, limit: 1 }),
    ),
    post('/posts/query', { status: 'deleted', limit: 1 }),
  ];
}

/** Drops what changes by itself between two reads: the time of the read and last-seen times. */
const stable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([k, v]) =>
            k !== 'lastSeen' && !(k === 'date' && String(v).includes('T')),
        )
        .map(([k, v]) => [k, stable(v)]),
    );
  return value;
};

export type Snapshot = Map<string, unknown>;

export async function apiSnapshot(call: Client): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  for (const c of reads()) {
    const res = await call(c);
    snapshot.set(
      `${c.method} ${c.path}${c.body ? ` ${JSON.stringify(c.body)}` : ''}`,
      stable(res.body),
    );
  }
  return snapshot;
}

/** Where two JSON values differ, as `path: a → b` lines. */
function differences(a: unknown, b: unknown, path = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap(k =>
      differences(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      ),
    );
  }
  return [`${path || '.'}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`];
}

/**
 * What the API showed on kept counters (`before`) against the same reads
 * after the recount: one line per read that changed, with its first changes.
 */
export function snapshotDrift(before: Snapshot, after: Snapshot): string[] {
  return [...before].flatMap(([read, value]) => {
    const changed = differences(value, after.get(read));
    if (changed.length === 0) return [];
    return [
      `${read}: ${changed.length} values, e.g. ${changed.slice(0, 3).join('; ')}`,
    ];
  });
}
