import QuestionAnswerIcon from '@material-ui/icons/QuestionAnswer';
import LibraryBooksIcon from '@material-ui/icons/LibraryBooks';
import LinkIcon from '@material-ui/icons/Link';
import StarIcon from '@material-ui/icons/Star';
import LocalOfferIcon from '@material-ui/icons/LocalOffer';
import CategoryIcon from '@material-ui/icons/Category';
import PeopleIcon from '@material-ui/icons/People';
import CollectionsBookmarkIcon from '@material-ui/icons/CollectionsBookmark';
import EqualizerIcon from '@material-ui/icons/Equalizer';
import SecurityIcon from '@material-ui/icons/Security';
import type { ComponentType } from 'react';
import type { IconComponent } from '@backstage/core-plugin-api';
import type { PostType } from './api/types';
import {
  agoraPage,
  rootRouteRef,
  type AgoraPageEntry,
  type AgoraPagePath,
  type AgoraSectionId,
} from './routes';

/** The pages of the post page family, each taking the post type. */
type PostPageName =
  'PostListPage' | 'CreatePostPage' | 'PostPage' | 'EditPostPage';

/**
 * Each post page component in a chunk of its own, shared by the three
 * types: the lists, Agora's first screen, load no form, editor, answers or
 * markdown renderer (docs/performance.md, Client).
 */
const POST_PAGE_LOADERS: Record<
  PostPageName,
  () => Promise<ComponentType<{ type: PostType }>>
> = {
  PostListPage: () =>
    import('./features/postPages/PostListPage').then(m => m.PostListPage),
  CreatePostPage: () =>
    import('./features/postPages/CreatePostPage').then(m => m.CreatePostPage),
  PostPage: () => import('./features/postPages/PostPage').then(m => m.PostPage),
  EditPostPage: () =>
    import('./features/postPages/EditPostPage').then(m => m.EditPostPage),
};

/**
 * An entry for one of the type-driven post pages (`features/postPages`,
 * configured per type by its `POST_TYPE_PAGES`).
 */
function postPage<Id extends string, Path extends AgoraPagePath>(
  id: Id,
  path: Path,
  page: PostPageName,
  type: PostType,
  nav?: { icon: IconComponent },
) {
  return agoraPage({
    id,
    path,
    nav,
    loader: () => POST_PAGE_LOADERS[page]().then(Page => <Page type={type} />),
  });
}

/**
 * Agora's page table: one entry per page that exists, and nothing else. The
 * router's routes, the left navigation (entries with `nav`, in table order),
 * the header subtitle (the entry's section), the route refs registered on
 * the plugin and exported, and every link `useAgoraLinks` builds are derived
 * from it, so adding a page is one entry here plus its component. Pages are
 * loaded on first visit, which keeps them out of the plugin's entry bundle.
 *
 * Order does not matter to the router: react-router ranks static segments
 * above `:id`, so `questions/ask` is never read as a question id.
 *
 * A page under a catch-all, like the user page of `/users/*` whose user refs
 * contain `/`, names the rest of the path for its ref and gives the router
 * its own pattern (route refs encode the `/` as %2F, `*` accepts both):
 *
 * ```
 * agoraPage({
 *   id: 'user',
 *   path: 'users/:userRef',
 *   routePath: 'users/*',
 *   loader: () => import('./features/users/UserPage').then(m => <m.UserPage />),
 * }),
 * ```
 */
