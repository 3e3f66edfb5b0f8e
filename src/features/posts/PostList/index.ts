export { PostList, type PostListProps, type PostListEmpty } from './PostList';
