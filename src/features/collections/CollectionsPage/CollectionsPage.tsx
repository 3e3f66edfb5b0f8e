import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@material-ui/core/Button';
import AddIcon from '@material-ui/icons/Add';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type {
  CollectionOrderBy,
  CollectionsResponse,
} from '../../../api/types';
import { LinkButton } from '../../../components/LinkButton';
import type { QueryStateResult } from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import {
  DirectoryList,
  useDirectory,
  type DirectorySort,
} from '../../directory';
import { useGetFollowedCollectionsQuery } from '../../follows/followsApi';
import { useCreateLinks } from '../../permissions/useCreateLinks';
import { useGetCollectionsQuery } from '../collectionsApi';
import { CollectionCard } from './CollectionCard';
import { followedPage } from './followedPage';

/** `?followed=true` narrows the list to the collections the reader follows. */
const FOLLOWED = 'followed';

/**
 * `/collections`: every collection (or only the followed ones) with search,
 * sort, grid or list, and pagination, on the shared directory shell.
 * @public
 */
export function CollectionsPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useCreateLinks();
  const sorts = useMemo<DirectorySort<CollectionOrderBy>[]>(
    () => [
      {
        value: 'newest',
        label: t('collections.list.sort.newest'),
        orderBy: 'created',
        order: 'desc',
      },
      {
        value: 'title',
        label: t('collections.list.sort.title'),
        orderBy: 'title',
        order: 'asc',
      },
      {
        value: 'posts',
        label: t('collections.list.sort.posts'),
        orderBy: 'postsCount',
        order: 'desc',
      },
      {
        value: 'followers',
        label: t('collections.list.sort.followers'),
        orderBy: 'followers',
        order: 'desc',
      },
    ],
    [t],
  );
  const directory = useDirectory('collections', sorts);
  const [searchParams, setSearchParams] = useSearchParams();
  const followedOnly = searchParams.get(FOLLOWED) === 'true';
  const all = useGetCollectionsQuery(directory.query, { skip: followedOnly });
  const followed = useGetFollowedCollectionsQuery(undefined, {
    skip: !followedOnly,
  });
  const result: QueryStateResult<CollectionsResponse> = followedOnly
    ? {
        ...followed,
        data:
          followed.data &&
          followedPage(followed.data.collections, directory.query),
      }
    : all;

  const toggleFollowed = () => {
    const next = new URLSearchParams(searchParams);
    if (followedOnly) next.delete(FOLLOWED);
    else next.set(FOLLOWED, 'true');
    next.delete('page');
    setSearchParams(next);
  };

  const createButton = links.createCollection && (
    <LinkButton
      to={links.createCollection}
      variant="contained"
      startIcon={<AddIcon aria-hidden />}
    >
      {t('collections.list.create')}
    </LinkButton>
  );

  return (
    <DirectoryList
      directory={directory}
      result={result}
      select={data => ({ items: data.collections, total: data.total })}
      itemKey={collection => collection.id}
      renderItem={(collection, view) => (
        <CollectionCard collection={collection} view={view} />
      )}
      heading={total =>
        total === undefined
          ? t('nav.collections')
          : t('collections.list.count', { count: total })
      }
      label={t('nav.collections')}
      searchPlaceholder={t('collections.list.search')}
      actions={
        <>
          <Button
            variant={followedOnly ? 'contained' : 'outlined'}
            color="primary"
            aria-pressed={followedOnly}
            onClick={toggleFollowed}
          >
            {t('collections.list.followed')}
          </Button>
          {createButton}
        </>
      }
      empty={
        followedOnly
          ? {
              title: t('collections.list.noFollowedTitle'),
              description: t('collections.list.noFollowedDescription'),
            }
          : {
              title: t('collections.list.emptyTitle'),
              description: t('collections.list.emptyDescription'),
              action: createButton,
            }
      }
    />
  );
}
