import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import LanguageIcon from '@material-ui/icons/Language';
import OpenInNewIcon from '@material-ui/icons/OpenInNew';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { safeUrl } from '../../../utils/safeUrl';
import { useClickLinkMutation } from '../../posts/postsApi';

const useStyles = makeStyles(theme => ({
  host: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    overflowWrap: 'anywhere',
  },
  icon: { fontSize: '1rem' },
}));

/** The host of a link post, or undefined when the URL is not a safe web address. */
export function linkHost(url: string | undefined): string | undefined {
  const safe = url ? safeUrl(url) : '';
  if (!/^https?:\/\//i.test(safe)) return undefined;
  try {
    return new URL(safe).host;
  } catch {
    return undefined;
  }
}

/** The site a link post points to, shown under its title. @public */
export function PostLinkHost({ post }: { post: Pick<Post, 'url'> }) {
  const classes = useStyles();
  const host = linkHost(post.url);
  if (!host) return null;
  return (
    <Typography
      variant="caption"
      color="textSecondary"
      className={classes.host}
    >
      <LanguageIcon className={classes.icon} aria-hidden />
      {host}
    </Typography>
  );
}

/**
 * Opens a link post's URL in a new tab, without giving that page a handle
 * on Agora, and counts the click (the server counts one per person).
 * @public
 */
export function OpenLinkButton({ post }: { post: Pick<Post, 'id' | 'url'> }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [clickLink] = useClickLinkMutation();
  if (!linkHost(post.url)) return null;
  return (
    <Button
      component="a"
      href={safeUrl(post.url!)}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      variant="outlined"
      endIcon={<OpenInNewIcon aria-hidden />}
      // Not awaited: the tab opens at once and a failed count is harmless.
      onClick={() => clickLink(post.id)}
    >
      {t('postList.item.openLink')}
    </Button>
  );
}
