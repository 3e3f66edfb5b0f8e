import { useEffect, useState } from 'react';
import { useApiHolder } from '@backstage/core-plugin-api';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import {
  catalogPresentationLoader,
  type CatalogPresentation,
} from '../../hooks/catalogPresentation';

/** What the catalog says about a user ref. */
export type CatalogUser =
  | { state: 'loading' }
  | { state: 'found'; presentation: CatalogPresentation }
  /** The catalog answered and has no such entity. */
  | { state: 'missing' }
  /** No catalog in this app, or it failed: it cannot tell. */
  | { state: 'unavailable' };

/**
 * The catalog's word on one user, through the same batched loader as
 * every author name (`useCatalogPresentations`), but telling "not in the
 * catalog" apart from "still loading" and "no catalog", which the user page
 * needs to decide whether the person exists.
 */
export function useCatalogUser(userRef: string): CatalogUser {
  const catalogApi = useApiHolder().get(catalogApiRef);
  const [result, setResult] = useState<CatalogUser>({ state: 'loading' });

  useEffect(() => {
    if (!catalogApi) {
      setResult({ state: 'unavailable' });
      return undefined;
    }
    let active = true;
    setResult({ state: 'loading' });
    catalogPresentationLoader(catalogApi)
      .load(userRef)
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
  }, [catalogApi, userRef]);

  return result;
}
