import { makeStyles } from '@material-ui/core/styles';
import type { Post } from '../../../api/types';
import type { ListView } from '../../../state/listFilters';
import { PostCard, PostListItem } from '../PostListItem';

const useStyles = makeStyles(theme => ({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    // The controls above keep their distance already; rows pad only between them.
    '& > li:first-child': { paddingTop: 0 },
  },
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: theme.spacing(2),
  },
}));

/** @public */
export interface PostListResultsProps {
  posts: Post[];
  view: ListView;
  /** Accessible name of the list, e.g. "Questions". */
  label: string;
  showType?: boolean;
}

/** A page of posts as rows or as a grid of cards. @public */
export function PostListResults({
  posts,
  view,
  label,
  showType,
}: PostListResultsProps) {
  const classes = useStyles();
  const Item = view === 'grid' ? PostCard : PostListItem;
  return (
    <ul className={classes[view]} aria-label={label} data-view={view}>
      {posts.map(post => (
        <Item key={post.id} post={post} showType={showType} />
      ))}
    </ul>
  );
}
