export { PostPage } from './PostPage';
