import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post, ReviewVerdict } from '../../api/types';
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
 * narrows them (an outdated post only offers "Still valid"). The review
 * shows at once; a refusal undoes it with an alert (reviewsApi).
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
  const onReview = (verdict: ReviewVerdict) =>
    review({ id: post.id, verdict, reviewer });
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
    </div>
  );
}
