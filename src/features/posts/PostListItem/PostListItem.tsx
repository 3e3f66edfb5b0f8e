import type { ReactNode } from 'react';
import { makeStyles } from '@material-ui/core/styles';
import type { Post } from '../../../api/types';
import { PostExcerpt } from '../../../components/PostExcerpt';
import { OpenLinkButton } from '../../links/OpenLinkButton';
import { PostLinkHost } from './PostLinkTarget';
import { PostListMeta } from './PostListMeta';
import { PostSearchExcerpt } from './PostSearchExcerpt';
import { PostStats } from './PostStats';
import { PostTitle } from './PostTitle';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    gap: theme.spacing(2),
    padding: theme.spacing(2, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    [theme.breakpoints.down('xs')]: { flexDirection: 'column' },
  },
  main: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.75),
  },
  action: { alignSelf: 'flex-start' },
}));

/** @public */
export interface PostListItemProps {
  post: Post;
  /** Lists mixing types (favorites, tag pages) show a type chip per row. */
  showType?: boolean;
  /** Controls for the row at its end, e.g. a collection's rank menu. */
  actions?: ReactNode;
}

/**
 * One post as a row of a list: counters on the left, then the title,
 * excerpt (on search results, the server's, around the words matched),
 * tags, entities, author and time; link posts add their host and
 * an Open link button. Renders an `li`; put it in a list.
 * @public
 */
export function PostListItem({ post, showType, actions }: PostListItemProps) {
  const classes = useStyles();
  return (
    <li className={classes.root}>
      <PostStats post={post} />
      <div className={classes.main}>
        <PostTitle post={post} showType={showType} />
        {post.type === 'link' && <PostLinkHost post={post} />}
        {/* A search result shows where it matched rather than how it starts. */}
        {post.excerpt?.length ? (
          <PostSearchExcerpt parts={post.excerpt} />
        ) : (
          <PostExcerpt content={post.content} />
        )}
        <PostListMeta post={post} />
      </div>
      {(post.type === 'link' || actions) && (
        <div className={classes.action}>
          {post.type === 'link' && <OpenLinkButton post={post} />}
          {actions}
        </div>
      )}
    </li>
  );
}
