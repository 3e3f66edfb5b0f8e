export { ActionsMenu } from './ActionsMenu';
export type {
  ActionsMenuAction,
  ActionsMenuProps,
  ActionsMenuSubject,
} from './ActionsMenu';
