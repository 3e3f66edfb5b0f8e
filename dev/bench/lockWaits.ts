import type { Knex } from 'knex';

/** How often the sampler looks at what the backend's connections wait for. */
const EVERY_MS = 100;

/** `insert into "daily_counts"` → `insert daily_counts`; `… for update` kept. */
function labelOf(query: string) {
  const text = query.toLowerCase();
  const verb = text.trimStart().split(/\s/)[0];
  const table = /(?:into|update|from)\s+"?(\w+)"?/.exec(text)?.[1] ?? '?';
  return `${verb} ${table}${/for update\s*$/.test(text) ? ' for update' : ''}`;
}

/**
 * Samples `pg_stat_activity` while writes run and counts, per statement
 * kind, the connections found waiting for a row or transaction lock: what
 * the writes queue behind (a post's lock, a shared counter row), at no cost
 * to the code measured.
 */
export function sampleLockWaits(db: Knex) {
  const waits = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await db.raw(
        `SELECT query FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      samples++;
      for (const { query } of rows as { query: string }[]) {
        const label = labelOf(query);
        waits.set(label, (waits.get(label) ?? 0) + 1);
      }
      await new Promise(resolve => setTimeout(resolve, EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return {
      samples,
      waits: [...waits]
        .sort((a, b) => b[1] - a[1])
        .map(([statement, count]) => ({ statement, count })),
    };
  };
}
