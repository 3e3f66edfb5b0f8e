export { CommentForm } from './CommentForm';
export type { CommentFormProps } from './CommentForm';
