import {
  ANONYMOUS_AUTHOR,
  type AgoraCollectionSearchDocument,
  type AgoraPostSearchDocument,
  type Collection,
  type Post,
} from '@agora/contract';
import { postResourceRef } from '../permissions/postResource';
import { appPath } from '../service/appLinks';
import { indexText } from '../domain/indexText';

/**
 * A post as a search document. The author of an anonymous post is masked
 * here as well as by the API, so no configuration of the caller can put a
 * real ref of an anonymous post into the index.
 */
export function postDocument(
  post: Post,
  basePath: string,
): AgoraPostSearchDocument {
  return {
    title: post.title,
    text: indexText(post.content),
    location: appPath(basePath, post.type, post.id),
    kind: post.type,
    created: post.created,
    author: post.anonymous ? ANONYMOUS_AUTHOR : post.author,
    score: post.score,
    answersCount: post.answersCount,
    views: post.views,
    tags: post.tags,
    authorization: { resourceRef: postResourceRef(post.id) },
  };
}

/**
 * A collection as a search document: its own title, description and owner,
 * never its posts' titles or texts, so it reveals no post a reader may not
 * read. It carries no resource ref: collections are everyone's to read.
 * `postsCount` is the collator's count, one figure for all readers
 * (docs/permissions.md, "What is and is not filtered per reader").
 */
export function collectionDocument(
  collection: Collection,
  basePath: string,
): AgoraCollectionSearchDocument {
  return {
    title: collection.title,
    text: indexText(collection.description ?? ''),
    location: appPath(basePath, 'collection', collection.id),
    kind: 'collection',
    created: collection.created,
    author: collection.owner,
    postsCount: collection.postsCount,
  };
}
