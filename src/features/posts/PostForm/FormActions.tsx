import { useState } from 'react';
import Button from '@material-ui/core/Button';
import CircularProgress from '@material-ui/core/CircularProgress';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { agoraTranslationRef } from '../../../translation';

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
  const [confirming, setConfirming] = useState(false);
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
        <>
          <Button onClick={() => setConfirming(true)} disabled={submitting}>
            {t('postForm.discardDraft')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('postForm.discardDraft')}
            confirmLabel={t('postForm.discardDraft')}
            cancelLabel={t('postForm.leave.cancel')}
            destructive
            onConfirm={() => {
              setConfirming(false);
              onDiscard();
            }}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </div>
  );
}
