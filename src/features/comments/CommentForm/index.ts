export { CommentForm, commentDraftId } from './CommentForm';
export type { CommentFormProps } from './CommentForm';
