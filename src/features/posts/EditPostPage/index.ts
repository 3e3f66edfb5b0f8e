export { EditPostPage } from './EditPostPage';
