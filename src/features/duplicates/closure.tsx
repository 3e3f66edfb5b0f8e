import { useState } from 'react';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../api/errors';
import type { DuplicateOf } from '../../api/types';
import { AuthorLink } from '../../components/AuthorLink';
import { RelativeTime } from '../../components/RelativeTime';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { useReopenQuestionMutation } from './duplicatesApi';

/** The link to the original of a question closed as its duplicate. */
export function OriginalLink({ original }: { original: DuplicateOf }) {
  const links = useAgoraLinks();
  return (
    <Link to={links.post('question', original.id) ?? links.home}>
      {original.title}
    </Link>
  );
}

/** Who closed a question as a duplicate, and when. */
export function ClosedByLine({ original }: { original: DuplicateOf }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  // One message with both parts, so each language orders them.
  return t('duplicates.banner.closedBy', {
    when: <RelativeTime date={original.closed} />,
    who: <AuthorLink author={original.closedBy} href={links.user} hideAvatar />,
  });
}

/** Reopening a closed question, with the server's refusal kept to show. */
export function useReopen(postId: number) {
  const [reopen, reopening] = useReopenQuestionMutation();
  const [error, setError] = useState<string>();
  const onReopen = async () => {
    setError(undefined);
    try {
      await reopen(postId).unwrap();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return { onReopen, reopening: reopening.isLoading, error };
}
