import type { ErrorItem } from './types';

/** The fixed failure message of each operation (docs/api.md, "How the frontend reads answers"). */
export const ERROR_MESSAGES = {
  fetchPosts: 'Failed to fetch posts',
  createPost: 'Failed to create post',
  commentPost: 'Failed to comment post',
  updatePostComment: 'Failed to update post comment',
  deletePostComment: 'Failed to delete post comment',
  fetchPost: 'Failed to fetch post',
  votePost: 'Failed to vote post',
  deletePostVote: 'Failed to delete post vote',
  favorite: 'Failed to favorite',
  unfavorite: 'Failed to unfavorite',
  postAnswer: 'Failed to post answer',
  commentAnswer: 'Failed to comment answer',
  updateComment: 'Failed to update comment',
  deleteComment: 'Failed to delete comment',
  vote: 'Failed to vote',
  deleteVote: 'Failed to delete vote',
  restorePost: 'Failed to restore post',
  updatePost: 'Failed to update post',
  updateAnswer: 'Failed to update answer',
  getAnswers: 'Failed to get answers',
  getAnswer: 'Failed to get answer',
  fetch: 'Failed to fetch',
  createCollection: 'Failed to create collection',
  updateCollection: 'Failed to update collection',
  addToCollection: 'Failed to add post to collection',
  removeFromCollection: 'Failed to remove post from collection',
  fetchRevisions: 'Failed to fetch revisions',
  fetchRevision: 'Failed to fetch revision',
  restoreRevision: 'Failed to restore revision',
  closeAsDuplicate: 'Failed to close question as duplicate',
  reopenQuestion: 'Failed to reopen question',
  reviewPost: 'Failed to review post',
  fetchReviews: 'Failed to fetch posts to review',
  flag: 'Failed to flag',
  fetchFlags: 'Failed to fetch flags',
  resolveFlags: 'Failed to resolve flags',
} as const;

/** The message for a call made without its id. */
export const INVALID_ID_MESSAGE = 'Invalid id provided';

/**
 * Said after an operation's message when the request got no answer
 * (offline, the backend down, DNS, CORS): what happened, in words, never the
 * browser's exception or the request's address.
 */
export const NETWORK_REASON = 'Could not reach the server.';

/** Added under a form's failed save that never reached the server. */
export const TEXT_KEPT =
  'Your text is kept: try again once you are back online.';

/** @public */
export type AgoraErrorKind =
  /** A required id was missing; no request was sent. */
  | 'invalid-id'
  /** The server answered with an `errors` list. */
  | 'server-errors'
  /** The server answered with a non-success status and no `errors` list. */
  | 'http'
  /** The request never got an answer (offline, DNS, CORS, aborted). */
  | 'network'
  /** The answer was not the JSON the call expects. */
  | 'parse';

/**
 * The one error shape every Agora endpoint fails with. It is a plain,
 * serialisable object because RTK Query keeps errors in the store.
 * @public
 */
export interface AgoraApiError {
  kind: AgoraErrorKind;
  /** Human-readable, e.g. "Failed to vote post". */
  message: string;
  /** HTTP status when there was a response. */
  status?: number;
  /** The server's `errors` list, when it sent one. */
  errors?: ErrorItem[];
}

/** Narrows an unknown RTK Query error to an AgoraApiError. @public */
export function isAgoraApiError(error: unknown): error is AgoraApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    'message' in error
  );
}

/**
 * An operation's message followed by the server's reasons, when it sent an
 * `errors` list: "Failed to vote post: You cannot vote on your own post".
 * Every failure Agora reports (inline, in dialogs and through the alert API)
 * is worded by this one function.
 * @public
 */
export function withReasons(message: string, error: unknown): string {
  const reasons = isAgoraApiError(error)
    ? (error.errors ?? []).map(e => e.message).filter(Boolean)
    : [];
  const added = reasons.filter(reason => reason !== message);
  return added.length ? `${message}: ${added.join('; ')}` : message;
}

/** The text to show a person for any error an Agora hook returns. @public */
export function errorMessage(
  error: unknown,
  fallback = ERROR_MESSAGES.fetch,
): string {
  if (isAgoraApiError(error)) return withReasons(error.message, error);
  if (error instanceof Error) return error.message;
  return fallback;
}
