export { ActionsMenu } from './ActionsMenu';
export type { ActionsMenuProps, ActionsMenuSubject } from './ActionsMenu';
