import type { AgoraWriteEvent } from './events';

/**
 * Hears Agora's committed writes. The routes call `notify` once per write,
 * after its transaction committed and never for a failed one; a listener
 * returns at once and does its work in the background, logging its own
 * failures, so it neither fails nor slows the write.
 */
export interface WriteListener {
  notify(event: AgoraWriteEvent): void;
  /** Resolves when everything `notify` started has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** One listener that tells each of `listeners`, in order. */
export function fanOut(...listeners: WriteListener[]): WriteListener {
  return {
    notify(event) {
      for (const listener of listeners) listener.notify(event);
    },
    async settled() {
      await Promise.all(listeners.map(listener => listener.settled()));
    },
  };
}
