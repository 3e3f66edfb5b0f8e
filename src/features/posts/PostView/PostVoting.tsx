import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import {
  VoteButtons,
  type VoteDirection,
} from '../../../components/VoteButtons';
import { agoraTranslationRef } from '../../../translation';
import {
  useDeletePostVoteMutation,
  useVotePostMutation,
} from '../postVotesApi';

/**
 * The post's vote control. The endpoints patch the cache at click time and
 * undo with an alert on failure; buttons stay disabled while a vote is in
 * flight so two undos never overlap.
 */
export function PostVoting({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const analytics = useAnalytics();
  const [votePost, vote] = useVotePostMutation();
  const [deleteVote, unvote] = useDeletePostVoteMutation();

  const onVote = (direction: VoteDirection) => {
    votePost({ id: post.id, vote: direction });
    analytics.captureEvent('vote', post.title, {
      attributes: { postId: post.id, direction },
    });
  };
  const onRemove = () => {
    deleteVote(post.id);
    analytics.captureEvent('vote', post.title, {
      attributes: { postId: post.id, direction: 'none' },
    });
  };

  return (
    <VoteButtons
      score={post.score}
      ownVote={post.ownVote}
      onVote={onVote}
      onRemove={onRemove}
      pending={vote.isLoading || unvote.isLoading}
      disabledReason={post.own ? t('postPage.post.ownVote') : undefined}
    />
  );
}
