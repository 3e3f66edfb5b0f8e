export { NotAllowedNote } from './NotAllowedNote';
