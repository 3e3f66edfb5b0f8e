import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Answer } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { VoteControl } from '../../posts/VoteControl';
import {
  useDeleteAnswerVoteMutation,
  useVoteAnswerMutation,
} from '../answersApi';

/** An answer's vote control (`VoteControl`), disabled on one's own answer. */
export function AnswerVoting({ answer }: { answer: Answer }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const analytics = useAnalytics();
  const [voteAnswer, vote] = useVoteAnswerMutation();
  const [deleteVote, unvote] = useDeleteAnswerVoteMutation();
  const ref = { postId: answer.postId, answerId: answer.id };

  return (
    <VoteControl
      subject={answer}
      send={next => {
        if (next) voteAnswer({ ...ref, vote: next === 1 ? 'up' : 'down' });
        else deleteVote(ref);
      }}
      track={direction =>
        analytics.captureEvent('vote', 'answer', {
          attributes: { ...ref, direction },
        })
      }
      sending={vote.isLoading || unvote.isLoading}
      ownReason={t('postPage.answers.ownVote')}
    />
  );
}
