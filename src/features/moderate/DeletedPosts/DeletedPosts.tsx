import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostsResponse } from '../../../api/types';
import { PagedList, useUrlPaging } from '../../../components/PagedList';
import { PAGE_SIZES } from '../../../state/listFilters';
import { agoraTranslationRef } from '../../../translation';
import { useGetPostsQuery } from '../../posts/postsApi';
import {
  deletedPostsQuery,
  useRestoreDeletedPostMutation,
} from '../moderateApi';
import { DeletedPostRow } from './DeletedPostRow';

const useStyles = makeStyles(theme => ({
  list: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
}));

const select = (data: PostsResponse) => ({
  items: data.posts,
  total: data.total,
});

/** @public */
export interface DeletedPostsProps {
  /**
   * Only this person's posts, as they see them on their own page: the
   * reason and who deleted them, nothing to restore (docs/api.md).
   */
  author?: string;
}

/**
 * The Deleted posts tab: every type, newest deletion first, paged over the
 * real total with the page in the URL (`?tab=deleted&page=2`). Restore takes
 * a post off the list at once (moderateApi).
 * @public
 */
export function DeletedPosts({ author }: DeletedPostsProps = {}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const paging = useUrlPaging(PAGE_SIZES[0]);
  const result = useGetPostsQuery(
    deletedPostsQuery(paging.page, paging.pageSize, author),
  );
  const [restore] = useRestoreDeletedPostMutation();

  return (
    <PagedList
      result={result}
      select={select}
      itemKey={post => post.id}
      paging={paging}
      heading={total =>
        total === undefined
          ? t('moderate.deleted.label')
          : t('moderate.deleted.count', { count: total })
      }
      empty={
        author
          ? {
              title: t('moderate.deleted.ownEmpty.title'),
              description: t('moderate.deleted.ownEmpty.description'),
            }
          : {
              title: t('moderate.deleted.empty.title'),
              description: t('moderate.deleted.empty.description'),
            }
      }
      classes={classes}
      renderItem={post => (
        <DeletedPostRow
          post={post}
          onRestore={
            author
              ? undefined
              : ({ id }) => {
                  // Failures are undone and alerted by the endpoint.
                  restore(id);
                }
          }
        />
      )}
    />
  );
}
