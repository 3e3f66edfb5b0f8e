/**
 * Agora: community questions, answers, articles and links for Backstage.
 *
 * @packageDocumentation
 */

/** @public */
export {
  agoraPlugin,
  AgoraPage,
  AgoraSearchResultListItem,
  AgoraHomePageCard,
  EntityAgoraContent,
} from './plugin';
/** @public */
export type { AgoraSearchResultListItemProps } from './features/search/AgoraSearchResultListItem';
/** @public */
export { agoraTranslationRef } from './translation';
/** @public */
export { agoraStoreApiRef, agoraStoreApiFactory } from './state/storeApi';
/** @public */
export { rootRouteRef as agoraRootRouteRef } from './routes';
/** @public */
export { agoraRouteRefs } from './routes';
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
  AgoraSearchDocument,
  AgoraPostSearchDocument,
  AgoraCollectionSearchDocument,
  AgoraSearchKind,
  CardSettings as AgoraCardSettings,
} from './api/types';
