import Button from '@material-ui/core/Button';
import LinkIcon from '@material-ui/icons/Link';
import CheckIcon from '@material-ui/icons/Check';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { useCopyLink } from './useCopyLink';

/** @public */
export interface CopyLinkButtonProps {
  /** Absolute or relative URL; relative ones are resolved against the page. */
  url: string;
  label?: string;
  size?: 'small' | 'medium';
}

/**
 * Copies a link to the clipboard and confirms with "Copied". Not Backstage's
 * `CopyTextButton`: that one is an icon with a fixed name and a tooltip,
 * while this labelled button says "Copied" in its own name.
 * @public
 */
export function CopyLinkButton({
  url,
  label,
  size = 'small',
}: CopyLinkButtonProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const { copied, copyLink } = useCopyLink();
  return (
    <Button
      size={size}
      startIcon={copied ? <CheckIcon /> : <LinkIcon />}
      onClick={() => copyLink(url)}
      aria-live="polite"
    >
      {copied
        ? t('components.copyLink.copied')
        : (label ?? t('components.copyLink.copyLink'))}
    </Button>
  );
}
