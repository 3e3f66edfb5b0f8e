export { TagPage } from './TagPage';
