import { createContext, useContext } from 'react';

/**
 * Set by a post's page from the post's `canComment` (`agora.comment.create`
 * on the post): whether the comment lists under it, the post's and each
 * answer's, offer to add one. True outside a post's page.
 */
export const CanCommentContext = createContext(true);

/** Whether the post on screen takes comments from the signed-in person. */
export function useCanComment() {
  return useContext(CanCommentContext);
}
