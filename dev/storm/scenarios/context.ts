import type { Random } from '../../backend/plugin/src/seed/random';
import type { Call, Client } from '../client';
import type { Ledger } from '../ledger';
import type { Target, World } from '../world';

/** What every scenario gets: the client, the world, its own PRNG and the time left. */
export interface StormContext {
  call: Client;
  world: World;
  ledger: Ledger;
  random: Random;
  /** No round starts after this (ms since the epoch). */
  until: number;
}

export type Scenario = (ctx: StormContext) => Promise<void>;

/** Runs `round` up to `count` times, one after another, while time is left. */
export async function rounds(
  ctx: StormContext,
  count: number,
  round: (i: number) => Promise<unknown>,
) {
  for (let i = 0; i < count && Date.now() < ctx.until; i++) await round(i);
}

/** Sends every call at once and waits for all of them. */
export const burst = (ctx: StormContext, calls: Call[]) =>
  Promise.all(calls.map(c => ctx.call(c)));

/** A user of `users` who is not `author` (nobody votes on their own content). */
export const someoneBut = (
  ctx: StormContext,
  users: readonly string[],
  author: string,
) => ctx.random.pick(users.filter(u => u !== author));

/** The API path of a post or an answer. */
export const pathOf = (t: Target) =>
  t.answerId === undefined
    ? `/posts/${t.postId}`
    : `/posts/${t.postId}/answers/${t.answerId}`;
