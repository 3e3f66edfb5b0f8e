import {
  createExternalRouteRef,
  createRouteRef,
  createSubRouteRef,
  type MakeSubRouteRef,
  type PathParams,
} from '@backstage/core-plugin-api';

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
 * and a header subtitle in the translation ref (`navLabelKey`,
 * `subtitleKey`), whether its pages exist yet or not; the route table
 * decides which are shown.
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

/**
 * A section list page's item in the left navigation. Its label is the
 * section's (`navLabelKey`); its icon is drawn by the shell
 * (`navIcons.ts`), so nothing that links imports icons.
 */
export interface AgoraNavEntry {
  audience: AgoraNavAudience;
}

/** A page path below Agora's root, always inside a section: `questions/:id`. */
export type AgoraRoutePath = AgoraSectionId | `${AgoraSectionId}/${string}`;

/** What a route table entry is written with; see `AGORA_ROUTES`. */
export interface AgoraRouteOptions<
  Id extends string,
  Path extends AgoraRoutePath,
> {
  /**
   * The page's key among the plugin's `routes`, in `agoraRouteRefs` and in
   * the router's loaders (`PAGE_LOADERS`).
   */
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
   * A work area whose width its own tabs and lists need: the shell shows no
   * right panel (Hot questions …) in its section.
   */
  noPanel?: true;
}

/** One entry of the route table, with the route ref created from it. */
export interface AgoraRoute<
  Id extends string = string,
  Path extends AgoraRoutePath = AgoraRoutePath,
> extends AgoraRouteOptions<Id, Path> {
  /** The section the page belongs to: the first segment of its path. */
  section: AgoraSectionId;
  /** The router's pattern: `routePath` or else `path`. */
  routePath: string;
  routeRef: MakeSubRouteRef<PathParams<`/${Path}`>, undefined>;
}

