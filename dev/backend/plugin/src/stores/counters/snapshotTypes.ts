import type { Authored } from '../liveContent';

// The shapes of a content snapshot (`contentSnapshot.ts`), apart from the
// code that reads them, so each counter module can take them without
// importing the module that calls it.

/** The item a write changes, with everything under it. */
export type Scope = { post: number } | { answer: number } | { comment: number };

/** The live post of a snapshot: what its counters read, not a `posts` row. */
export interface SnapshotPost extends Authored {
  type: string;
  /** UTC day of `created`. */
  day: string;
  views: number;
  score: number;
}

/** A live answer of a snapshot. */
export interface SnapshotAnswer extends Authored {
  id: number;
  day: string;
  score: number;
  correct: boolean;
}

export interface VoteRow {
  voter: string;
  value: number;
  /** UTC day the vote was (last) cast. */
  day: string;
}

/**
 * What one item counts in its current state: only its live rows
 * (stores/liveContent.ts), each with what decides how it counts.
 */
export interface ContentSnapshot {
  /** The post, when the item is an active post. */
  post?: SnapshotPost;
  /** The post's tag ids and entity refs (active post only). */
  tags: string[];
  entities: string[];
  /** Live answers: the post's, or the answer itself. */
  answers: SnapshotAnswer[];
  /** Live comments, and whether they name their author. */
  comments: { author: string; day: string; attributed: boolean }[];
  /** Live votes on the post. */
  postVotes: VoteRow[];
  /** Live votes on the answers, with their answer. */
  answerVotes: { vote: VoteRow; answer: SnapshotAnswer }[];
  /** Counted views of the post per UTC day. */
  views: Map<string, number>;
}
