import { useEffect, useMemo, useState } from 'react';
import { useApiHolder } from '@backstage/core-plugin-api';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import {
  catalogPresentationLoader,
  type CatalogPresentation,
} from './catalogPresentation';

const NONE: Record<string, CatalogPresentation> = {};

/**
 * Display names and pictures of catalog entities, by ref. The catalog API is
 * optional (an app may not install the catalog), hence the holder lookup:
 * without it, or while loading, or when the catalog fails, the map is empty
 * and callers fall back to names derived from the refs.
 */
export function useCatalogPresentations(
  refs: readonly string[],
): Record<string, CatalogPresentation> {
  const catalogApi = useApiHolder().get(catalogApiRef);
  const key = useMemo(() => [...new Set(refs)].sort().join('\n'), [refs]);
  const [found, setFound] = useState(NONE);

  useEffect(() => {
    if (!catalogApi || !key) return undefined;
    let active = true;
    const wanted = key.split('\n');
    catalogPresentationLoader(catalogApi)
      .loadMany(wanted)
      .then(results => {
        if (!active) return;
        const next: Record<string, CatalogPresentation> = {};
        results.forEach((result, i) => {
          if (result && !(result instanceof Error)) next[wanted[i]!] = result;
        });
        setFound(next);
      });
    return () => {
      active = false;
    };
  }, [catalogApi, key]);

  return found;
}

/** The display name and picture of one catalog entity, when known. */
export function useCatalogPresentation(
  ref: string | undefined,
): CatalogPresentation | undefined {
  const refs = useMemo(() => (ref ? [ref] : []), [ref]);
  return useCatalogPresentations(refs)[ref ?? ''];
}

/** What the catalog says about one entity ref. */
export type CatalogEntityLookup =
  | { state: 'loading' }
  | { state: 'found'; presentation: CatalogPresentation }
  /** The catalog answered and has no such entity. */
  | { state: 'missing' }
  /** No catalog in this app, or it failed: it cannot tell. */
  | { state: 'unavailable' };

/**
 * The catalog's word on one entity, through the same batched loader as
 * `useCatalogPresentations`, but telling "not in the catalog" apart from
 * "still loading" and "no catalog", which the user and entity pages need to
 * decide whether the thing exists.
 */
export function useCatalogEntity(entityRef: string): CatalogEntityLookup {
  const catalogApi = useApiHolder().get(catalogApiRef);
  const [result, setResult] = useState<CatalogEntityLookup>({
    state: 'loading',
  });

  useEffect(() => {
    if (!catalogApi) {
      setResult({ state: 'unavailable' });
      return undefined;
    }
    let active = true;
    setResult({ state: 'loading' });
    catalogPresentationLoader(catalogApi)
      .load(entityRef)
      .then(
        presentation => {
          if (!active) return;
          setResult(
            presentation
              ? { state: 'found', presentation }
              : { state: 'missing' },
          );
        },
        () => active && setResult({ state: 'unavailable' }),
      );
    return () => {
      active = false;
    };
  }, [catalogApi, entityRef]);

  return result;
}
