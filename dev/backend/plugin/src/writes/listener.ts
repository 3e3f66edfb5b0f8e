import type { Knex } from 'knex';
import type { AgoraWriteEvent } from './events';
import { isFlagHidden } from '../stores/flagHidden';
import type { PostRow } from '../domain/rows';

/**
 * The post a write is about as its listeners find it after the write: its
 * row while it is live, and whether flags hide it from everyone but its
 * author and moderators (stores/flagHidden.ts).
 */
export interface WrittenPost {
  row: PostRow;
  hidden: boolean;
}

/**
 * The written post, read on the first call and shared by later ones;
 * undefined when the post is no longer live (deleted meanwhile).
 */
export type WrittenPostOf = () => Promise<WrittenPost | undefined>;

/** The live post `postId` and whether flags hide it. */
export async function readWrittenPost(
  db: Knex,
  postId: number,
): Promise<WrittenPost | undefined> {
  const row: PostRow | undefined = await db('posts')
    .where({ id: postId, status: 'active' })
    .first();
  if (!row) return undefined;
  return { row, hidden: await isFlagHidden(db, 'post', row.id) };
}

/** The event's post by {@link readWrittenPost}: read once, when first asked for. */
export function writtenPostOf(db: Knex, event: AgoraWriteEvent): WrittenPostOf {
  let read: Promise<WrittenPost | undefined> | undefined;
  return () => {
    read ??= readWrittenPost(db, event.postId);
    return read;
  };
}

/**
 * Hears Agora's committed writes (through {@link fanOut}). It is told once
 * per write, after its transaction committed and never for a failed one,
 * with the write's post (`written`), which all listeners of the write share:
 * one read of it however many ask, none when none does. A listener returns
 * at once and does its work in the background, logging its own failures,
 * so it neither fails nor slows the write.
 */
export interface WriteListener {
  notify(event: AgoraWriteEvent, written: WrittenPostOf): void;
  /** Resolves when everything `notify` started has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** What the routes tell of each committed write: the listeners, as one. */
export interface Writes {
  notify(event: AgoraWriteEvent): void;
  /** Resolves when every listener has finished what it started. */
  settled(): Promise<void>;
}

/** Tells each of `listeners` of every write, in order, with one read of its post. */
export function fanOut(db: Knex, ...listeners: WriteListener[]): Writes {
  return {
    notify(event) {
      const written = writtenPostOf(db, event);
      for (const listener of listeners) listener.notify(event, written);
    },
    async settled() {
      await Promise.all(listeners.map(listener => listener.settled()));
    },
  };
}
