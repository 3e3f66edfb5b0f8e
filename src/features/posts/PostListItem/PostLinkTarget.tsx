import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import LanguageIcon from '@material-ui/icons/Language';
import type { Post } from '../../../api/types';
import { linkHost } from '../../links/linkHost';

const useStyles = makeStyles(theme => ({
  host: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    overflowWrap: 'anywhere',
  },
  icon: { fontSize: '1rem' },
}));

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
