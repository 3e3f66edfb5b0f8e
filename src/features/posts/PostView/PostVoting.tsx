import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import {
  useDeletePostVoteMutation,
  useVotePostMutation,
} from '../postVotesApi';
import { VoteControl } from '../VoteControl';

/** The post's vote control (`VoteControl`), disabled on one's own post. */
export function PostVoting({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const analytics = useAnalytics();
  const [votePost, vote] = useVotePostMutation();
  const [deleteVote, unvote] = useDeletePostVoteMutation();

  return (
    <VoteControl
      subject={post}
      send={next => {
        if (next) votePost({ id: post.id, vote: next === 1 ? 'up' : 'down' });
        else deleteVote(post.id);
      }}
      track={direction =>
        analytics.captureEvent('vote', post.title, {
          attributes: { postId: post.id, direction },
        })
      }
      sending={vote.isLoading || unvote.isLoading}
      ownReason={t('postPage.post.ownVote')}
    />
  );
}
