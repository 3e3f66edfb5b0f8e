import DataLoader from 'dataloader';
import type { Entity } from '@backstage/catalog-model';
import type { CatalogApi } from '@backstage/plugin-catalog-react';

/** What Agora shows for a catalog entity: its display name and picture, kind and description. */
export interface CatalogPresentation {
  title?: string;
  avatarUrl?: string;
  /** As the catalog spells it: `Component`. */
  kind?: string;
  description?: string;
}

const FIELDS = [
  'kind',
  'metadata.name',
  'metadata.title',
  'metadata.description',
  'spec.profile.displayName',
  'spec.profile.picture',
];

function presentationOf(entity: Entity): CatalogPresentation {
  const profile = (entity.spec?.profile ?? {}) as {
    displayName?: unknown;
    picture?: unknown;
  };
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value : undefined;
  return {
    // Users and groups carry their name in the profile, other kinds in the title.
    title: text(profile.displayName) ?? text(entity.metadata.title),
    avatarUrl: text(profile.picture),
    kind: text(entity.kind),
    description: text(entity.metadata.description),
  };
}

export type CatalogPresentationLoader = DataLoader<
  string,
  CatalogPresentation | null
>;

// One loader per catalog client: a page's authors and entities in the same
// tick become one `getEntitiesByRefs` call, and each ref is fetched once.
const loaders = new WeakMap<CatalogApi, CatalogPresentationLoader>();

export function catalogPresentationLoader(
  catalogApi: CatalogApi,
): CatalogPresentationLoader {
  let loader = loaders.get(catalogApi);
  if (!loader) {
    loader = new DataLoader(
      async refs => {
        const { items } = await catalogApi.getEntitiesByRefs({
          entityRefs: [...refs],
          fields: FIELDS,
        });
        return items.map(entity => (entity ? presentationOf(entity) : null));
      },
      // Refs are compared case-insensitively by the catalog.
      { cacheKeyFn: ref => ref.toLocaleLowerCase('en-US'), maxBatchSize: 100 },
    );
    loaders.set(catalogApi, loader);
  }
  return loader;
}
