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
import { PostTitle } from '../../posts/PostListItem';
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
  /**
   * Restores the post; the list takes it out at once. Without it the row is
   * its author's view: the reason and who deleted it, no actions.
   */
  onRestore?: (post: Post) => void;
}

/**
 * One deleted post: its title (to the post page, where moderators see it
 * with its banner), type, author, the reason, who deleted it and when, and
 * Restore and Delete permanently. Its author's view keeps the title, the
 * reason and whether they or a moderator deleted it.
 * @public
 */
export function DeletedPostRow({ post, onRestore }: DeletedPostRowProps) {
  const classes = useStyles();
  return (
    <Card variant="outlined" className={classes.row}>
      <PostTitle post={post} showType />
      <dl className={classes.facts}>
        {onRestore ? (
          <ModeratorFacts post={post} />
        ) : (
          <AuthorFacts post={post} />
        )}
      </dl>
      {onRestore && <ModeratorActions post={post} onRestore={onRestore} />}
    </Card>
  );
}

function NotRecorded({ children }: { children: string }) {
  return (
    <Typography component="span" variant="inherit" color="textSecondary">
      {children}
    </Typography>
  );
}

function Reason({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <>
      <dt>{t('moderate.deleted.reason')}</dt>
      <dd>
        {post.deleteReason ?? (
          <NotRecorded>{t('moderate.deleted.noReason')}</NotRecorded>
        )}
      </dd>
    </>
  );
}

function ModeratorFacts({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const notRecorded = (
    <NotRecorded>{t('moderate.deleted.notRecorded')}</NotRecorded>
  );
  return (
    <>
      <dt>{t('moderate.deleted.author')}</dt>
      <dd>
        <AuthorLink
          author={post.author}
          anonymous={post.anonymous}
          own={post.own}
          href={links.user}
        />
      </dd>
      <Reason post={post} />
      <dt>{t('moderate.deleted.deletedBy')}</dt>
      <dd>
        {post.deletedBy ? (
          <AuthorLink author={post.deletedBy} href={links.user} />
        ) : (
          notRecorded
        )}
      </dd>
      <dt>{t('moderate.deleted.deletedAt')}</dt>
      <dd>
        {post.deleted ? <RelativeTime date={post.deleted} /> : notRecorded}
      </dd>
    </>
  );
}

/** Its author learns the reason and only whether it was their own doing. */
function AuthorFacts({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <>
      <Reason post={post} />
      <dt>{t('moderate.deleted.deletedBy')}</dt>
      <dd>
        {post.deletedBy
          ? t('moderate.deleted.byYou')
          : t('moderate.deleted.byModerator')}
      </dd>
    </>
  );
}

function ModeratorActions({ post, onRestore }: Required<DeletedPostRowProps>) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [deletePost] = useDeletePostMutation();
  const purge = useReasonedDelete({
    remove: () => deletePost({ id: post.id, permanent: true }).unwrap(),
    failedMessage: t('moderate.deleted.purgeFailed'),
  });
  return (
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
      <DeleteDialog
        {...purge.dialog}
        withoutReason
        title={t('moderate.deleted.purgeTitle', { title: post.title })}
        message={t('moderate.deleted.purgeMessage')}
        confirmLabel={t('moderate.deleted.purge')}
      />
    </div>
  );
}
