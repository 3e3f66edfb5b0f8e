import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { VoteValue } from '../../../api/types';
import {
  VoteButtons,
  type VoteDirection,
} from '../../../components/VoteButtons';
import { useInDeletedPost } from '../../../hooks/useDeletedPost';
import { agoraTranslationRef } from '../../../translation';
import { type Votable, voteValue } from '../postCache';
import { useVoteInFrame } from '../useVoteInFrame';

/**
 * The vote control of a post or an answer. The click shows the vote at once
 * in the control alone; after that frame `send` runs the endpoint, which
 * patches every cached copy and undoes with an alert on failure
 * (`useVoteInFrame`). Buttons stay disabled until the vote is settled, so
 * two undos never overlap, and inside a deleted post or on one's own item
 * (`ownReason` says why).
 */
export function VoteControl(props: {
  subject: Votable & { own?: boolean };
  /** Sends the vote; undefined removes it. */
  send: (vote: VoteValue | undefined) => void;
  /** Records the click for analytics. */
  track: (direction: VoteDirection | 'none') => void;
  /** An endpoint of this control is in flight. */
  sending: boolean;
  /** Why one cannot vote on one's own post or answer. */
  ownReason: string;
}) {
  const { subject, send, track, sending, ownReason } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const deleted = useInDeletedPost();
  const inFrame = useVoteInFrame(subject, send);

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
      pending={inFrame.pending || sending}
      disabledReason={
        (deleted ? t('postPage.post.deletedVote') : undefined) ??
        (subject.own ? ownReason : undefined)
      }
    />
  );
}
