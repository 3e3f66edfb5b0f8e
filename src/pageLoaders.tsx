import type { ComponentType, ReactElement } from 'react';
import type { PostType } from './api/types';
import type { AgoraRouteId } from './routes';

/** The screens of a post type, each taking the type. */
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
    import('./features/posts/PostListPage').then(m => m.PostListPage),
  CreatePostPage: () =>
    import('./features/posts/CreatePostPage').then(m => m.CreatePostPage),
  PostPage: () => import('./features/posts/PostPage').then(m => m.PostPage),
  EditPostPage: () =>
    import('./features/posts/EditPostPage').then(m => m.EditPostPage),
};

/**
 * The loader of one of the type-driven post pages (`features/posts`,
 * configured per type by its `POST_TYPE_PARTS`).
 */
const postPage = (page: PostPageName, type: PostType) => () =>
  POST_PAGE_LOADERS[page]().then(Page => <Page type={type} />);

/**
 * The history page of a post of `type`, or of one of its answers; one
 * component and chunk for the four history routes.
 */
const historyPage =
  (type: PostType, subject: 'post' | 'answer' = 'post') =>
  () =>
    import('./features/revisions/HistoryPage').then(m => (
      <m.HistoryPage type={type} subject={subject} />
    ));

/**
 * Each page's element by route id, loaded on first visit, which keeps the
 * pages out of the plugin's entry bundle. The same shape as the new
 * frontend system's `PageBlueprint` loader. Only the router imports this
 * map: the route table (`routes.ts`) and everything that links stay free of
 * the pages, which link back to them.
 */
export const PAGE_LOADERS: Record<AgoraRouteId, () => Promise<ReactElement>> = {
  questions: postPage('PostListPage', 'question'),
  ask: postPage('CreatePostPage', 'question'),
  question: postPage('PostPage', 'question'),
  editQuestion: postPage('EditPostPage', 'question'),
  questionHistory: historyPage('question'),
  answerHistory: historyPage('question', 'answer'),
  articles: postPage('PostListPage', 'article'),
  writeArticle: postPage('CreatePostPage', 'article'),
  article: postPage('PostPage', 'article'),
  editArticle: postPage('EditPostPage', 'article'),
  articleHistory: historyPage('article'),
  links: postPage('PostListPage', 'link'),
  createLink: postPage('CreatePostPage', 'link'),
  link: postPage('PostPage', 'link'),
  editLink: postPage('EditPostPage', 'link'),
  linkHistory: historyPage('link'),
  collections: () =>
    import('./features/collections/CollectionsPage').then(m => (
      <m.CollectionsPage />
    )),
  createCollection: () =>
    import('./features/collections/CollectionForm').then(m => (
      <m.CreateCollectionPage />
    )),
  collection: () =>
    import('./features/collections/CollectionPage').then(m => (
      <m.CollectionPage />
    )),
  editCollection: () =>
    import('./features/collections/CollectionForm').then(m => (
      <m.EditCollectionPage />
    )),
  favorites: () =>
    import('./features/favorites/FavoritesPage').then(m => <m.FavoritesPage />),
  tags: () => import('./features/tags/TagsPage').then(m => <m.TagsPage />),
  tag: () => import('./features/tags/TagPage').then(m => <m.TagPage />),
  entities: () =>
    import('./features/entities/EntitiesPage').then(m => <m.EntitiesPage />),
  entity: () =>
    import('./features/entities/EntityPage').then(m => <m.EntityPage />),
  users: () => import('./features/users/UsersPage').then(m => <m.UsersPage />),
  user: () => import('./features/users/UserPage').then(m => <m.UserPage />),
  statistics: () =>
    import('./features/statistics').then(m => <m.StatisticsPage />),
  moderate: () =>
    import('./features/moderate/ModeratePage').then(m => <m.ModeratePage />),
};
