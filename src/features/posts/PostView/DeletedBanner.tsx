import { useState } from 'react';
import Button from '@material-ui/core/Button';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import type { Post } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { useRestorePostMutation } from '../postsApi';

/**
 * Tells a moderator the post is deleted, why, and lets them restore it; its
 * author (who alone besides moderators reads it, without `canEdit`) learns
 * who deleted it and why.
 */
export function DeletedBanner({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [restorePost, restore] = useRestorePostMutation();
  const [error, setError] = useState<string>();

  const onRestore = async () => {
    setError(undefined);
    try {
      await restorePost(post.id).unwrap();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  if (!post.canEdit) {
    return (
      <Alert severity="warning">
        <div>
          {post.deletedBy
            ? t('postPage.post.deletedByYou')
            : t('postPage.post.deletedByModerator')}
        </div>
        {post.deleteReason && (
          <div>
            {t('postPage.post.deletedReason', { reason: post.deleteReason })}
          </div>
        )}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onRestore}
          disabled={restore.isLoading}
        >
          {t('postPage.post.restore')}
        </Button>
      }
    >
      <div>{t('postPage.post.deleted')}</div>
      {post.deleteReason && (
        <div>
          {t('postPage.post.deletedReason', { reason: post.deleteReason })}
        </div>
      )}
      {error && <div role="alert">{error}</div>}
    </Alert>
  );
}
