import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import {
  VoteButtons,
  type VoteDirection,
} from '../../../components/VoteButtons';
import { useInDeletedPost } from '../../../hooks/useDeletedPost';
import { agoraTranslationRef } from '../../../translation';
import { voteValue } from '../postCache';
import {
  useDeletePostVoteMutation,
  useVotePostMutation,
} from '../postVotesApi';
import { useVoteInFrame } from '../useVoteInFrame';

/**
 * The post's vote control. The click shows the vote at once in the control
 * alone; after that frame the endpoints patch every cached copy and undo
 * with an alert on failure (`useVoteInFrame`). Buttons stay disabled until
 * the vote is settled so two undos never overlap.
 */
export function PostVoting({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const analytics = useAnalytics();
  const [votePost, vote] = useVotePostMutation();
  const [deleteVote, unvote] = useDeletePostVoteMutation();
  const deleted = useInDeletedPost();

  const inFrame = useVoteInFrame(post, next => {
    if (next) votePost({ id: post.id, vote: next === 1 ? 'up' : 'down' });
    else deleteVote(post.id);
  });

  const onVote = (direction: VoteDirection) => {
    inFrame.vote(voteValue(direction));
    analytics.captureEvent('vote', post.title, {
      attributes: { postId: post.id, direction },
    });
  };
  const onRemove = () => {
    inFrame.vote(undefined);
    analytics.captureEvent('vote', post.title, {
      attributes: { postId: post.id, direction: 'none' },
    });
  };

  return (
    <VoteButtons
      score={inFrame.shown.score}
      ownVote={inFrame.shown.ownVote}
      onVote={onVote}
      onRemove={onRemove}
      pending={inFrame.pending || vote.isLoading || unvote.isLoading}
      disabledReason={
        (deleted ? t('postPage.post.deletedVote') : undefined) ??
        (post.own ? t('postPage.post.ownVote') : undefined)
      }
    />
  );
}
