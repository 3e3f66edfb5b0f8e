import { useId, useState } from 'react';
import Button from '@material-ui/core/Button';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../api/errors';
import {
  REVIEW_REASON_MAX_LENGTH,
  type Post,
  type ReviewVerdict,
} from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSignedInUserRef } from '../../hooks/useSignedInUserRef';
import { agoraTranslationRef } from '../../translation';
import { useReviewPostMutation } from './reviewsApi';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
}));

/**
 * "Still valid" and "Outdated" for a post the person may review; `verdicts`
 * narrows them (an outdated post only offers "Still valid"). "Still valid"
 * shows at once, a refusal undoes it with an alert (reviewsApi). "Outdated"
 * asks first, with an optional reason readers see in the banner, and waits
 * for the server: a refusal keeps the dialog and the reason typed, with the
 * server's reason.
 */
export function ReviewActions({
  post,
  verdicts = ['valid', 'outdated'],
  named,
}: {
  post: Pick<Post, 'id' | 'title'>;
  verdicts?: ReviewVerdict[];
  /** In lists, the buttons name their post for screen readers. */
  named?: boolean;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [review, reviewing] = useReviewPostMutation();
  const reviewer = useSignedInUserRef();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reasonId = useId();
  const onReview = (verdict: ReviewVerdict) => {
    if (verdict === 'outdated') {
      setError(undefined);
      setAsking(true);
    } else review({ id: post.id, verdict, reviewer });
  };
  const markOutdated = async () => {
    setError(undefined);
    try {
      const trimmed = reason.trim();
      await review({
        id: post.id,
        verdict: 'outdated',
        reviewer,
        ...(trimmed ? { reason: trimmed } : {}),
      }).unwrap();
      setAsking(false);
      setReason('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <div
      className={classes.root}
      role="group"
      aria-label={t('reviews.actions.label')}
    >
      {verdicts.map(verdict => (
        <Button
          key={verdict}
          size="small"
          variant="outlined"
          color={verdict === 'valid' ? 'primary' : 'default'}
          disabled={reviewing.isLoading}
          onClick={() => onReview(verdict)}
          aria-label={
            named
              ? t(`reviews.actions.${verdict}Named`, { title: post.title })
              : undefined
          }
        >
          {t(`reviews.actions.${verdict}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking}
        title={t('reviews.outdatedDialog.title', { title: post.title })}
        message={t('reviews.outdatedDialog.message')}
        confirmLabel={t('reviews.outdatedDialog.confirm')}
        onConfirm={markOutdated}
        onCancel={() => setAsking(false)}
        pending={reviewing.isLoading}
        error={error}
      >
        <TextField
          id={reasonId}
          label={t('reviews.outdatedDialog.reason')}
          value={reason}
          onChange={e => setReason(e.target.value)}
          disabled={reviewing.isLoading}
          helperText={t('reviews.outdatedDialog.reasonHelp', {
            used: String(reason.length),
            max: String(REVIEW_REASON_MAX_LENGTH),
          })}
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          variant="outlined"
          inputProps={{ maxLength: REVIEW_REASON_MAX_LENGTH }}
        />
      </ConfirmDialog>
    </div>
  );
}
