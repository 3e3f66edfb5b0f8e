import { useEffect, useState } from 'react';
import { useApiHolder } from '@backstage/core-plugin-api';
import { stringifyEntityRef } from '@backstage/catalog-model';
import { catalogApiRef } from '@backstage/plugin-catalog-react';

/** The users the catalog finds for a search, by display name or name. */
export interface CatalogUserSearch {
  /** Their refs, lower-cased like the backend's; empty without a search. */
  refs: string[];
  /** Still asking: the list waits, so it does not show a partial result first. */
  pending: boolean;
}

const NO_MATCHES: CatalogUserSearch = { refs: [], pending: false };

/**
 * The users whose catalog display name (or name) contains `term`: the
 * backend knows refs only, so `GET /users` takes these as `searchRefs`.
 * Without a catalog, or when it fails, nobody matches by name and the
 * search still matches refs.
 */
export function useCatalogUserSearch(
  term: string,
  limit: number,
): CatalogUserSearch {
  const catalogApi = useApiHolder().get(catalogApiRef);
  const [result, setResult] = useState<CatalogUserSearch & { term: string }>({
    ...NO_MATCHES,
    term: '',
  });
  const wanted = catalogApi ? term : '';

  useEffect(() => {
    if (!catalogApi || !wanted) return undefined;
    let active = true;
    catalogApi
      .queryEntities({
        filter: { kind: 'user' },
        fullTextFilter: {
          term: wanted,
          fields: ['metadata.name', 'spec.profile.displayName'],
        },
        fields: ['kind', 'metadata.namespace', 'metadata.name'],
        limit,
      })
      .then(
        ({ items }) =>
          items.map(entity =>
            stringifyEntityRef(entity).toLocaleLowerCase('en-US'),
          ),
        () => [],
      )
      .then(refs => {
        if (active) setResult({ refs, pending: false, term: wanted });
      });
    return () => {
      active = false;
    };
  }, [catalogApi, wanted, limit]);

  if (!wanted) return NO_MATCHES;
  // An answer for an earlier search does not count for this one.
  return result.term === wanted ? result : { refs: [], pending: true };
}
