export { UserPage } from './UserPage';
