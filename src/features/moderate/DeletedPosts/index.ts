export { DeletedPosts } from './DeletedPosts';
export { DeletedPostRow, type DeletedPostRowProps } from './DeletedPostRow';
