import { useCallback } from 'react';
import { mentionHandle } from '../api/types';
import { useCatalogPresentations } from './useCatalogPresentations';

/**
 * How text people read names the users and groups it mentions: the
 * catalog's display name, falling back to the handle (`jane.doe`), never
 * the ref (docs/notifications.md, "Mentions"). `refs` are the canonical
 * refs mentioned; the page's lookups are one batched, cached catalog
 * request (`useCatalogPresentations`).
 */
export function useMentionNames(
  refs: readonly string[],
): (ref: string) => string {
  const catalog = useCatalogPresentations(refs);
  return useCallback(
    (ref: string) => catalog[ref]?.title ?? mentionHandle(ref),
    [catalog],
  );
}
