export { CopyLinkButton } from './CopyLinkButton';
export type { CopyLinkButtonProps } from './CopyLinkButton';
export { useCopyLink } from './useCopyLink';
