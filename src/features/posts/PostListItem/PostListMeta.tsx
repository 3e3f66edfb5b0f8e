import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { AuthorLink } from '../../../components/AuthorLink';
import { EntityChips } from '../../../components/EntityChips';
import { RelativeTime } from '../../../components/RelativeTime';
import { TagChips } from '../../../components/TagChips';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.75) },
  chips: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.5),
  },
  byline: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    marginLeft: 'auto',
  },
}));

/**
 * Entities, tags, author, creation time and (once something happened
 * since) last activity of a post in a list; every chip
 * and the author link lead to the matching Agora page. Entities get a row
 * of their own: they are not tags.
 * @public
 */
export function PostListMeta({ post }: { post: Post }) {
  const classes = useStyles();
  const links = useAgoraLinks();
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <div className={classes.root}>
      <EntityChips entities={post.entities} href={links.entity} />
      <div className={classes.chips}>
        <TagChips tags={post.tags} href={links.tag} />
        <Typography
          component="span"
          variant="body2"
          color="textSecondary"
          className={classes.byline}
        >
          <AuthorLink
            author={post.author}
            anonymous={post.anonymous}
            own={post.own}
            href={links.user}
          />
          <RelativeTime date={post.created} />
          {post.lastActivity !== post.created && (
            <span>
              {t('postList.item.active')}{' '}
              <RelativeTime date={post.lastActivity} />
            </span>
          )}
        </Typography>
      </div>
    </div>
  );
}
