import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import LanguageIcon from '@material-ui/icons/Language';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { linkHost } from '../linkHost';
import { OpenLinkButton } from '../OpenLinkButton';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(2),
    padding: theme.spacing(2),
    marginBottom: theme.spacing(2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  icon: { color: theme.palette.text.secondary },
  address: { flex: '1 1 240px', minWidth: 0 },
  url: { overflowWrap: 'anywhere' },
  clicks: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
}));

/** @public */
export interface LinkLeadProps {
  post: Post;
}

/**
 * The top of a link post's page: the address it shares (host and full URL),
 * the button that opens it in a new tab and counts the click, and the click
 * count, which moves as soon as the button is used (see clickLink in
 * postsApi). Clicks are not votes: the post's score stays its own.
 * @public
 */
export function LinkLead({ post }: LinkLeadProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const host = linkHost(post.url);
  if (!host) return null;
  return (
    <section className={classes.root} aria-label={t('links.lead.label')}>
      <LanguageIcon className={classes.icon} aria-hidden />
      <div className={classes.address}>
        <Typography variant="h6" component="p">
          {host}
        </Typography>
        <Typography
          variant="body2"
          color="textSecondary"
          className={classes.url}
        >
          {post.url}
        </Typography>
      </div>
      <Typography
        variant="body2"
        color="textSecondary"
        className={classes.clicks}
        role="status"
      >
        {t('postList.item.clicks', { count: post.clicks })}
      </Typography>
      <OpenLinkButton post={post} prominent />
    </section>
  );
}
