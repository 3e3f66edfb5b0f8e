import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { AuthorLink } from '../../../components/AuthorLink';
import { RelativeTime } from '../../../components/RelativeTime';
import { agoraTranslationRef } from '../../../translation';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { EditedLink } from '../../revisions/EditedLink';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(0.5),
  },
  item: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
  },
}));

/** Who posted and updated a post, when, and how often it was seen. */
export function PostMeta({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  return (
    <Typography
      component="div"
      variant="body2"
      color="textSecondary"
      className={classes.root}
    >
      <span className={classes.item}>
        {t(`postPage.post.created.${post.type}`)}{' '}
        <RelativeTime date={post.created} /> {t('postPage.post.by')}{' '}
        <AuthorLink
          author={post.author}
          anonymous={post.anonymous}
          own={post.own}
          href={links.user}
        />
      </span>
      {post.updated && (
        <span className={classes.item}>
          <EditedLink
            href={links.postHistory(post.type, post.id)}
            updated={post.updated}
            updatedBy={post.updatedBy}
          />
        </span>
      )}
      <span className={classes.item}>
        {t('postPage.post.viewed', { count: post.views })}
      </span>
    </Typography>
  );
}
