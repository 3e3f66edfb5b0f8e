import { useState } from 'react';
import Button from '@material-ui/core/Button';
import Alert from '@material-ui/lab/Alert';
import AlertTitle from '@material-ui/lab/AlertTitle';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../api/errors';
import type { Post } from '../../api/types';
import { AuthorLink } from '../../components/AuthorLink';
import { RelativeTime } from '../../components/RelativeTime';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { useReopenQuestionMutation } from './duplicatesApi';

/**
 * Above a question closed as a duplicate: the link to its original, who
 * closed it and when, and Reopen for those who may (`canClose`).
 */
export function DuplicateBanner({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const [reopen, reopening] = useReopenQuestionMutation();
  const [error, setError] = useState<string>();
  const original = post.duplicateOf;
  if (!original) return null;

  const onReopen = async () => {
    setError(undefined);
    try {
      await reopen(post.id).unwrap();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Alert
      severity="info"
      // A standing note of the page, not news: screen readers should not
      // interrupt with it on every visit (only a failed reopen is an alert).
      role="note"
      action={
        post.canClose ? (
          <Button
            color="inherit"
            size="small"
            onClick={onReopen}
            disabled={reopening.isLoading}
          >
            {t('duplicates.banner.reopen')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('duplicates.banner.heading')}</AlertTitle>
      <Link to={links.post('question', original.id) ?? links.home}>
        {original.title}
      </Link>
      <div>
        {/* One message with both parts, so each language orders them. */}
        {t('duplicates.banner.closedBy', {
          when: <RelativeTime date={original.closed} />,
          who: (
            <AuthorLink
              author={original.closedBy}
              href={links.user}
              hideAvatar
            />
          ),
        })}
      </div>
      {error && <div role="alert">{error}</div>}
    </Alert>
  );
}
