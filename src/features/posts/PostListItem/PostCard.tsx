import Card from '@material-ui/core/Card';
import CardActions from '@material-ui/core/CardActions';
import CardContent from '@material-ui/core/CardContent';
import { makeStyles } from '@material-ui/core/styles';
import { PostExcerpt } from '../../../components/PostExcerpt';
import { OpenLinkButton } from '../../links/OpenLinkButton';
import { PostLinkHost } from './PostLinkTarget';
import { PostListMeta } from './PostListMeta';
import { PostSearchExcerpt } from './PostSearchExcerpt';
import { PostStats } from './PostStats';
import { PostTitle } from './PostTitle';
import type { PostListItemProps } from './PostListItem';

const useStyles = makeStyles(theme => ({
  item: { display: 'flex' },
  card: { display: 'flex', flexDirection: 'column', width: '100%' },
  content: {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
  },
}));

/**
 * One post as a card of the grid view: the same content as a row, with the
 * counters inline under the excerpt. Renders an `li`; put it in a list.
 * @public
 */
export function PostCard({ post, showType }: PostListItemProps) {
  const classes = useStyles();
  return (
    <li className={classes.item}>
      <Card variant="outlined" className={classes.card}>
        <CardContent className={classes.content}>
          <PostTitle post={post} showType={showType} />
          {post.type === 'link' && <PostLinkHost post={post} />}
          {post.excerpt?.length ? (
            <PostSearchExcerpt parts={post.excerpt} lines={3} />
          ) : (
            <PostExcerpt content={post.content} lines={3} />
          )}
          <PostStats post={post} layout="row" />
          <PostListMeta post={post} />
        </CardContent>
        {post.type === 'link' && (
          <CardActions>
            <OpenLinkButton post={post} />
          </CardActions>
        )}
      </Card>
    </li>
  );
}
