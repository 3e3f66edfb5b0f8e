import { useState } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import type { Comment } from '../../../api/types';
import { ActionsMenu } from '../../../components/ActionsMenu';
import { useFlagAction } from '../../flags/FlagDialog';
import { FlagHiddenNote } from '../../flags/FlagHiddenNote';
import { AuthorLink } from '../../../components/AuthorLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
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
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deletePending, setDeletePending] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const open = !useInDeletedPost() && !editing;
  // Anyone's but one's own may be flagged, also by a moderator who may
  // edit it (docs/api.md, "Flags").
  const flag = useFlagAction({
    kind: 'comment',
    id: comment.id,
    postId: comment.postId,
  });
  const flaggable = open && !own;

  const confirmDelete = async () => {
    setDeletePending(true);
    setDeleteError(undefined);
    try {
      await actions.remove(comment.id);
      setDeleting(false);
    } catch (e) {
      setDeleteError(errorMessage(e));
    } finally {
      setDeletePending(false);
    }
  };

  return (
    <li id={`comment_${comment.id}`} className={classes.root}>
      {comment.flagHidden && <FlagHiddenNote variant="compact" />}
      {editing ? (
        <CommentForm
          initialValue={comment.content}
          submitLabel={t('postPage.comments.save')}
          onSubmit={async content => {
            await actions.update(comment.id, content);
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
          onDelete={
            comment.canDelete && open ? () => setDeleting(true) : undefined
          }
          actions={flaggable ? [flag.action] : undefined}
        />
        {flaggable && flag.element}
      </Typography>
      <ConfirmDialog
        open={deleting}
        title={t('postPage.comments.deleteTitle')}
        confirmLabel={t('postPage.comments.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(false);
          setDeleteError(undefined);
        }}
        pending={deletePending}
        error={deleteError}
        destructive
      />
    </li>
  );
}
