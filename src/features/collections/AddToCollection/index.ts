export { AddToCollectionButton } from './AddToCollectionButton';
export { AddToCollectionDialog } from './AddToCollectionDialog';
