import type { AgoraExtra } from '../../api/baseQuery';

interface Queue {
  tail: Promise<unknown>;
  pending: number;
}

// Per store (its extra object), per collection: the moves sent or waiting.
const queues = new WeakMap<object, Map<number, Queue>>();

/**
 * Sends a collection's rank moves one after the other. A move is relative
 * ("one up"), so the server must apply them in the order they were clicked;
 * requests sent side by side could reach it, and come back, in any order.
 */
export function inTurn<T>(
  extra: AgoraExtra,
  collectionId: number,
  send: () => Promise<T>,
): Promise<T> {
  let byCollection = queues.get(extra);
  if (!byCollection) {
    byCollection = new Map();
    queues.set(extra, byCollection);
  }
  const queue = byCollection.get(collectionId) ?? {
    tail: Promise.resolve(),
    pending: 0,
  };
  byCollection.set(collectionId, queue);
  queue.pending += 1;
  const result = queue.tail.then(send).finally(() => {
    queue.pending -= 1;
    if (queue.pending === 0) byCollection!.delete(collectionId);
  });
  // The next move waits for this one, whether it worked or not.
  queue.tail = result.catch(() => undefined);
  return result;
}

/** Whether moves of the collection are still being sent or waiting. */
export function movesInFlight(extra: AgoraExtra, collectionId: number) {
  return (queues.get(extra)?.get(collectionId)?.pending ?? 0) > 0;
}
