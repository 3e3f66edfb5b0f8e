export { CreatePostPage } from './CreatePostPage';
