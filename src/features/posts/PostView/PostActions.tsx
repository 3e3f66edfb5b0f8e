import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { makeStyles } from '@material-ui/core/styles';
import FileCopyIcon from '@material-ui/icons/FileCopyOutlined';
import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { ActionsMenu } from '../../../components/ActionsMenu';
import {
  DeleteDialog,
  useReasonedDelete,
} from '../../../components/DeleteDialog';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { useAgoraDispatch } from '../../../state/context';
import { noticeShown } from '../../../state/noticesSlice';
import { agoraTranslationRef } from '../../../translation';
import {
  useFavoritePostMutation,
  useUnfavoritePostMutation,
} from '../postVotesApi';
import { useDeletePostMutation } from '../postsApi';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { AddToCollectionButton } from '../../collections/AddToCollection';
import { CloseAsDuplicateDialog } from '../../duplicates/CloseAsDuplicateDialog';
import { useFlagAction } from '../../flags/FlagDialog';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
}));

/**
 * The favourite star, and Edit / Delete (where the server allows them) and
 * Copy link in the "More actions" menu.
 */
export function PostActions({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const dispatch = useAgoraDispatch();
  const links = useAgoraLinks();
  const view = links.post(post.type, post.id);
  const edit = links.editPost(post.type, post.id);
  const [favoritePost, favorite] = useFavoritePostMutation();
  const [unfavoritePost, unfavorite] = useUnfavoritePostMutation();
  const [deletePost, deletion] = useDeletePostMutation();
  const deleting = useReasonedDelete({
    remove: reason => deletePost({ id: post.id, reason }).unwrap(),
    failedMessage: t('postPage.post.deleteFailed'),
    onDeleted: () => {
      dispatch(
        noticeShown({
          kind: 'postDeleted',
          postId: post.id,
          postType: post.type,
          // Only moderators restore (docs/api.md), and the client has no
          // moderator flag: but only a moderator may delete someone else's post.
          restorable: Boolean(post.canDelete && !post.own),
        }),
      );
      // Back to the post's list, or the questions while its type has none.
      navigate(links.postList(post.type) ?? links.home);
    },
  });

  // Questions open to closing, for those who may close them (`canClose`).
  const closable =
    post.canClose && post.status === 'active' && !post.duplicateOf;
  const [closing, setClosing] = useState(false);
  // Someone else's live post may be flagged (docs/api.md, "Flags").
  const flag = useFlagAction({ kind: 'post', id: post.id, postId: post.id });
  const flaggable = !post.own && post.status === 'active';

  const toggleFavorite = () => {
    if (post.favorite) unfavoritePost(post.id);
    else favoritePost(post.id);
    analytics.captureEvent(
      post.favorite ? 'unfavorite' : 'favorite',
      post.title,
      {
        attributes: { postId: post.id },
      },
    );
  };

  return (
    <div
      className={classes.root}
      role="group"
      aria-label={t('postPage.post.actions')}
    >
      {post.status !== 'deleted' && (
        <>
          <FavoriteButton
            favorite={post.favorite}
            onToggle={toggleFavorite}
            pending={favorite.isLoading || unfavorite.isLoading}
          />
          <AddToCollectionButton post={post} />
        </>
      )}
      <ActionsMenu
        subject="post"
        copyUrl={view}
        onEdit={post.canEdit && edit ? () => navigate(edit) : undefined}
        onDelete={
          post.canDelete && post.status !== 'deleted'
            ? deleting.start
            : undefined
        }
        actions={[
          ...(closable
            ? [
                {
                  key: 'close-duplicate',
                  label: t('duplicates.action'),
                  icon: <FileCopyIcon />,
                  run: () => setClosing(true),
                },
              ]
            : []),
          ...(flaggable ? [flag.action] : []),
        ]}
      />
      {flaggable && flag.element}
      {closable && (
        <CloseAsDuplicateDialog
          post={post}
          open={closing}
          onClose={() => setClosing(false)}
        />
      )}
      <DeleteDialog
        title={t(`postPage.post.deleteTitle.${post.type}`)}
        message={t('postPage.post.deleteMessage')}
        confirmLabel={t(`postPage.post.deleteConfirm.${post.type}`)}
        {...deleting.dialog}
        pending={deletion.isLoading}
      />
    </div>
  );
}
