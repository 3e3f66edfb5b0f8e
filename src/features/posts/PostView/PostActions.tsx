import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import FileCopyIcon from '@material-ui/icons/FileCopyOutlined';
import { useAnalytics } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { ActionsMenu, CopyLinkButton } from '../../../components/ActionsMenu';
import {
  DeleteDialog,
  useReasonedDelete,
} from '../../../components/DeleteDialog';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { LinkButton } from '../../../components/LinkButton';
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
import { FollowButton } from '../../follows/FollowButton';
import { useFlagAction } from '../../flags/FlagDialog';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: theme.spacing(0.5),
    rowGap: theme.spacing(1),
  },
  // Pushes the star, Add to collection and the menu to the row's end; on a
  // narrow column the row wraps and they start the next line.
  spacer: { flex: 1 },
}));

/**
 * The post's everyday actions as visible text buttons under its text, as
 * on Stack Overflow: Copy link, Edit (when `canEdit`), Follow / Unfollow
 * (not on a deleted post) and Flag (someone else's live post); then the
 * favourite star, Add to collection, and the "More actions" menu with the
 * rarer ones: Delete (when `canDelete`) and Close as duplicate (when
 * `canClose`). Only what the person may do is shown (docs/permissions.md).
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
  const deleted = post.status === 'deleted';

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
      {view !== undefined && <CopyLinkButton url={view} />}
      {post.canEdit && edit && (
        <LinkButton size="small" color="default" to={edit}>
          {t('components.actionsMenu.edit')}
        </LinkButton>
      )}
      {!deleted && (
        <FollowButton
          kind="posts"
          id={post.id}
          following={post.following}
          name={post.title}
          inline
        />
      )}
      {flaggable && (
        <Button size="small" onClick={flag.action.run}>
          {flag.action.label}
        </Button>
      )}
      <span className={classes.spacer} />
      {!deleted && (
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
        onDelete={post.canDelete && !deleted ? deleting.start : undefined}
        actions={
          closable
            ? [
                {
                  key: 'close-duplicate',
                  label: t('duplicates.action'),
                  icon: <FileCopyIcon />,
                  run: () => setClosing(true),
                },
              ]
            : []
        }
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
