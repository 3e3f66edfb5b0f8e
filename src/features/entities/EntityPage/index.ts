export { EntityPage } from './EntityPage';
