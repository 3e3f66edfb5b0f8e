import {
  createPlugin,
  createRoutableExtension,
} from '@backstage/core-plugin-api';
import * as routes from './routes';
import { agoraStoreApiFactory } from './state/storeApi';

/**
 * The Agora plugin. Its store API is created once per app and shared by the
 * page and every other Agora extension.
 * @public
 */
export const agoraPlugin = createPlugin({
  id: 'agora',
  apis: [agoraStoreApiFactory],
  // Every page's ref, so other plugins can link into Agora.
  routes: {
    root: routes.rootRouteRef,
    questions: routes.questionsRouteRef,
    ask: routes.askRouteRef,
    question: routes.questionRouteRef,
    editQuestion: routes.editQuestionRouteRef,
    favorites: routes.favoritesRouteRef,
    statistics: routes.statisticsRouteRef,
    collections: routes.collectionsRouteRef,
    createCollection: routes.createCollectionRouteRef,
    collection: routes.collectionRouteRef,
    editCollection: routes.editCollectionRouteRef,
    articles: routes.articlesRouteRef,
    writeArticle: routes.writeArticleRouteRef,
    article: routes.articleRouteRef,
    editArticle: routes.editArticleRouteRef,
    links: routes.linksRouteRef,
    createLink: routes.createLinkRouteRef,
    link: routes.linkRouteRef,
    editLink: routes.editLinkRouteRef,
    users: routes.usersRouteRef,
    user: routes.userRouteRef,
    tags: routes.tagsRouteRef,
    tag: routes.tagRouteRef,
    entities: routes.entitiesRouteRef,
    entity: routes.entityRouteRef,
    moderate: routes.moderateRouteRef,
  },
});

/** The Agora page; mount it on a route of the app. @public */
export const AgoraPage = agoraPlugin.provide(
  createRoutableExtension({
    name: 'AgoraPage',
    component: () => import('./AgoraPage').then(m => m.AgoraPage),
    mountPoint: routes.rootRouteRef,
  }),
);
