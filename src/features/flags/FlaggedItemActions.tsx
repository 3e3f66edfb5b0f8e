import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@material-ui/core/Button';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { FlaggedItem, FlagResolution } from '../../api/types';
import { DeleteDialog, useReasonedDelete } from '../../components/DeleteDialog';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { useDeleteAnswerMutation } from '../answers/answersApi';
import {
  useDeleteAnswerCommentMutation,
  useDeletePostCommentMutation,
} from '../comments/commentsApi';
import { CloseAsDuplicateDialog } from '../duplicates/CloseAsDuplicateDialog';
import { useDeletePostMutation } from '../posts/postsApi';
import { useResolveFlagsMutation } from './flagsApi';
import { flaggedEditState } from './useResolveFlagsOnSave';

/** The existing delete call of the item's kind, with the moderator's reason. */
function useDeleteItem(item: FlaggedItem) {
  const [deletePost, post] = useDeletePostMutation();
  const [deleteAnswer, answer] = useDeleteAnswerMutation();
  const [deletePostComment, postComment] = useDeletePostCommentMutation();
  const [deleteAnswerComment, answerComment] = useDeleteAnswerCommentMutation();
  const remove = async (reason: string | undefined): Promise<boolean> => {
    const { kind, id, postId, answerId } = item;
    if (kind === 'post') return deletePost({ id, reason }).unwrap();
    if (kind === 'answer')
      return deleteAnswer({ postId, answerId: id, reason }).unwrap();
    const comment = { postId, commentId: id, reason };
    // Comment deletes answer with the parent rather than a success flag.
    if (answerId !== undefined)
      await deleteAnswerComment({ ...comment, answerId }).unwrap();
    else await deletePostComment(comment).unwrap();
    return true;
  };
  const pending = [post, answer, postComment, answerComment].some(
    call => call.isLoading,
  );
  return { remove, pending };
}

/**
 * What a moderator does with a flagged item, each resolving its flags:
 * Dismiss, Edit (to the editor; the flags are resolved once the edit is
 * saved, useResolveFlagsOnSave), Close as duplicate (questions) and Delete
 * with a reason.
 */
export function FlaggedItemActions({ item }: { item: FlaggedItem }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const navigate = useNavigate();
  const [resolveFlags, resolving] = useResolveFlagsMutation();
  const [closing, setClosing] = useState(false);
  const page = links.post(item.postType, item.postId) ?? links.home;
  // Posts have an edit page; answers and comments are edited in their thread.
  const editor =
    item.kind === 'post'
      ? (links.editPost(item.postType, item.id) ?? page)
      : `${page}#${item.kind}_${item.id}`;
  const closable = item.kind === 'post' && item.postType === 'question';

  // Optimistic: the row leaves at once, and comes back with an alert
  // carrying the server's reason if resolving fails (api/optimistic.ts).
  const resolve = async (resolution: FlagResolution) => {
    try {
      await resolveFlags({ kind: item.kind, id: item.id, resolution }).unwrap();
      return true;
    } catch {
      return false;
    }
  };
  const deletion = useDeleteItem(item);
  const deleting = useReasonedDelete({
    remove: deletion.remove,
    failedMessage: t('flags.moderate.deleteFailed'),
    onDeleted: () => resolve('deleted'),
  });
  const named = (action: string) =>
    t('flags.moderate.named', { action, title: item.title });
  const button = (label: string, onClick: () => void, destructive = false) => (
    <Button
      variant="outlined"
      size="small"
      color={destructive ? 'secondary' : 'default'}
      disabled={resolving.isLoading}
      onClick={onClick}
      aria-label={named(label)}
    >
      {label}
    </Button>
  );

  return (
    <>
      {button(t('flags.moderate.dismiss'), () => resolve('dismissed'))}
      {button(t('flags.moderate.edit'), () =>
        navigate(editor, { state: flaggedEditState(item.kind, item.id) }),
      )}
      {closable && button(t('duplicates.action'), () => setClosing(true))}
      {button(t('flags.moderate.delete'), deleting.start, true)}
      {closable && (
        <CloseAsDuplicateDialog
          post={{ id: item.id, title: item.title }}
          open={closing}
          onClose={() => setClosing(false)}
          onClosed={() => resolve('closed')}
        />
      )}
      <DeleteDialog
        title={t('flags.moderate.deleteTitle')}
        message={t('flags.moderate.deleteMessage')}
        {...deleting.dialog}
        pending={deletion.pending}
      />
    </>
  );
}
