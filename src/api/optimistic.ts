import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { agoraApi } from './agoraApi';
import type { AgoraExtra } from './baseQuery';
import { isAgoraApiError, withReasons } from './errors';
import type { Patch } from './patchEverywhere';
import type { AgoraTagType } from './tags';

interface ItemActivity {
  pending: number;
  started: number;
}

// Per store (its extra object), per item: optimistic changes in flight.
const activity = new WeakMap<object, Map<string, ItemActivity>>();

/**
 * Marks the start of an optimistic change to one item (`Post:1`). Undoing a
 * patch restores the snapshot taken before it, so if another change to the
 * same item started meanwhile an undo would wipe that one too; `settle`
 * returns true in that case and the caller rereads the item instead.
 */
export function startOptimistic(extra: AgoraExtra, item: string) {
  let items = activity.get(extra);
  if (!items) {
    items = new Map();
    activity.set(extra, items);
  }
  const entry = items.get(item) ?? { pending: 0, started: 0 };
  items.set(item, entry);
  entry.pending += 1;
  entry.started += 1;
  const mine = entry.started;
  return {
    /** Ends this change; true when another one overlapped it. */
    settle(): boolean {
      entry.pending -= 1;
      const overlapped = entry.pending > 0 || entry.started !== mine;
      if (entry.pending === 0) items!.delete(item);
      return overlapped;
    },
  };
}

/**
 * Tells the person an optimistic change did not stick: the fixed message
 * (src/api/errors.ts) of the operation, with the server's reasons when it
 * sent an `errors` list.
 */
export function alertFailure(
  extra: AgoraExtra,
  failure: unknown,
  message: string,
) {
  const error = (failure as { error?: unknown } | undefined)?.error;
  const text =
    isAgoraApiError(error) && error.kind === 'invalid-id'
      ? error.message
      : withReasons(message, error);
  extra.alertApi.post({ message: text, severity: 'error' });
}

/** The part of onQueryStarted's api an optimistic change needs. */
export interface OptimisticApi<T> {
  // `any` as in RTK's own lifecycle api type, so every endpoint's api fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, any, UnknownAction>;
  extra: unknown;
  queryFulfilled: Promise<{ data: T }>;
}

/** How one optimistic change is made, confirmed and taken back. */
export interface OptimisticChange<T> {
  /** The cache entry changed; reread when an undo is unsafe. */
  item: { type: AgoraTagType; id: string | number };
  /** Applies the guess to the cache; returns its undo. */
  apply: () => Patch;
  /** The fixed message to alert with when the change fails. */
  message: string;
  /** Lets the server's answer replace the guess. */
  settle?: (data: T) => void;
}

/**
 * A 2xx whose answer did not match the contract: the server may well have
 * made the change, so undoing the guess could show a state it never had.
 */
const wasUnreadable = (failure: unknown) => {
  const error = (failure as { error?: unknown } | undefined)?.error;
  return isAgoraApiError(error) && error.kind === 'parse';
};

/**
 * Shows a change at once and lets the server settle it. A failure (an
 * error, or `false` from a success-boolean call) undoes the guess and alerts;
 * when another change to the same item overlapped, or the server's answer
 * could not be read, the item is reread instead, since undoing would
 * clobber the other change or the server's.
 */
export async function runOptimistic<T>(
  api: OptimisticApi<T>,
  change: OptimisticChange<T>,
) {
  const extra = api.extra as AgoraExtra;
  const tracking = startOptimistic(
    extra,
    `${change.item.type}:${change.item.id}`,
  );
  const patch = change.apply();
  let failure: unknown;
  try {
    const { data } = await api.queryFulfilled;
    if (data !== false) {
      tracking.settle();
      change.settle?.(data);
      return;
    }
  } catch (error) {
    failure = error;
  }
  const overlapped = tracking.settle();
  if (overlapped || wasUnreadable(failure)) {
    api.dispatch(agoraApi.util.invalidateTags([change.item]));
  } else {
    patch.undo();
  }
  alertFailure(extra, failure, change.message);
}
