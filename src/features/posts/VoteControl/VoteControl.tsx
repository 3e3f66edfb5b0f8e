import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { VoteValue } from '../../../api/types';
import {
  VoteButtons,
  type VoteDirection,
} from '../../../components/VoteButtons';
import { useInDeletedPost } from '../../../hooks/useDeletedPost';
import { agoraTranslationRef } from '../../../translation';
import { useCapability } from '../../permissions/permissionsApi';
import { type Votable, voteValue } from '../postCache';
import { useVoteInFrame } from '../useVoteInFrame';

/**
 * The vote control of a post or an answer. The click shows the vote at once
 * in the control alone; after that frame `send` runs the endpoint, which
 * patches every cached copy and undoes with an alert on failure
 * (`useVoteInFrame`). Buttons stay disabled until the vote is settled, so
 * two undos never overlap, and inside a deleted post, on one's own item
 * (`ownReason` says why) or for those the backend does not let vote
 * (`agora.vote`). The score always stays; the buttons stay in place too,
 * disabled with the reason, so the control keeps its shape whoever reads it.
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
  // Disabled, without a reason, until the permission is known.
  const voting = useCapability('vote');
  const refused = !voting.isLoading && !voting.allowed;

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
      pending={inFrame.pending || sending || voting.isLoading}
      disabledReason={
        (deleted ? t('postPage.post.deletedVote') : undefined) ??
        (subject.own ? ownReason : undefined) ??
        (refused ? t('permissions.vote') : undefined)
      }
    />
  );
}
