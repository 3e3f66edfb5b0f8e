/**
 * The writes Agora notifies about, as the routes report them after their
 * transaction committed. `actor` is the signed-in user who wrote; nobody is
 * ever notified of their own act.
 */
export type AgoraWriteEvent =
  | { type: 'answerCreated'; postId: number; answerId: number; actor: string }
  | {
      type: 'commentCreated';
      postId: number;
      /** Set for a comment on an answer. */
      answerId?: number;
      commentId: number;
      actor: string;
    }
  | { type: 'answerCorrect'; postId: number; answerId: number; actor: string }
  | { type: 'postCreated'; postId: number; actor: string }
  | {
      type: 'postAddedToCollection';
      collectionId: number;
      postId: number;
      actor: string;
    }
  | {
      /** A post, answer or comment edited: its new mentions are notified. */
      type: 'contentEdited';
      postId: number;
      answerId?: number;
      commentId?: number;
      /** The markdown before the edit. */
      before: string;
      actor: string;
    };