/** Builds a route table entry: its route ref hangs below `rootRouteRef`. */
export function agoraRoute<Id extends string, Path extends AgoraRoutePath>(
  options: AgoraRouteOptions<Id, Path>,
): AgoraRoute<Id, Path> {
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

const everyone: AgoraNavEntry = { audience: 'everyone' };

/**
 * Agora's route table: one entry per page that exists, and nothing else. The
 * router's routes (each with its loader in `pageLoaders.tsx`), the left
 * navigation (entries with `nav`, in table order), the header subtitle (the
 * entry's section), the route refs registered on the plugin and exported,
 * and every link `useAgoraLinks` builds are derived from it, so adding a
 * page is one entry here, its loader and its component.
 *
 * This module imports no component: everything that links depends on it,
 * and the pages it names depend on those links, so the pages themselves are
 * named only by the router's loaders.
 *
 * Order does not matter to the router: react-router ranks static segments
 * above `:id`, so `questions/ask` is never read as a question id.
 *
 * A page under a catch-all, like the user page of `/users/*` whose user refs
 * contain `/`, names the rest of the path for its ref and gives the router
 * its own pattern (route refs encode the `/` as %2F, `*` accepts both):
 *
 * ```
 * agoraRoute({ id: 'user', path: 'users/:userRef', routePath: 'users/*' }),
 * ```
 */
export const AGORA_ROUTES = [
  agoraRoute({ id: 'questions', path: 'questions', nav: everyone }),
  agoraRoute({ id: 'ask', path: 'questions/ask' }),
  agoraRoute({ id: 'question', path: 'questions/:id' }),
  agoraRoute({ id: 'editQuestion', path: 'questions/:id/edit' }),
  agoraRoute({ id: 'questionHistory', path: 'questions/:id/history' }),
  agoraRoute({
    id: 'answerHistory',
    path: 'questions/:id/answers/:answerId/history',
  }),
  agoraRoute({ id: 'articles', path: 'articles', nav: everyone }),
  agoraRoute({ id: 'writeArticle', path: 'articles/write' }),
  agoraRoute({ id: 'article', path: 'articles/:id' }),
  agoraRoute({ id: 'editArticle', path: 'articles/:id/edit' }),
  agoraRoute({ id: 'articleHistory', path: 'articles/:id/history' }),
  agoraRoute({ id: 'links', path: 'links', nav: everyone }),
  agoraRoute({ id: 'createLink', path: 'links/create' }),
  agoraRoute({ id: 'link', path: 'links/:id' }),
  agoraRoute({ id: 'editLink', path: 'links/:id/edit' }),
  agoraRoute({ id: 'linkHistory', path: 'links/:id/history' }),
  agoraRoute({ id: 'collections', path: 'collections', nav: everyone }),
  agoraRoute({ id: 'createCollection', path: 'collections/create' }),
  agoraRoute({ id: 'collection', path: 'collections/:id' }),
  agoraRoute({ id: 'editCollection', path: 'collections/:id/edit' }),
  agoraRoute({ id: 'favorites', path: 'favorites', nav: everyone }),
  agoraRoute({ id: 'tags', path: 'tags', nav: everyone }),
  agoraRoute({ id: 'tag', path: 'tags/:tag' }),
  agoraRoute({ id: 'entities', path: 'entities', nav: everyone }),
  // Entity refs hold `/`: links name the ref, the router takes the rest of the path.
  agoraRoute({
    id: 'entity',
    path: 'entities/:entityRef',
    routePath: 'entities/*',
  }),
  agoraRoute({ id: 'users', path: 'users', nav: everyone }),
  agoraRoute({ id: 'user', path: 'users/:userRef', routePath: 'users/*' }),
  agoraRoute({ id: 'statistics', path: 'statistics', nav: everyone }),
  // Last in the navigation, and only there for moderators.
  agoraRoute({
    id: 'moderate',
    path: 'moderate',
    nav: { audience: 'moderators' },
    noPanel: true,
  }),
] as const;

/** The id of a page that exists, e.g. `question`. */
export type AgoraRouteId = (typeof AGORA_ROUTES)[number]['id'];

/** The route refs of a table's entries, by page id. */
function routeRefsOf<Routes extends ReadonlyArray<AgoraRoute>>(
  routes: Routes,
): { [Route in Routes[number] as Route['id']]: Route['routeRef'] } {
  return Object.fromEntries(
    routes.map(route => [route.id, route.routeRef]),
  ) as { [Route in Routes[number] as Route['id']]: Route['routeRef'] };
}

/**
 * Agora's route refs, for links from other plugins: `root` where the app
 * mounts Agora, and one per page that exists, by page id: the lists
 * `questions`, `articles` and `links`; the create forms `ask`,
 * `writeArticle` and `createLink`; the posts `question`, `article` and
 * `link`, their edit forms `editQuestion`, `editArticle` and `editLink` and
 * their histories `questionHistory`, `articleHistory` and `linkHistory`
 * (each with an `id` parameter); an answer's history `answerHistory` (with
 * `id` and `answerId`); the collections list `collections`, the
 * collection pages `collection` and `editCollection` (with an `id`) and
 * `createCollection`; `favorites`; `tags` and `tag` (with a `tag`
 * parameter); `entities` and `entity` (with an `entityRef` parameter);
 * `users` and `user` (with a `userRef` parameter); `statistics`; `moderate`,
 * the moderator area. The plugin registers the same object as its `routes`.
 * @public
 */
export const agoraRouteRefs = {
  root: rootRouteRef,
  ...routeRefsOf(AGORA_ROUTES),
};

/** The section of an address below Agora's root, if a route of `routes` is in it. */
export function sectionOf(
  pathname: string,
  rootPath: string,
  routes: ReadonlyArray<AgoraRoute> = AGORA_ROUTES,
): AgoraSectionId | undefined {
  const base = rootPath.replace(/\/$/, '');
  if (!pathname.startsWith(base)) return undefined;
  const first = pathname.slice(base.length).split('/')[1] ?? '';
  return routes.find(route => route.section === first)?.section;
}

/** The translation key of a section's label in the navigation. */
export const navLabelKey = (section: AgoraSectionId) =>
  `nav.${section}` as const;

/** The translation key of the header's subtitle in a section, or outside any. */
export const subtitleKey = (section: AgoraSectionId | undefined) =>
  `header.subtitle.${section ?? 'default'}` as const;
