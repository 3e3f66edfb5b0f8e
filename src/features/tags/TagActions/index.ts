export { TagActions, type TagActionsProps } from './TagActions';
