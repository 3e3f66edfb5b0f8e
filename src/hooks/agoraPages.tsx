import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Route patterns below Agora's root that have a page, e.g. `questions/:id`. */
export type AgoraPagePaths = ReadonlyArray<string>;

// Outside Agora's router nothing is known to exist, so links fall back to
// the questions list rather than guess at pages (see useAgoraLinks).
const AgoraPagesContext = createContext<RouteObject[]>([]);

/**
 * Tells every link below it which pages exist. `AgoraRouter` provides its
 * route table here, so links follow the table: a page added to it is linked
 * to at once, a missing one never is.
 */
export function AgoraPagesProvider(props: {
  paths: AgoraPagePaths;
  children: ReactNode;
}) {
  const { paths, children } = props;
  const routes = useMemo(() => paths.map(path => ({ path })), [paths]);
  return (
    <AgoraPagesContext.Provider value={routes}>
      {children}
    </AgoraPagesContext.Provider>
  );
}

/**
 * Whether `href` (absolute, as built by a route ref, query allowed) points
 * at a page of the table, given Agora's root path `base`.
 */
export function pageExists(
  routes: RouteObject[],
  href: string,
  base: string,
): boolean {
  const pathname = href.split(/[?#]/)[0] ?? '';
  return (matchRoutes(routes, pathname, base || '/') ?? []).length > 0;
}

/** The routes of the pages that exist, from the nearest provider. */
export function useAgoraPageRoutes(): RouteObject[] {
  return useContext(AgoraPagesContext);
}
