import Button from '@material-ui/core/Button';
import Card from '@material-ui/core/Card';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post, PostsResponse } from '../../api/types';
import {
  pageOffset,
  PagedList,
  useUrlPaging,
} from '../../components/PagedList';
import { PAGE_SIZES } from '../../state/listFilters';
import { agoraTranslationRef } from '../../translation';
import { PostTitle } from '../posts/PostListItem';
import { useGetPostsQuery } from '../posts/postsApi';
import { ClosedByLine, OriginalLink, useReopen } from './closure';

const useStyles = makeStyles(theme => ({
  list: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 2),
  },
  actions: { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
}));

const select = (data: PostsResponse) => ({
  items: data.posts,
  total: data.total,
});

/** One closed question: its original, who closed it when, and Reopen. */
function ClosedDuplicateRow({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { onReopen, reopening, error } = useReopen(post.id);
  const original = post.duplicateOf!;
  return (
    <Card variant="outlined" className={classes.row}>
      <PostTitle post={post} />
      <Typography variant="body2">
        {t('duplicates.moderate.originalIs')}{' '}
        <OriginalLink original={original} />
      </Typography>
      <Typography variant="body2" color="textSecondary">
        <ClosedByLine original={original} />
      </Typography>
      <div className={classes.actions}>
        <Button
          variant="outlined"
          size="small"
          onClick={onReopen}
          disabled={reopening}
          aria-label={t('duplicates.moderate.reopenNamed', {
            title: post.title,
          })}
        >
          {t('duplicates.banner.reopen')}
        </Button>
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
      </div>
    </Card>
  );
}

/**
 * The moderator area's Duplicates tab: questions closed as duplicates,
 * newest first, each with its original and Reopen (which refetches the
 * list: the closure's tags are invalidated).
 */
export function ClosedDuplicates() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const paging = useUrlPaging(PAGE_SIZES[0]);
  const result = useGetPostsQuery({
    type: 'question',
    closedAsDuplicate: true,
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
          ? t('duplicates.moderate.label')
          : t('duplicates.moderate.count', { count: total })
      }
      empty={{
        title: t('duplicates.moderate.empty.title'),
        description: t('duplicates.moderate.empty.description'),
      }}
      classes={{ list: classes.list }}
      renderItem={post =>
        post.duplicateOf ? <ClosedDuplicateRow post={post} /> : null
      }
    />
  );
}
