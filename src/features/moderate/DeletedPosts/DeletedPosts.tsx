import { useEffect, useState } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { QueryState } from '../../../components/QueryState';
import { PAGE_SIZES, type PageSize } from '../../../state/listFilters';
import { agoraTranslationRef } from '../../../translation';
import { PostListPagination } from '../../postList/PostList/PostListPagination';
import { useGetPostsQuery } from '../../posts/postsApi';
import {
  deletedPostsQuery,
  useRestoreDeletedPostMutation,
} from '../moderateApi';
import { DeletedPostRow } from './DeletedPostRow';

const useStyles = makeStyles(theme => ({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.5),
    listStyle: 'none',
    margin: theme.spacing(2, 0, 0),
    padding: 0,
  },
}));

/**
 * The Deleted posts tab: every type, newest deletion first, paged over the
 * real total. Restore takes a post off the list at once (moderateApi).
 * @public
 */
export function DeletedPosts() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  const result = useGetPostsQuery(deletedPostsQuery(page, pageSize));
  const [restore] = useRestoreDeletedPostMutation();
  const total = result.data?.total;
  const emptyPage = result.data?.posts.length === 0 && page > 1;
  // Restoring the last post of a later page leaves that page empty.
  useEffect(() => {
    if (emptyPage) setPage(current => current - 1);
  }, [emptyPage]);

  return (
    <section aria-labelledby="agora-deleted-posts-heading">
      <Typography variant="h5" component="h2" id="agora-deleted-posts-heading">
        {total === undefined
          ? t('moderate.deleted.label')
          : t('moderate.deleted.count', { count: total })}
      </Typography>
      <QueryState
        result={result}
        isEmpty={data => data.posts.length === 0}
        empty={{
          title: t('moderate.deleted.empty.title'),
          description: t('moderate.deleted.empty.description'),
        }}
      >
        {data => (
          <>
            <ul className={classes.list}>
              {data.posts.map(post => (
                <li key={post.id}>
                  <DeletedPostRow
                    post={post}
                    onRestore={({ id }) => {
                      // Failures are undone and alerted by the endpoint.
                      restore(id);
                    }}
                  />
                </li>
              ))}
            </ul>
            {data.total > pageSize && (
              <PostListPagination
                total={data.total}
                page={page}
                pageSize={pageSize}
                onPageChange={setPage}
                onPageSizeChange={size => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
