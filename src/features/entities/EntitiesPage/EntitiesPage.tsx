import { useMemo } from 'react';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  ENTITY_ORDER_BY,
  type EntitiesResponse,
  type EntityStats,
} from '../../../api/types';
import { useCatalogPresentations } from '../../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../../translation';
import {
  DirectoryList,
  useDirectory,
  type DirectorySort,
} from '../../directory';
import { EntityCard } from '../EntityCard';
import { useGetEntitiesQuery } from '../entitiesApi';

type EntityOrderBy = (typeof ENTITY_ORDER_BY)[number];
const NO_REFS: string[] = [];

/** `/entities`: catalog entities posts are about, with catalog titles and Follow. */
export function EntitiesPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const sorts = useMemo<DirectorySort<EntityOrderBy>[]>(
    () => [
      {
        value: 'posts',
        label: t('entities.list.sort.posts'),
        orderBy: 'postsCount',
        order: 'desc',
      },
      {
        value: 'name',
        label: t('entities.list.sort.name'),
        orderBy: 'entityRef',
        order: 'asc',
      },
      {
        value: 'followers',
        label: t('entities.list.sort.followers'),
        orderBy: 'followerCount',
        order: 'desc',
      },
    ],
    [t],
  );
  const directory = useDirectory('entities', sorts);
  const result = useGetEntitiesQuery(directory.query);
  // The whole page's titles in one catalog request, not one per card.
  const refs = useMemo(
    () => result.data?.entities.map(e => e.entityRef) ?? NO_REFS,
    [result.data],
  );
  const catalog = useCatalogPresentations(refs);

  return (
    <DirectoryList<EntitiesResponse, EntityStats>
      directory={directory}
      result={result}
      select={data => ({ items: data.entities, total: data.total })}
      itemKey={entity => entity.entityRef}
      renderItem={(entity, view) => (
        <EntityCard
          entity={entity}
          catalog={catalog[entity.entityRef]}
          view={view}
        />
      )}
      heading={total =>
        total === undefined
          ? t('entities.list.label')
          : t('entities.list.count', { count: total })
      }
      label={t('entities.list.label')}
      searchPlaceholder={t('entities.list.searchPlaceholder')}
      empty={{
        title: t('entities.list.empty.title'),
        description: t('entities.list.empty.description'),
      }}
    />
  );
}
