import Button from '@material-ui/core/Button';
import Alert from '@material-ui/lab/Alert';
import AlertTitle from '@material-ui/lab/AlertTitle';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../api/types';
import { agoraTranslationRef } from '../../translation';
import { ClosedByLine, OriginalLink, useReopen } from './closure';

/**
 * Above a question closed as a duplicate: the link to its original, who
 * closed it and when, and Reopen for those who may (`canClose`).
 */
export function DuplicateBanner({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const { onReopen, reopening, error } = useReopen(post.id);
  const original = post.duplicateOf;
  if (!original) return null;

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
            disabled={reopening}
          >
            {t('duplicates.banner.reopen')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('duplicates.banner.heading')}</AlertTitle>
      <OriginalLink original={original} />
      <div>
        <ClosedByLine original={original} />
      </div>
      {error && <div role="alert">{error}</div>}
    </Alert>
  );
}
