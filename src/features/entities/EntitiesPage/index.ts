export { EntitiesPage } from './EntitiesPage';
