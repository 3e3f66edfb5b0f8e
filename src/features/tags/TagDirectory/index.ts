export { TagDirectory, type TagDirectoryProps } from './TagDirectory';
