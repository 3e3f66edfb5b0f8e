import { useState } from 'react';
import Button from '@material-ui/core/Button';
import Card from '@material-ui/core/Card';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../api/errors';
import type { Post, PostsResponse } from '../../api/types';
import { AuthorLink } from '../../components/AuthorLink';
import {
  pageOffset,
  PagedList,
  useUrlPaging,
} from '../../components/PagedList';
import { RelativeTime } from '../../components/RelativeTime';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { PAGE_SIZES } from '../../state/listFilters';
import { agoraTranslationRef } from '../../translation';
import { PostTitle } from '../posts/PostListItem';
import { useGetPostsQuery } from '../posts/postsApi';
import { useReopenQuestionMutation } from './duplicatesApi';

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
  const links = useAgoraLinks();
  const [reopen, reopening] = useReopenQuestionMutation();
  const [error, setError] = useState<string>();
  const original = post.duplicateOf!;
  const onReopen = async () => {
    setError(undefined);
    try {
      await reopen(post.id).unwrap();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Card variant="outlined" className={classes.row}>
      <PostTitle post={post} />
      <Typography variant="body2">
        {t('duplicates.moderate.originalIs')}{' '}
        <Link to={links.post('question', original.id) ?? links.home}>
          {original.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('duplicates.banner.closedBy', {
          when: <RelativeTime date={original.closed} />,
          who: (
            <AuthorLink
              author={original.closedBy}
              href={links.user}
              hideAvatar
            />
          ),
        })}
      </Typography>
      <div className={classes.actions}>
        <Button
          variant="outlined"
          size="small"
          onClick={onReopen}
          disabled={reopening.isLoading}
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
