import Button from '@material-ui/core/Button';
import Card from '@material-ui/core/Card';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { AuthorLink } from '../../../components/AuthorLink';
import {
  DeleteDialog,
  useReasonedDelete,
} from '../../../components/DeleteDialog';
import { RelativeTime } from '../../../components/RelativeTime';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PostTitle } from '../../postList/PostListItem';
import { useDeletePostMutation } from '../../posts/postsApi';

const useStyles = makeStyles(theme => ({
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 2),
  },
  // Every line as tall as an author's avatar: rows with and without one
  // (Reason, Deleted by) then stand the same gap apart.
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: theme.spacing(0.5, 2),
    margin: 0,
    lineHeight: `${theme.spacing(3)}px`,
    '& dt': { color: theme.palette.text.secondary },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
}));

/** @public */
export interface DeletedPostRowProps {
  post: Post;
  /** Restores the post; the list takes it out at once. */
  onRestore: (post: Post) => void;
}

/**
 * One deleted post: its title (to the post page, where moderators see it
 * with its banner), type, author, the reason, who deleted it and when, and
 * Restore and Delete permanently.
 * @public
 */
export function DeletedPostRow({ post, onRestore }: DeletedPostRowProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const [deletePost] = useDeletePostMutation();
  const purge = useReasonedDelete({
    remove: () => deletePost({ id: post.id, permanent: true }).unwrap(),
    failedMessage: t('moderate.deleted.purgeFailed'),
  });

  return (
    <Card variant="outlined" className={classes.row}>
      <PostTitle post={post} showType />
      <dl className={classes.facts}>
        <dt>{t('moderate.deleted.author')}</dt>
        <dd>
          <AuthorLink
            author={post.author}
            anonymous={post.anonymous}
            own={post.own}
            href={links.user}
          />
        </dd>
        <dt>{t('moderate.deleted.reason')}</dt>
        <dd>
          {post.deleteReason ?? (
            <Typography
              component="span"
              variant="inherit"
              color="textSecondary"
            >
              {t('moderate.deleted.noReason')}
            </Typography>
          )}
        </dd>
        <dt>{t('moderate.deleted.deletedBy')}</dt>
        <dd>
          {post.deletedBy ? (
            <AuthorLink author={post.deletedBy} href={links.user} />
          ) : (
            <Typography
              component="span"
              variant="inherit"
              color="textSecondary"
            >
              {t('moderate.deleted.notRecorded')}
            </Typography>
          )}
        </dd>
        <dt>{t('moderate.deleted.deletedAt')}</dt>
        <dd>
          {post.deleted ? (
            <RelativeTime date={post.deleted} />
          ) : (
            <Typography
              component="span"
              variant="inherit"
              color="textSecondary"
            >
              {t('moderate.deleted.notRecorded')}
            </Typography>
          )}
        </dd>
      </dl>
      <div className={classes.actions}>
        <Button
          variant="outlined"
          color="primary"
          onClick={() => onRestore(post)}
          aria-label={t('moderate.deleted.restoreNamed', { title: post.title })}
        >
          {t('moderate.deleted.restore')}
        </Button>
        <Button
          variant="outlined"
          onClick={purge.start}
          aria-label={t('moderate.deleted.purgeNamed', { title: post.title })}
        >
          {t('moderate.deleted.purge')}
        </Button>
      </div>
      <DeleteDialog
        {...purge.dialog}
        withoutReason
        title={t('moderate.deleted.purgeTitle', { title: post.title })}
        message={t('moderate.deleted.purgeMessage')}
        confirmLabel={t('moderate.deleted.purge')}
      />
    </Card>
  );
}
