import type { ReactNode } from 'react';
import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { useCopyLink } from './useCopyLink';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center' },
});

/** Props of {@link CopyLinkButton}. */
export interface CopyLinkButtonProps {
  /** The address to copy; a relative one is resolved against the page. */
  url: string;
  /** The button's text; "Copy link" when omitted. */
  label?: string;
  /** What is announced once copied; "Link copied" when omitted. */
  copiedLabel?: string;
  /** Names what is copied, when the button's text alone does not. */
  'aria-label'?: string;
  startIcon?: ReactNode;
}

/**
 * A small "Copy link" text button and, beside it, the confirmation once the
 * address is copied (useCopyLink). The confirmation's live region is always
 * there, so it is announced when it appears.
 */
export function CopyLinkButton(props: CopyLinkButtonProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { copied, copyLink } = useCopyLink();
  return (
    <span className={classes.root}>
      <Button
        size="small"
        startIcon={props.startIcon}
        aria-label={props['aria-label']}
        // Within the click: browsers allow clipboard writes only then.
        onClick={() => copyLink(props.url)}
      >
        {props.label ?? t('components.actionsMenu.copyLink')}
      </Button>
      <Typography
        component="span"
        variant="caption"
        color="textSecondary"
        aria-live="polite"
      >
        {copied
          ? (props.copiedLabel ?? t('components.actionsMenu.linkCopied'))
          : ''}
      </Typography>
    </span>
  );
}
