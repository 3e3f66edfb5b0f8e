import Alert from '@material-ui/lab/Alert';
import AlertTitle from '@material-ui/lab/AlertTitle';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../api/types';
import { AuthorLink } from '../../components/AuthorLink';
import { RelativeTime } from '../../components/RelativeTime';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { ReviewActions } from './ReviewActions';

/**
 * Above a post: "Marked outdated" for every reader of an outdated post
 * (with "Still valid" for those who review it), or "Is this still right?"
 * to its reviewers when it is due. Standing notes, not alerts.
 */
export function ReviewBanner({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  if (post.review?.verdict === 'outdated') {
    return (
      <Alert severity="warning" role="note">
        <AlertTitle>{t('reviews.outdated.heading')}</AlertTitle>
        <div>
          {t('reviews.outdated.byline', {
            when: <RelativeTime date={post.review.reviewed} />,
            who: (
              <AuthorLink
                author={post.review.reviewedBy}
                href={links.user}
                hideAvatar
              />
            ),
          })}
        </div>
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
