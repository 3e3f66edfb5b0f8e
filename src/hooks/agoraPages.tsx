import { createContext, useContext, type ReactNode } from 'react';
import { useRouteRef } from '@backstage/core-plugin-api';
import type { AgoraPageEntry } from '../routes';

// Outside Agora's router nothing is known to exist, so links fall back to
// the questions list rather than guess at pages (see useAgoraLinks).
const AgoraPagesContext = createContext<ReadonlyArray<AgoraPageEntry>>([]);

/**
 * Tells every link below it which pages exist. `AgoraRouter` provides the
 * page table (`AGORA_PAGES`) here, so links follow the table: a page added
 * to it is linked to at once, a missing one never is. The list must not
 * change while mounted (the hooks below resolve one route ref per page).
 */
export function AgoraPagesProvider(props: {
  pages: ReadonlyArray<AgoraPageEntry>;
  children: ReactNode;
}) {
  return (
    <AgoraPagesContext.Provider value={props.pages}>
      {props.children}
    </AgoraPagesContext.Provider>
  );
}

/** The pages that exist, from the nearest provider. */
function useAgoraPages(): ReadonlyArray<AgoraPageEntry> {
  return useContext(AgoraPagesContext);
}

/** The address of a page by id, or undefined when the page does not exist. */
export type AgoraPageHref = (
  id: string,
  params?: Record<string, string>,
) => string | undefined;

/** Resolves the pages' route refs where the app mounted Agora. */
export function useAgoraPageHref(): AgoraPageHref {
  const pages = useAgoraPages();
  const hrefs = new Map(
    pages.map(page => [
      page.id,
      // The provided table is fixed for the provider's lifetime, so this is
      // called the same number of times in the same order on every render.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      useRouteRef(page.routeRef) as (params?: Record<string, string>) => string,
    ]),
  );
  return (id, params) => hrefs.get(id)?.(params);
}
