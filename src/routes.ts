import {
  createExternalRouteRef,
  createRouteRef,
  createSubRouteRef,
  type IconComponent,
  type MakeSubRouteRef,
  type PathParams,
} from '@backstage/core-plugin-api';
import type { ReactElement } from 'react';

/** Where the Agora page is mounted in the app. @public */
export const rootRouteRef = createRouteRef({ id: 'agora' });

/**
 * A catalog entity's page, for the user page's "View in catalog" link.
 * Optional: without the catalog's page bound, there is no link. Bound by
 * default to the catalog plugin's entity page in the new frontend system;
 * legacy apps bind it in `bindRoutes`.
 */
export const catalogEntityRouteRef = createExternalRouteRef({
  id: 'catalogEntity',
  params: ['namespace', 'kind', 'name'],
  optional: true,
  defaultTarget: 'catalog.catalogEntity',
});

/**
 * The top-level sections of Agora, in navigation order. Each has a nav label
 * and a header subtitle in the translation ref, whether its pages exist yet
 * or not; the page table decides which are shown.
 */
export type AgoraSectionId =
  | 'questions'
  | 'articles'
  | 'links'
  | 'collections'
  | 'favorites'
  | 'tags'
  | 'entities'
  | 'users'
  | 'statistics'
  | 'moderate';

/**
 * Who a navigation item is shown to: everyone, or only people the backend
 * says are moderators (`GET /permissions`).
 */
export type AgoraNavAudience = 'everyone' | 'moderators';

/** A section list page's item in the left navigation. */
export interface AgoraNavEntry {
  icon: IconComponent;
  /** Everyone when absent. */
  audience?: AgoraNavAudience;
}

/** A page path below Agora's root, always inside a section: `questions/:id`. */
export type AgoraPagePath = AgoraSectionId | `${AgoraSectionId}/${string}`;

/** What a page table entry is written with; see `AGORA_PAGES` in `pages.tsx`. */
export interface AgoraPageOptions<
  Id extends string,
  Path extends AgoraPagePath,
> {
  /** The page's key among the plugin's `routes` and in `agoraRouteRefs`. */
  id: Id;
  /** The route ref's pattern below Agora's root; links are built from it. */
  path: Path;
  /**
   * The router's pattern, when it differs from `path`: a catch-all like
   * `users/*` must still be linked to through a named parameter.
   */
  routePath?: string;
  /** Present on a section's list page: its item in the left navigation. */
  nav?: AgoraNavEntry;
  /**
   * The page element, loaded on first visit. The same shape as the new
   * frontend system's `PageBlueprint` loader.
   */
  loader: () => Promise<ReactElement>;
}

/** One entry of the page table, with the route ref created from it. */
export interface AgoraPageEntry<
  Id extends string = string,
  Path extends AgoraPagePath = AgoraPagePath,
> extends AgoraPageOptions<Id, Path> {
  /** The section the page belongs to: the first segment of its path. */
  section: AgoraSectionId;
  /** The router's pattern: `routePath` or else `path`. */
  routePath: string;
  routeRef: MakeSubRouteRef<PathParams<`/${Path}`>, undefined>;
}

/** Builds a page table entry: its route ref hangs below `rootRouteRef`. */
export function agoraPage<Id extends string, Path extends AgoraPagePath>(
  options: AgoraPageOptions<Id, Path>,
): AgoraPageEntry<Id, Path> {
  return {
    ...options,
    section: options.path.split('/')[0] as AgoraSectionId,
    routePath: options.routePath ?? options.path,
    routeRef: createSubRouteRef({
      id: `agora/${options.id}`,
      parent: rootRouteRef,
      path: `/${options.path}`,
    }),
  };
}
