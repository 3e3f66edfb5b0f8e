export { CollectionsPage } from './CollectionsPage';
