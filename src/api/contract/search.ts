import type { PostType } from './posts';

/*
 * The documents Agora puts into Backstage's portal search: written by the
 * backend's collator (`dev/backend/plugin/src/search`), rendered by the
 * frontend's search result item. Never sent by the Agora API itself.
 */

/** The search document type (index name) of Agora's documents. @public */
export const AGORA_SEARCH_TYPE = 'agora';

/** What an Agora search document describes. @public */
export type AgoraSearchKind = PostType | 'collection';

/** Fields every Agora search document has. @public */
interface AgoraSearchDocumentBase {
  title: string;
  /** Plain text: the markdown of the content or description, stripped. */
  text: string;
  /** The Agora page of the item, e.g. `/agora/questions/12`. */
  location: string;
  kind: AgoraSearchKind;
  /** ISO timestamp. */
  created: string;
  /** Author or owner ref; `anonymous` for anonymous posts. */
  author: string;
}

/** A post in portal search. @public */
export interface AgoraPostSearchDocument extends AgoraSearchDocumentBase {
  kind: PostType;
  /**
   * The post as the permission framework names it (`agora-post:<id>`): the
   * search backend shows the result only to readers whose policy allows
   * `agora.post.read` on it (docs/permissions.md, "Portal search").
   */
  authorization?: { resourceRef: string };
  score: number;
  answersCount: number;
  views: number;
  tags: string[];
}

/** A collection in portal search. @public */
export interface AgoraCollectionSearchDocument extends AgoraSearchDocumentBase {
  kind: 'collection';
  postsCount: number;
}

/** A document of type {@link AGORA_SEARCH_TYPE}. @public */
export type AgoraSearchDocument =
  AgoraPostSearchDocument | AgoraCollectionSearchDocument;
