export { CommentList } from './CommentList';
export type { CommentListProps } from './CommentList';
