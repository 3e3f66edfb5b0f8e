export { PostListPage } from './PostListPage';
