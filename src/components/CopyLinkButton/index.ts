export { CopyLinkButton, copyLinkMessages } from './CopyLinkButton';
export type { CopyLinkButtonProps } from './CopyLinkButton';
