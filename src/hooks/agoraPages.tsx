import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRouteRef } from '@backstage/core-plugin-api';
import type { AgoraPageEntry } from '../routes';

/** The address of a page by id, or undefined when the page does not exist. */
export type AgoraPageHref = (
  id: string,
  params?: Record<string, string>,
) => string | undefined;

// Outside Agora's router nothing is known to exist, so links fall back to
// the questions list rather than guess at pages (see useAgoraLinks).
const AgoraPagesContext = createContext<AgoraPageHref>(() => undefined);

/**
 * Tells every link below it which pages exist and where. `AgoraRouter`
 * provides the page table (`AGORA_PAGES`) here, so links follow the table: a
 * page added to it is linked to at once, a missing one never is. The list
 * must not change while mounted (one route ref is resolved per page).
 *
 * The route refs are resolved here, once per location, not in every
 * component that links: resolving one costs Backstage a thrown and caught
 * error in a legacy app, and a vote re-renders dozens of linking
 * components (docs/performance.md, Client).
 */
export function AgoraPagesProvider(props: {
  pages: ReadonlyArray<AgoraPageEntry>;
  children: ReactNode;
}) {
  const hrefs = new Map(
    props.pages.map(page => [
      page.id,
      // The provided table is fixed for the provider's lifetime, so this is
      // called the same number of times in the same order on every render.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      useRouteRef(page.routeRef) as (params?: Record<string, string>) => string,
    ]),
  );
  const resolved = [...hrefs.values()];
  // A new function only when an address changes, so links below do not
  // re-render for nothing.
  const href = useMemo<AgoraPageHref>(
    () => (id, params) => hrefs.get(id)?.(params),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    resolved,
  );
  return (
    <AgoraPagesContext.Provider value={href}>
      {props.children}
    </AgoraPagesContext.Provider>
  );
}

/** Resolves the pages' route refs where the app mounted Agora. */
export function useAgoraPageHref(): AgoraPageHref {
  return useContext(AgoraPagesContext);
}
