import Button from '@material-ui/core/Button';
import LinkIcon from '@material-ui/icons/Link';
import CheckIcon from '@material-ui/icons/Check';
import { useCopyToClipboard } from '../../utils/useCopyToClipboard';

/** English strings; kept together so they can move into the translation ref. */
export const copyLinkMessages = {
  copyLink: 'Copy link',
  copied: 'Copied',
};

/** @public */
export interface CopyLinkButtonProps {
  /** Absolute or relative URL; relative ones are resolved against the page. */
  url: string;
  label?: string;
  size?: 'small' | 'medium';
}

/** Copies a link to the clipboard and confirms with "Copied". @public */
export function CopyLinkButton({
  url,
  label = copyLinkMessages.copyLink,
  size = 'small',
}: CopyLinkButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  // People paste links elsewhere, so copy the absolute form.
  const absolute = () => new URL(url, window.location.href).toString();
  return (
    <Button
      size={size}
      startIcon={copied ? <CheckIcon /> : <LinkIcon />}
      onClick={() => copy(absolute())}
      aria-live="polite"
    >
      {copied ? copyLinkMessages.copied : label}
    </Button>
  );
}
