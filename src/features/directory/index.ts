export { DirectoryList, type DirectoryListProps } from './DirectoryList';
export {
  DirectoryCard,
  type DirectoryCardProps,
  type DirectoryCount,
} from './DirectoryCard';
export {
  useDirectory,
  type Directory,
  type DirectoryParams,
  type DirectoryQuery,
  type DirectorySort,
} from './useDirectory';
export { ScopedCreateButtons } from './ScopedCreateButtons';
