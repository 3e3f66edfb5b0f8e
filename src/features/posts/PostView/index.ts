export { PostView } from './PostView';
export type { PostViewProps } from './PostView';
