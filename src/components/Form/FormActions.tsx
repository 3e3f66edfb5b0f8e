import Button from '@material-ui/core/Button';
import CircularProgress from '@material-ui/core/CircularProgress';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { DiscardDraftButton } from './DiscardDraftButton';

const useStyles = makeStyles(theme => ({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(2),
    marginTop: theme.spacing(3),
  },
  spacer: { flex: 1 },
}));

export interface FormActionsProps {
  submitLabel: string;
  submitting: boolean;
  cancelHref: string;
  /** Offer to throw the draft away; only when there is one. */
  onDiscard?: () => void;
}

/** Submit with progress, cancel, and discarding the draft after a confirmation. */
export function FormActions({
  submitLabel,
  submitting,
  cancelHref,
  onDiscard,
}: FormActionsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
    <div className={classes.actions}>
      <Button
        type="submit"
        variant="contained"
        color="primary"
        disabled={submitting}
        aria-busy={submitting}
        startIcon={
          submitting ? (
            <CircularProgress size={16} color="inherit" />
          ) : undefined
        }
      >
        {submitting ? t('postForm.submit.saving') : submitLabel}
      </Button>
      <Link to={cancelHref}>{t('postForm.cancel')}</Link>
      <span className={classes.spacer} />
      {onDiscard && (
        <DiscardDraftButton onDiscard={onDiscard} disabled={submitting} />
      )}
    </div>
  );
}
