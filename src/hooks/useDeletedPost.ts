import { createContext, useContext } from 'react';

/**
 * Set by a post's page while the post is deleted. Only its author and
 * moderators still read it; the server answers 404 to the author's writes
 * under it (docs/api.md), and a moderator restores it before anything
 * happens there. So a deleted post is shown frozen: no votes, favourite,
 * answers, comments, correct marks, or edits of its answers and comments.
 */
export const DeletedPostContext = createContext(false);

/** Whether the post on screen is deleted and takes no new activity. */
export function useInDeletedPost() {
  return useContext(DeletedPostContext);
}
