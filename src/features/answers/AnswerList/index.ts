export { AnswerList } from './AnswerList';
export type { AnswerListProps } from './AnswerList';
export { sortAnswers, ANSWER_SORTS } from './sortAnswers';
export type { AnswerSort } from './sortAnswers';
