import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Answer } from '../../../api/types';
import {
  VoteButtons,
  type VoteDirection,
} from '../../../components/VoteButtons';
import { useInDeletedPost } from '../../../hooks/useDeletedPost';
import { agoraTranslationRef } from '../../../translation';
import { voteValue } from '../../posts/postCache';
import { useVoteInFrame } from '../../posts/useVoteInFrame';
import {
  useDeleteAnswerVoteMutation,
  useVoteAnswerMutation,
} from '../answersApi';

/**
 * An answer's vote control, painted in the click's frame like the post's
 * (`useVoteInFrame`): the endpoints patch the cache after that frame and
 * undo on failure; disabled while in flight and on one's own answer.
 */
export function AnswerVoting({ answer }: { answer: Answer }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const analytics = useAnalytics();
  const [voteAnswer, vote] = useVoteAnswerMutation();
  const [deleteVote, unvote] = useDeleteAnswerVoteMutation();
  const deleted = useInDeletedPost();
  const ref = { postId: answer.postId, answerId: answer.id };

  const inFrame = useVoteInFrame(answer, next => {
    if (next) voteAnswer({ ...ref, vote: next === 1 ? 'up' : 'down' });
    else deleteVote(ref);
  });

  const track = (direction: VoteDirection | 'none') =>
    analytics.captureEvent('vote', 'answer', {
      attributes: { ...ref, direction },
    });

  return (
    <VoteButtons
      score={inFrame.shown.score}
      ownVote={inFrame.shown.ownVote}
      onVote={direction => {
        inFrame.vote(voteValue(direction));
        track(direction);
      }}
      onRemove={() => {
        inFrame.vote(undefined);
        track('none');
      }}
      pending={inFrame.pending || vote.isLoading || unvote.isLoading}
      disabledReason={
        (deleted ? t('postPage.post.deletedVote') : undefined) ??
        (answer.own ? t('postPage.answers.ownVote') : undefined)
      }
    />
  );
}
