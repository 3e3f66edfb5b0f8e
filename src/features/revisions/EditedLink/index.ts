export { EditedLink } from './EditedLink';
