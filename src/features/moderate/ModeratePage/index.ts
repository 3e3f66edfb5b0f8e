export { ModeratePage } from './ModeratePage';
