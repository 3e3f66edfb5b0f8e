import Button from '@material-ui/core/Button';
import Snackbar from '@material-ui/core/Snackbar';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../api/errors';
import type { PostType } from '../../api/types';
import { useRestorePostMutation } from '../../features/posts/postsApi';
import { useAgoraDispatch, useAgoraSelector } from '../../state/context';
import {
  noticeDismissed,
  noticeShown,
  selectNotice,
} from '../../state/noticesSlice';
import { agoraTranslationRef } from '../../translation';

// Long enough to reach Undo; errors stay until closed.
const HIDE_AFTER_MS = 8000;

/**
 * The snackbar of the notices slice, mounted once by the layout, so a
 * notice survives the navigation that follows its cause ("Question deleted"
 * on the list a deletion returns to). Undo restores the deleted post.
 * @public
 */
export function AgoraNotices() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const dispatch = useAgoraDispatch();
  const notice = useAgoraSelector(selectNotice);
  const [restorePost, restore] = useRestorePostMutation();
  if (!notice) return null;

  const dismiss = () => dispatch(noticeDismissed(notice.id));
  const undo = async (postId: number, postType: PostType) => {
    try {
      await restorePost(postId).unwrap();
      dispatch(noticeShown({ kind: 'postRestored', postId, postType }));
    } catch (e) {
      dispatch(noticeShown({ kind: 'restoreFailed', reason: errorMessage(e) }));
    }
  };

  let text: string;
  let action = null;
  if (notice.kind === 'postDeleted') {
    text = t(`components.notices.deleted.${notice.postType}`);
    if (notice.restorable) {
      action = (
        <Button
          color="inherit"
          size="small"
          disabled={restore.isLoading}
          onClick={() => undo(notice.postId, notice.postType)}
        >
          {t('components.notices.undo')}
        </Button>
      );
    }
  } else if (notice.kind === 'postRestored') {
    text = t(`components.notices.restored.${notice.postType}`);
  } else {
    text = notice.reason;
  }
  const failed = notice.kind === 'restoreFailed';

  return (
    <Snackbar
      // A new notice is a new snackbar, with its own timer.
      key={notice.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={failed ? null : HIDE_AFTER_MS}
      // A click elsewhere on the page must not take the Undo away.
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
    >
      <Alert
        severity={failed ? 'error' : 'success'}
        role={failed ? 'alert' : 'status'}
        variant="filled"
        action={action}
        onClose={dismiss}
        closeText={t('components.notices.dismiss')}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