export const AGORA_PAGES = [
  postPage('questions', 'questions', 'PostListPage', 'question', {
    icon: QuestionAnswerIcon,
  }),
  postPage('ask', 'questions/ask', 'CreatePostPage', 'question'),
  postPage('question', 'questions/:id', 'PostPage', 'question'),
  postPage('editQuestion', 'questions/:id/edit', 'EditPostPage', 'question'),
  postPage('articles', 'articles', 'PostListPage', 'article', {
    icon: LibraryBooksIcon,
  }),
  postPage('writeArticle', 'articles/write', 'CreatePostPage', 'article'),
  postPage('article', 'articles/:id', 'PostPage', 'article'),
  postPage('editArticle', 'articles/:id/edit', 'EditPostPage', 'article'),
  postPage('links', 'links', 'PostListPage', 'link', { icon: LinkIcon }),
  postPage('createLink', 'links/create', 'CreatePostPage', 'link'),
  postPage('link', 'links/:id', 'PostPage', 'link'),
  postPage('editLink', 'links/:id/edit', 'EditPostPage', 'link'),
  agoraPage({
    id: 'collections',
    path: 'collections',
    nav: { icon: CollectionsBookmarkIcon },
    loader: () =>
      import('./features/collections/CollectionsPage').then(m => (
        <m.CollectionsPage />
      )),
  }),
  agoraPage({
    id: 'createCollection',
    path: 'collections/create',
    loader: () =>
      import('./features/collections/CollectionForm').then(m => (
        <m.CreateCollectionPage />
      )),
  }),
  agoraPage({
    id: 'collection',
    path: 'collections/:id',
    loader: () =>
      import('./features/collections/CollectionPage').then(m => (
        <m.CollectionPage />
      )),
  }),
  agoraPage({
    id: 'editCollection',
    path: 'collections/:id/edit',
    loader: () =>
      import('./features/collections/CollectionForm').then(m => (
        <m.EditCollectionPage />
      )),
  }),
  agoraPage({
    id: 'favorites',
    path: 'favorites',
    nav: { icon: StarIcon },
    loader: () =>
      import('./features/favorites/FavoritesPage').then(m => (
        <m.FavoritesPage />
      )),
  }),
  agoraPage({
    id: 'tags',
    path: 'tags',
    nav: { icon: LocalOfferIcon },
    loader: () => import('./features/tags/TagsPage').then(m => <m.TagsPage />),
  }),
  agoraPage({
    id: 'tag',
    path: 'tags/:tag',
    loader: () => import('./features/tags/TagPage').then(m => <m.TagPage />),
  }),
  agoraPage({
    id: 'entities',
    path: 'entities',
    nav: { icon: CategoryIcon },
    loader: () =>
      import('./features/entities/EntitiesPage').then(m => <m.EntitiesPage />),
  }),
  // Entity refs hold `/`: links name the ref, the router takes the rest of the path.
  agoraPage({
    id: 'entity',
    path: 'entities/:entityRef',
    routePath: 'entities/*',
    loader: () =>
      import('./features/entities/EntityPage').then(m => <m.EntityPage />),
  }),
  agoraPage({
    id: 'users',
    path: 'users',
    nav: { icon: PeopleIcon },
    loader: () =>
      import('./features/users/UsersPage').then(m => <m.UsersPage />),
  }),
  agoraPage({
    id: 'user',
    path: 'users/:userRef',
    routePath: 'users/*',
    loader: () => import('./features/users/UserPage').then(m => <m.UserPage />),
  }),
  agoraPage({
    id: 'statistics',
    path: 'statistics',
    nav: { icon: EqualizerIcon },
    loader: () =>
      import('./features/statistics').then(m => <m.StatisticsPage />),
  }),
  // Last in the navigation, and only there for moderators.
  agoraPage({
    id: 'moderate',
    path: 'moderate',
    nav: { icon: SecurityIcon, audience: 'moderators' },
    loader: () =>
      import('./features/moderate/ModeratePage').then(m => <m.ModeratePage />),
  }),
] as const;

/** The id of a page that exists, e.g. `question`. */
export type AgoraPageId = (typeof AGORA_PAGES)[number]['id'];

/** The route refs of a table's pages, by page id. */
function routeRefsOf<Pages extends ReadonlyArray<AgoraPageEntry>>(
  pages: Pages,
): { [Page in Pages[number] as Page['id']]: Page['routeRef'] } {
  return Object.fromEntries(pages.map(page => [page.id, page.routeRef])) as {
    [Page in Pages[number] as Page['id']]: Page['routeRef'];
  };
}

/**
 * Agora's route refs, for links from other plugins: `root` where the app
 * mounts Agora, and one per page that exists, by page id: the lists
 * `questions`, `articles` and `links`; the create forms `ask`,
 * `writeArticle` and `createLink`; the posts `question`, `article` and
 * `link` and their edit forms `editQuestion`, `editArticle` and `editLink`
 * (each with an `id` parameter); the collections list `collections`, the
 * collection pages `collection` and `editCollection` (with an `id`) and
 * `createCollection`; `favorites`; `tags` and `tag` (with a `tag`
 * parameter); `entities` and `entity` (with an `entityRef` parameter);
 * `users` and `user` (with a `userRef` parameter); `statistics`; `moderate`,
 * the moderator area. The plugin registers the same object as its `routes`.
 * @public
 */
export const agoraRouteRefs = {
  root: rootRouteRef,
  ...routeRefsOf(AGORA_PAGES),
};

/** The section of an address below Agora's root, if a page of `pages` is in it. */
export function sectionOf(
  pathname: string,
  rootPath: string,
  pages: ReadonlyArray<AgoraPageEntry> = AGORA_PAGES,
): AgoraSectionId | undefined {
  const base = rootPath.replace(/\/$/, '');
  if (!pathname.startsWith(base)) return undefined;
  const first = pathname.slice(base.length).split('/')[1] ?? '';
  return pages.find(page => page.section === first)?.section;
}
