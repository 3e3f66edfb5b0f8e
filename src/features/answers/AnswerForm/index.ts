export { AnswerForm } from './AnswerForm';
export type { AnswerFormProps } from './AnswerForm';
