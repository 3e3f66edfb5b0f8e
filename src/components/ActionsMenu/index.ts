export { ActionsMenu } from './ActionsMenu';
export { useCopyLink } from './useCopyLink';
export type {
  ActionsMenuAction,
  ActionsMenuProps,
  ActionsMenuSubject,
} from './ActionsMenu';
