import Alert from '@material-ui/lab/Alert';
import AlertTitle from '@material-ui/lab/AlertTitle';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../api/types';
import { AuthorLink } from '../../components/AuthorLink';
import { RelativeTime } from '../../components/RelativeTime';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { ReviewActions } from './ReviewActions';

const useStyles = makeStyles(theme => ({
  reason: {
    margin: theme.spacing(0.5, 0, 0),
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
}));

/**
 * Above a post: "Marked outdated" for every reader of an outdated post
 * (with "Still valid" for those who review it), or "Is this still right?"
 * to its reviewers when it is due. Standing notes, not alerts.
 */
export function ReviewBanner({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  if (post.review?.verdict === 'outdated') {
    return (
      <Alert severity="warning" role="note">
        <AlertTitle>{t('reviews.outdated.heading')}</AlertTitle>
        <div>
          {t(
            post.review.reason
              ? 'reviews.outdated.bylineWithReason'
              : 'reviews.outdated.byline',
            {
              when: <RelativeTime date={post.review.reviewed} />,
              who: (
                <AuthorLink
                  author={post.review.reviewedBy}
                  href={links.user}
                  hideAvatar
                />
              ),
            },
          )}
        </div>
        {/* The reviewer's words, plain text, instead of the general sentence. */}
        {post.review.reason && (
          <Typography
            variant="body2"
            component="blockquote"
            className={classes.reason}
          >
            {post.review.reason}
          </Typography>
        )}
        {post.canReview && <ReviewActions post={post} verdicts={['valid']} />}
      </Alert>
    );
  }
  if (!post.needsReview) return null;
  return (
    <Alert severity="info" role="note">
      <AlertTitle>{t('reviews.due.heading')}</AlertTitle>
      <div>{t(`reviews.due.message.${post.type}`)}</div>
      <ReviewActions post={post} />
    </Alert>
  );
}
