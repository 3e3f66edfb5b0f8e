/**
 * Agora: community questions, answers, articles and links for Backstage.
 *
 * @packageDocumentation
 */

/** @public */
export { agoraPlugin, AgoraPage } from './plugin';
/** @public */
export { agoraTranslationRef } from './translation';
/** @public */
export { agoraStoreApiRef, agoraStoreApiFactory } from './state/storeApi';
/** @public */
export { rootRouteRef as agoraRootRouteRef } from './routes';
/** Route ref of Agora's `questions` page, for links from other plugins. @public */
export { questionsRouteRef as agoraQuestionsRouteRef } from './routes';
/** Route ref of Agora's `ask` page, for links from other plugins. @public */
export { askRouteRef as agoraAskRouteRef } from './routes';
/** Route ref of Agora's `question` page, for links from other plugins. @public */
export { questionRouteRef as agoraQuestionRouteRef } from './routes';
/** Route ref of Agora's `editQuestion` page, for links from other plugins. @public */
export { editQuestionRouteRef as agoraEditQuestionRouteRef } from './routes';
/** Route ref of Agora's `favorites` page, for links from other plugins. @public */
export { favoritesRouteRef as agoraFavoritesRouteRef } from './routes';
/** Route ref of Agora's `statistics` page, for links from other plugins. @public */
export { statisticsRouteRef as agoraStatisticsRouteRef } from './routes';
/** Route ref of Agora's `collections` page, for links from other plugins. @public */
export { collectionsRouteRef as agoraCollectionsRouteRef } from './routes';
/** Route ref of Agora's `createCollection` page, for links from other plugins. @public */
export { createCollectionRouteRef as agoraCreateCollectionRouteRef } from './routes';
/** Route ref of Agora's `collection` page, for links from other plugins. @public */
export { collectionRouteRef as agoraCollectionRouteRef } from './routes';
/** Route ref of Agora's `editCollection` page, for links from other plugins. @public */
export { editCollectionRouteRef as agoraEditCollectionRouteRef } from './routes';
/** Route ref of Agora's `articles` page, for links from other plugins. @public */
export { articlesRouteRef as agoraArticlesRouteRef } from './routes';
/** Route ref of Agora's `writeArticle` page, for links from other plugins. @public */
export { writeArticleRouteRef as agoraWriteArticleRouteRef } from './routes';
/** Route ref of Agora's `article` page, for links from other plugins. @public */
export { articleRouteRef as agoraArticleRouteRef } from './routes';
/** Route ref of Agora's `editArticle` page, for links from other plugins. @public */
export { editArticleRouteRef as agoraEditArticleRouteRef } from './routes';
/** Route ref of Agora's `links` page, for links from other plugins. @public */
export { linksRouteRef as agoraLinksRouteRef } from './routes';
/** Route ref of Agora's `createLink` page, for links from other plugins. @public */
export { createLinkRouteRef as agoraCreateLinkRouteRef } from './routes';
/** Route ref of Agora's `link` page, for links from other plugins. @public */
export { linkRouteRef as agoraLinkRouteRef } from './routes';
/** Route ref of Agora's `editLink` page, for links from other plugins. @public */
export { editLinkRouteRef as agoraEditLinkRouteRef } from './routes';
/** Route ref of Agora's `users` page, for links from other plugins. @public */
export { usersRouteRef as agoraUsersRouteRef } from './routes';
/** Route ref of Agora's `user` page, for links from other plugins. @public */
export { userRouteRef as agoraUserRouteRef } from './routes';
/** Route ref of Agora's `tags` page, for links from other plugins. @public */
export { tagsRouteRef as agoraTagsRouteRef } from './routes';
/** Route ref of Agora's `tag` page, for links from other plugins. @public */
export { tagRouteRef as agoraTagRouteRef } from './routes';
/** Route ref of Agora's `entities` page, for links from other plugins. @public */
export { entitiesRouteRef as agoraEntitiesRouteRef } from './routes';
/** Route ref of Agora's `entity` page, for links from other plugins. @public */
export { entityRouteRef as agoraEntityRouteRef } from './routes';
/** Route ref of Agora's `moderate` page, for links from other plugins. @public */
export { moderateRouteRef as agoraModerateRouteRef } from './routes';
/** @public */
export type { AgoraStore, AgoraState } from './state/store';
/** @public */
export type {
  Post,
  PostType,
  PostsQuery,
  PostsResponse,
  Answer,
  Comment,
  Collection,
  Tag,
  AIStatus,
} from './api/types';
