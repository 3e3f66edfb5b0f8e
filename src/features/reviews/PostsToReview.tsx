import Card from '@material-ui/core/Card';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostsResponse } from '../../api/types';
import {
  pageOffset,
  PagedList,
  useUrlPaging,
} from '../../components/PagedList';
import { RelativeTime } from '../../components/RelativeTime';
import { PAGE_SIZES } from '../../state/listFilters';
import { agoraTranslationRef } from '../../translation';
import { PostListMeta, PostTitle } from '../posts/PostListItem';
import { ReviewActions } from './ReviewActions';
import { useGetReviewsQuery } from './reviewsApi';

const useStyles = makeStyles(theme => ({
  list: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 2),
  },
}));

const select = (data: PostsResponse) => ({
  items: data.posts,
  total: data.total,
});

/**
 * The posts due for review, longest waiting first, each with "Still
 * valid" and "Outdated": every one (`all`, the moderator area) or the
 * person's own and those in tags they know (`mine`, their own page). A
 * review takes the post off the list (its tags are invalidated).
 */
export function PostsToReview({ scope }: { scope: 'mine' | 'all' }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const paging = useUrlPaging(PAGE_SIZES[0]);
  const result = useGetReviewsQuery({
    scope,
    limit: paging.pageSize,
    offset: pageOffset(paging),
  });
  return (
    <PagedList
      result={result}
      select={select}
      itemKey={post => post.id}
      paging={paging}
      heading={total =>
        total === undefined
          ? t('reviews.list.label')
          : t('reviews.list.count', { count: total })
      }
      empty={{
        title: t('reviews.list.empty.title'),
        description: t('reviews.list.empty.description'),
      }}
      classes={{ list: classes.list }}
      renderItem={post => (
        <Card variant="outlined" className={classes.row}>
          <PostTitle post={post} showType />
          {/* Tags, author (never an anonymous one's name) and age, as in lists. */}
          <PostListMeta post={post} />
          {post.reviewSince && (
            <Typography variant="body2" color="textSecondary">
              {t('reviews.list.why', {
                when: <RelativeTime date={post.reviewSince} />,
              })}
            </Typography>
          )}
          <ReviewActions post={post} named />
        </Card>
      )}
    />
  );
}
