import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Seed dates are offsets back from an anchor: the start of the current UTC
 * day. The community therefore always looks recent (its last ~6 months) and
 * is identical for every start on the same day; nothing lies in the future.
 */
export function createClock(now: Date, random: Random) {
  const anchor = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
  );
  const latest = anchor - 5 * 60_000;
  const iso = (ms: number) => new Date(Math.min(ms, latest)).toISOString();
  return {
    /** A moment between `minDays` and `maxDays` before the anchor. */
    daysAgo: (minDays: number, maxDays: number) =>
      iso(
        anchor -
          random.int(minDays * 24, maxDays * 24) * HOUR -
          random.int(0, 59) * 60_000,
      ),
    /** A moment `minHours`..`maxHours` after `from`, never past the anchor. */
    after: (from: string, minHours: number, maxHours: number) =>
      iso(Date.parse(from) + random.int(minHours * 60, maxHours * 60) * 60_000),
    anchorIso: new Date(anchor).toISOString(),
    DAY,
  };
}

export type Clock = ReturnType<typeof createClock>;
