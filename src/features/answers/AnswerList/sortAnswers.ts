import type { Answer } from '../../../api/types';

/** The orders a question's answers can be read in. @public */
export type AnswerSort = 'default' | 'newest' | 'oldest' | 'score';

export const ANSWER_SORTS: AnswerSort[] = [
  'default',
  'newest',
  'oldest',
  'score',
];

type Compare = (a: Answer, b: Answer) => number;

const oldestFirst: Compare = (a, b) =>
  Date.parse(a.created) - Date.parse(b.created);
const highestFirst: Compare = (a, b) => b.score - a.score;

const COMPARE: Record<AnswerSort, Compare> = {
  // The accepted answer leads, then the community's favourites; ties keep
  // the order in which people answered.
  default: (a, b) =>
    Number(b.correct) - Number(a.correct) ||
    highestFirst(a, b) ||
    oldestFirst(a, b),
  newest: (a, b) => oldestFirst(b, a),
  oldest: oldestFirst,
  score: (a, b) => highestFirst(a, b) || oldestFirst(a, b),
};

/** A sorted copy of `answers`; the cached array is never reordered in place. */
export function sortAnswers(
  answers: readonly Answer[],
  sort: AnswerSort,
): Answer[] {
  return [...answers].sort(COMPARE[sort]);
}
