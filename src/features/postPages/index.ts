export { PostListPage } from './PostListPage';
export { CreatePostPage } from './CreatePostPage';
export { PostPage } from './PostPage';
export { EditPostPage } from './EditPostPage';
