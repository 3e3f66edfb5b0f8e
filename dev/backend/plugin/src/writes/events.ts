import type { PostFacts } from '../stores/postFacts';

/**
 * Agora's committed writes, as the routes report them after their
 * transaction committed, to every listener of `writes/listener.ts` (the
 * notifier, the events publisher). `actor` is the signed-in user who wrote.
 */
export type AgoraWriteEvent =
  | { type: 'postCreated'; postId: number; actor: string }
  | {
      /** A post, answer or comment edited: its new mentions are notified. */
      type: 'contentEdited';
      postId: number;
      answerId?: number;
      commentId?: number;
      /** The markdown before the edit. */
      before: string;
      actor: string;
    }
  | {
      type: 'postDeleted';
      postId: number;
      reason?: string;
      actor: string;
      /**
       * Set for a purge: the post as it was just before, since nothing of
       * it is left to read afterwards.
       */
      purged?: PostFacts;
    }
  | { type: 'postRestored'; postId: number; actor: string }
  | {
      /** A question closed as a duplicate of `originalId`, or pointed at it. */
      type: 'questionClosed';
      postId: number;
      originalId: number;
      actor: string;
    }
  | { type: 'questionReopened'; postId: number; actor: string }
  | { type: 'answerCreated'; postId: number; answerId: number; actor: string }
  | {
      type: 'answerDeleted';
      postId: number;
      answerId: number;
      reason?: string;
      actor: string;
    }
  | { type: 'answerCorrect'; postId: number; answerId: number; actor: string }
  | {
      type: 'commentCreated';
      postId: number;
      /** Set for a comment on an answer. */
      answerId?: number;
      commentId: number;
      actor: string;
    }
  | {
      type: 'postAddedToCollection';
      collectionId: number;
      postId: number;
      actor: string;
    }
  | {
      type: 'voteChanged';
      postId: number;
      /** Set for a vote on an answer. */
      answerId?: number;
      value: 'up' | 'down' | 'removed';
      actor: string;
    };
