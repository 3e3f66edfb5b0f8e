import type { VoteValue } from '../../api/types';

/** Anything with a score the caller may have voted on: posts and answers. */
export interface Votable {
  score: number;
  ownVote?: VoteValue;
}

/** The wire value of a vote direction. */
export const voteValue = (vote: 'up' | 'down'): VoteValue =>
  vote === 'up' ? 1 : -1;

/**
 * Replaces the caller's vote (or removes it with `undefined`) and moves the
 * score by the difference, so voting up after down moves it by two.
 */
export function applyVote(draft: Votable, vote: VoteValue | undefined) {
  draft.score += (vote ?? 0) - (draft.ownVote ?? 0);
  if (vote) draft.ownVote = vote;
  else delete draft.ownVote;
}

/** Takes the server's score (and vote, when it sent one) over the guess. */
export function applyServerVote(draft: Votable, server: Votable) {
  draft.score = server.score;
  if (server.ownVote !== undefined) draft.ownVote = server.ownVote;
}

/** Sets the caller's favourite flag. */
export function applyFavorite(draft: { favorite: boolean }, favorite: boolean) {
  draft.favorite = favorite;
}

/**
 * Whether two copies of a post differ at most in the vote fields: what a
 * vote patches. Parts of a post page that do not show the score compare
 * their post with it, so a vote renders only what shows it
 * (docs/performance.md, client).
 */
export function sameButVote<T extends Votable>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (key === 'score' || key === 'ownVote') continue;
    if (a[key as keyof T] !== b[key as keyof T]) return false;
  }
  return true;
}
