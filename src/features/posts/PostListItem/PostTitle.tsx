import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import StarIcon from '@material-ui/icons/Star';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { SHORTCUT_ITEM } from '../../shortcuts/useKeyboardShortcuts';

// One line: a long title wraps inside its own box, so the type chip and
// the star stay beside it instead of dropping onto lines of their own.
const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
  },
  title: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  type: { flexShrink: 0 },
  star: {
    flexShrink: 0,
    color: theme.palette.warning.main,
    fontSize: '1.25rem',
    marginTop: 2,
  },
}));

/** @public */
export interface PostTitleProps {
  post: Pick<
    Post,
    'id' | 'type' | 'title' | 'favorite' | 'duplicateOf' | 'review'
  >;
  /** Lists mixing types (favorites, tag pages) say what each post is. */
  showType?: boolean;
}

/**
 * The post's title as a heading linking to its page, with a type chip for
 * mixed lists, a "Duplicate" chip for a question closed as one, "Outdated"
 * for content reviewed as such, and a star when the reader marked it as a
 * favorite.
 * @public
 */
export function PostTitle({ post, showType }: PostTitleProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const href = useAgoraLinks().post(post.type, post.id);
  return (
    <div className={classes.root} {...{ [SHORTCUT_ITEM]: true }}>
      {showType && (
        <Chip
          className={classes.type}
          size="small"
          color="primary"
          variant="outlined"
          label={t(`postList.item.type.${post.type}`)}
        />
      )}
      <Typography variant="subtitle1" component="h3" className={classes.title}>
        {/* Posts whose type has no page yet are named, not linked. */}
        {href ? <Link to={href}>{post.title}</Link> : post.title}
      </Typography>
      {post.duplicateOf && (
        <Chip
          className={classes.type}
          size="small"
          variant="outlined"
          label={t('duplicates.listChip')}
        />
      )}
      {post.review?.verdict === 'outdated' && (
        <Chip
          className={classes.type}
          size="small"
          variant="outlined"
          label={t('reviews.listChip')}
        />
      )}
      {post.favorite && (
        <StarIcon
          className={classes.star}
          titleAccess={t('postList.item.favorite')}
        />
      )}
    </div>
  );
}
