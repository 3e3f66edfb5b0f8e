export { PostExcerpt } from './PostExcerpt';
export type { PostExcerptProps } from './PostExcerpt';
