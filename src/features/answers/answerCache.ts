import type { Answer, VoteValue } from '../../api/types';
import { applyServerVote, applyVote, type Votable } from '../posts/postCache';

/** A question as far as its answers matter. */
interface WithAnswers {
  answers?: Answer[];
}

/** Votes (or with `undefined` unvotes) answer `answerId` inside a question. */
export function applyAnswerVote(post: WithAnswers, answerId: number, vote: VoteValue | undefined) {
  const answer = post.answers?.find(a => a.id === answerId);
  if (answer) applyVote(answer, vote);
}

/** Takes the server's score of answer `answerId` over the guess. */
export function applyAnswerServerVote(post: WithAnswers, answerId: number, server: Votable) {
  const answer = post.answers?.find(a => a.id === answerId);
  if (answer) applyServerVote(answer, server);
}
