import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRouteRef } from '@backstage/core-plugin-api';
import { parseEntityRef } from '@backstage/catalog-model';
import { catalogEntityRouteRef, type AgoraRoute } from '../routes';

/** The address of a page by route id, or undefined when the page does not exist. */
export type RouteHref = (
  id: string,
  params?: Record<string, string>,
) => string | undefined;

// Outside Agora's router nothing is known to exist, so links fall back to
// the questions list rather than guess at pages (see useAgoraLinks).
const RouteHrefsContext = createContext<RouteHref>(() => undefined);

/** The catalog's page of an entity, when the app binds one. */
export type CatalogEntityHref = (entityRef: string) => string | undefined;

const CatalogEntityHrefContext = createContext<CatalogEntityHref>(
  () => undefined,
);

/**
 * Tells every link below it which pages exist and where. `AgoraRouter`
 * provides the route table (`AGORA_ROUTES`) here, so links follow the
 * table: a page added to it is linked to at once, a missing one never is.
 * The list must not change while mounted (one route ref is resolved per
 * route).
 *
 * The route refs are resolved here, once per location, not in every
 * component that links: resolving one costs Backstage a thrown and caught
 * error in a legacy app, and a vote re-renders dozens of linking
 * components (docs/performance.md, Client).
 */
export function RouteHrefsProvider(props: {
  routes: ReadonlyArray<AgoraRoute>;
  children: ReactNode;
}) {
  const hrefs = new Map(
    props.routes.map(route => [
      route.id,
      // The provided table is fixed for the provider's lifetime, so this is
      // called the same number of times in the same order on every render.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      useRouteRef(route.routeRef) as (
        params?: Record<string, string>,
      ) => string,
    ]),
  );
  const catalogRoute = useRouteRef(catalogEntityRouteRef);
  const catalogHref = useMemo<CatalogEntityHref>(
    () => entityRef => {
      if (!catalogRoute) return undefined;
      const { kind, namespace, name } = parseEntityRef(entityRef);
      return catalogRoute({
        kind: kind.toLocaleLowerCase('en-US'),
        namespace: encodeURIComponent(namespace),
        name: encodeURIComponent(name),
      });
    },
    [catalogRoute],
  );
  const resolved = [...hrefs.values()];
  // A new function only when an address changes, so links below do not
  // re-render for nothing.
  const href = useMemo<RouteHref>(
    () => (id, params) => hrefs.get(id)?.(params),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    resolved,
  );
  return (
    <RouteHrefsContext.Provider value={href}>
      <CatalogEntityHrefContext.Provider value={catalogHref}>
        {props.children}
      </CatalogEntityHrefContext.Provider>
    </RouteHrefsContext.Provider>
  );
}

/** Resolves the route table's refs where the app mounted Agora. */
export function useRouteHref(): RouteHref {
  return useContext(RouteHrefsContext);
}

/**
 * The catalog page of an entity where the app binds `catalogEntity`
 * (resolved once here, like the route table); undefined otherwise.
 */
export function useCatalogEntityHref(): CatalogEntityHref {
  return useContext(CatalogEntityHrefContext);
}
