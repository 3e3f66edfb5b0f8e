export { CollectionForm } from './CollectionForm';
export { CreateCollectionPage } from './CreateCollectionPage';
export { EditCollectionPage } from './EditCollectionPage';
