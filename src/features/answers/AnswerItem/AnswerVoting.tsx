import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Answer } from '../../../api/types';
import {
  VoteButtons,
  type VoteDirection,
} from '../../../components/VoteButtons';
import { agoraTranslationRef } from '../../../translation';
import {
  useDeleteAnswerVoteMutation,
  useVoteAnswerMutation,
} from '../answersApi';

/** An answer's vote control: optimistic, disabled while in flight and on one's own answer. */
export function AnswerVoting({ answer }: { answer: Answer }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const analytics = useAnalytics();
  const [voteAnswer, vote] = useVoteAnswerMutation();
  const [deleteVote, unvote] = useDeleteAnswerVoteMutation();
  const ref = { postId: answer.postId, answerId: answer.id };

  const track = (direction: VoteDirection | 'none') =>
    analytics.captureEvent('vote', 'answer', {
      attributes: { ...ref, direction },
    });

  return (
    <VoteButtons
      score={answer.score}
      ownVote={answer.ownVote}
      onVote={direction => {
        voteAnswer({ ...ref, vote: direction });
        track(direction);
      }}
      onRemove={() => {
        deleteVote(ref);
        track('none');
      }}
      pending={vote.isLoading || unvote.isLoading}
      disabledReason={answer.own ? t('postPage.answers.ownVote') : undefined}
    />
  );
}
