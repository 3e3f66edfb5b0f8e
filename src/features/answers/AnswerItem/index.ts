export { AnswerItem } from './AnswerItem';
export type { AnswerItemProps } from './AnswerItem';
