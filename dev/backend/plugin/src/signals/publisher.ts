import type { Knex } from 'knex';
import type { LoggerService } from '@backstage/backend-plugin-api';
import type { SignalsService } from '@backstage/plugin-signals-node';
import {
  postSignalChannel,
  postSignalSchema,
  type PostSignal,
} from '@agora/contract';
import { isFlagHidden } from '../stores/flagHidden';
import type { AgoraWriteEvent } from '../writes/events';
import type { WriteListener, WrittenPostOf } from '../writes/listener';
import type { PostRow } from '../domain/rows';

/** Who may have the post open: those who viewed it within this long. */
const OPEN_WITHIN_MS = 24 * 3600_000;

export interface SignalsPublisherOptions {
  db: Knex;
  logger: LoggerService;
  /**
   * Backstage's signals service; undefined when the backend runs no signals
   * plugin: then nothing is published.
   */
  signals?: SignalsService;
  /**
   * Under a permission policy: those of `refs` the policy lets read the post
   * (`permissions/postReaders.ts`). A signal then goes to them by name (the
   * post's author and who viewed it in the last day), not to everyone
   * (docs/notifications.md, "Live updates of an open post").
   */
  readersAmong?: (post: PostRow, refs: string[]) => Promise<string[]>;
}

/** The signal of a committed write, or undefined for writes no page hears of. */
function signalOf(event: AgoraWriteEvent): PostSignal | undefined {
  switch (event.type) {
    case 'answerCreated':
      return { postId: event.postId, kind: 'answer', id: event.answerId };
    case 'commentCreated':
      return {
        postId: event.postId,
        kind: 'comment',
        id: event.commentId,
        ...(event.answerId !== undefined && { answerId: event.answerId }),
      };
    default:
      return undefined;
  }
}

/**
 * Tells the post pages open on a post that it got an answer or a comment,
 * by a broadcast signal on the post's channel (`postSignalChannel`) that
 * carries ids only: a listener of `writes/listener.ts`, so it runs after the
 * write committed, in the background, and a failure is only logged. Posts
 * that are not live, or that flags hide from their readers, and comments on
 * answers flags hide, send nothing: who may subscribe to a channel is not
 * checked, so a signal must not reveal activity on what a reader may not
 * read (stores/flagHidden.ts).
 */
export function createSignalsPublisher(
  options: SignalsPublisherOptions,
): WriteListener {
  const { db, logger, signals, readersAmong } = options;

  /** Everyone, or under a policy the readers who may have the post open. */
  async function recipientsOf(post: PostRow) {
    if (!readersAmong) return { type: 'broadcast' as const };
    const since = new Date(Date.now() - OPEN_WITHIN_MS).toISOString();
    const viewers: string[] = await db('post_views')
      .where('post_id', post.id)
      .where('viewed', '>=', since)
      .distinct('user_ref')
      .pluck('user_ref');
    const readers = await readersAmong(post, [
      ...new Set([post.author, ...viewers]),
    ]);
    return readers.length > 0
      ? { type: 'user' as const, entityRef: readers }
      : undefined;
  }
  const inFlight = new Set<Promise<void>>();

  async function publish(signal: PostSignal, written: WrittenPostOf) {
    if (!signals) return;
    // The post unless deleted meanwhile, read once for all listeners.
    const subject = await written();
    if (!subject || subject.hidden) return;
    const post = subject.row;
    if (
      signal.answerId !== undefined &&
      (await isFlagHidden(db, 'answer', signal.answerId))
    )
      return;
    const recipients = await recipientsOf(post);
    if (!recipients) return;
    await signals.publish({
      recipients,
      channel: postSignalChannel(signal.postId),
      // Parsed as the page will: a message off its schema fails here, in tests.
      message: postSignalSchema.parse(signal),
    });
  }

  return {
    notify(event, written) {
      if (!signals) return;
      const signal = signalOf(event);
      if (!signal) return;
      const work = publish(signal, written)
        .catch(error =>
          logger.warn(`Agora could not signal ${event.type}`, {
            error: String(error),
          }),
        )
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },
    async settled() {
      await Promise.all([...inFlight]);
    },
  };
}
