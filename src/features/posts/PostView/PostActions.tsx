import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import DeleteIcon from '@material-ui/icons/Delete';
import EditIcon from '@material-ui/icons/Edit';
import { LinkButton } from '@backstage/core-components';
import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import type { Post } from '../../../api/types';
import { CopyLinkButton } from '../../../components/CopyLinkButton';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { agoraTranslationRef } from '../../../translation';
import {
  useFavoritePostMutation,
  useUnfavoritePostMutation,
} from '../postVotesApi';
import { useDeletePostMutation } from '../postsApi';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
}));

/** Favourite, copy link, and Edit / Delete where the server allows them. */
export function PostActions({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const links = useAgoraLinks();
  const view = links.post(post.type, post.id);
  const edit = links.editPost(post.type, post.id);
  const [favoritePost, favorite] = useFavoritePostMutation();
  const [unfavoritePost, unfavorite] = useUnfavoritePostMutation();
  const [deletePost, deletion] = useDeletePostMutation();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

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

  const confirmDelete = async (reason: string | undefined) => {
    setDeleteError(undefined);
    try {
      // Success-boolean call: a refusal without an errors list is `false`.
      if (await deletePost({ id: post.id, reason }).unwrap()) {
        setDeleting(false);
        // Back to the post's list, or the questions while its type has none.
        navigate(links.postList(post.type) ?? links.home);
      } else {
        setDeleteError(t('postPage.post.deleteFailed'));
      }
    } catch (e) {
      setDeleteError(errorMessage(e));
    }
  };

  return (
    <div
      className={classes.root}
      role="group"
      aria-label={t('postPage.post.actions')}
    >
      <FavoriteButton
        favorite={post.favorite}
        onToggle={toggleFavorite}
        pending={favorite.isLoading || unfavorite.isLoading}
      />
      {view && <CopyLinkButton url={view} />}
      {post.canEdit && edit && (
        <LinkButton
          to={edit}
          size="small"
          startIcon={<EditIcon />}
          // MUI gives non-native buttons role="button"; this one navigates, so
          // it keeps the anchor's own link role.
          role={undefined}
        >
          {t('postPage.post.edit')}
        </LinkButton>
      )}
      {post.canDelete && post.status !== 'deleted' && (
        <Button
          size="small"
          startIcon={<DeleteIcon />}
          onClick={() => setDeleting(true)}
        >
          {t('postPage.post.delete')}
        </Button>
      )}
      <DeleteDialog
        open={deleting}
        title={t(`postPage.post.deleteTitle.${post.type}`)}
        message={t('postPage.post.deleteMessage')}
        confirmLabel={t(`postPage.post.deleteConfirm.${post.type}`)}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(false);
          setDeleteError(undefined);
        }}
        pending={deletion.isLoading}
        error={deleteError}
      />
    </div>
  );
}
