import { useState } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Comment } from '../../../api/types';
import { ActionsMenu } from '../../../components/ActionsMenu';
import { useFlagAction } from '../../flags/FlagDialog';
import { FlagHiddenNote } from '../../flags/FlagHiddenNote';
import { useResolveFlagsOnSave } from '../../flags/useResolveFlagsOnSave';
import { AuthorLink } from '../../../components/AuthorLink';
import {
  DeleteDialog,
  useReasonedDelete,
} from '../../../components/DeleteDialog';
import { MarkdownView } from '../../../components/MarkdownView';
import { RelativeTime } from '../../../components/RelativeTime';
import { useInDeletedPost } from '../../../hooks/useDeletedPost';
import { agoraTranslationRef } from '../../../translation';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { CommentForm } from '../CommentForm';
import type { CommentActions } from './useCommentActions';

const useStyles = makeStyles(theme => ({
  root: {
    padding: theme.spacing(1, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    // Room under a sticky app header when jumped to via #comment_{id}.
    scrollMarginTop: theme.spacing(10),
  },
  content: { fontSize: theme.typography.body2.fontSize },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginTop: theme.spacing(0.5),
  },
}));

interface CommentItemProps {
  comment: Comment;
  actions: CommentActions;
  /** The address of the page showing the comment, for "Copy link". */
  pageUrl: string;
  /** Written by the signed-in user (comments carry no `own`). */
  own: boolean;
}

/** One comment: its text, author and time, and its actions menu. */
export function CommentItem({
  comment,
  actions,
  pageUrl,
  own,
}: CommentItemProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  // Opened from the Flags tab's Edit: in the editor, and saving resolves
  // the comment's flags (cancelling leaves them open).
  const flagged = useResolveFlagsOnSave('comment', comment.id);
  const [editing, setEditing] = useState(
    () => flagged.pending && Boolean(comment.canEdit),
  );
  const [deletePending, setDeletePending] = useState(false);
  const open = !useInDeletedPost() && !editing;
  // Anyone's but one's own may be flagged, also by a moderator who may
  // edit it (docs/api.md, "Flags").
  const flag = useFlagAction({
    kind: 'comment',
    id: comment.id,
    postId: comment.postId,
  });
  const flaggable = open && !own;

  // Pending per comment: the list's delete calls are shared by its items.
  const deleting = useReasonedDelete({
    remove: async reason => {
      setDeletePending(true);
      try {
        await actions.remove(comment.id, reason);
        return true;
      } finally {
        setDeletePending(false);
      }
    },
    failedMessage: t('postPage.comments.deleteFailed'),
  });

  return (
    <li id={`comment_${comment.id}`} className={classes.root}>
      {comment.flagHidden && <FlagHiddenNote variant="compact" />}
      {editing ? (
        <CommentForm
          initialValue={comment.content}
          submitLabel={t('postPage.comments.save')}
          onSubmit={async content => {
            await actions.update(comment.id, content);
            flagged.saved({ stay: true });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <MarkdownView content={comment.content} className={classes.content} />
      )}
      <Typography
        component="div"
        variant="caption"
        color="textSecondary"
        className={classes.meta}
      >
        <AuthorLink author={comment.author} href={links.user} hideAvatar />
        <RelativeTime date={comment.created} />
        {comment.updated && <span>({t('postPage.comments.edited')})</span>}
        <ActionsMenu
          subject="comment"
          copyUrl={`${pageUrl}#comment_${comment.id}`}
          onEdit={comment.canEdit && open ? () => setEditing(true) : undefined}
          onDelete={comment.canDelete && open ? deleting.start : undefined}
          actions={flaggable ? [flag.action] : undefined}
        />
        {flaggable && flag.element}
      </Typography>
      {/* A moderator says why, as for answers; one's own needs no reason. */}
      <DeleteDialog
        title={t('postPage.comments.deleteTitle')}
        confirmLabel={t('postPage.comments.deleteConfirm')}
        withoutReason={own}
        {...deleting.dialog}
        pending={deletePending}
      />
    </li>
  );
}
