export { ActionsMenu } from './ActionsMenu';
export { useCopyLink } from './useCopyLink';
export { CopyLinkButton } from './CopyLinkButton';
export type { CopyLinkButtonProps } from './CopyLinkButton';
export type {
  ActionsMenuAction,
  ActionsMenuProps,
  ActionsMenuSubject,
} from './ActionsMenu';
