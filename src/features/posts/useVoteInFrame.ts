import { useRef, useState } from 'react';
import type { VoteValue } from '../../api/types';
import { applyVote, type Votable } from './postCache';

/**
 * Longest wait for a frame before the deferred work runs anyway: a page in
 * a hidden tab paints no frames.
 */
const FRAME_WAIT_MS = 250;

/**
 * Runs `work` in a task after the next frame has been painted (or after
 * {@link FRAME_WAIT_MS} when no frame comes).
 */
export function afterNextPaint(work: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  setTimeout(run, FRAME_WAIT_MS);
  // Frame callbacks run before the frame's paint; a task queued from one
  // runs after it.
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** What {@link useVoteInFrame} gives the vote control. */
export interface VoteInFrame {
  /** The score and vote to show: the click's guess until the store has it. */
  shown: Votable;
  /** A vote was clicked and is not in the store yet. */
  pending: boolean;
  /** Shows `vote` (undefined removes it) at once and sends it after the frame. */
  vote: (vote: VoteValue | undefined) => void;
}

/**
 * A vote painted in the click's frame (docs/performance.md, client): the
 * click renders the vote control alone with its guess, like React 19's
 * `useOptimistic`; `send` (the optimistic mutation, which patches every
 * cached copy of the post and rolls them back on failure) runs after that
 * frame, and the control then shows the store's value again. The guess
 * blocks further votes until it is sent, as the request in flight does
 * after it.
 */
export function useVoteInFrame(
  current: Votable,
  send: (vote: VoteValue | undefined) => void,
): VoteInFrame {
  const [guess, setGuess] = useState<Votable>();
  // Set at once, where the guess is seen only once rendered: a second click
  // in the same frame sends nothing.
  const waiting = useRef(false);
  const vote = (next: VoteValue | undefined) => {
    if (waiting.current) return;
    waiting.current = true;
    const shown: Votable = current.ownVote
      ? { score: current.score, ownVote: current.ownVote }
      : { score: current.score };
    applyVote(shown, next);
    setGuess(shown);
    afterNextPaint(() => {
      waiting.current = false;
      send(next);
      setGuess(undefined);
    });
  };
  return { shown: guess ?? current, pending: guess !== undefined, vote };
}
