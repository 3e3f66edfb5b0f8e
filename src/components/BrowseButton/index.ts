export { BrowseButton } from './BrowseButton';
