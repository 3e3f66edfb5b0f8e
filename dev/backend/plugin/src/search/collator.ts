import { Readable } from 'node:stream';
import type {
  AuthService,
  DiscoveryService,
  LoggerService,
} from '@backstage/backend-plugin-api';
import type { DocumentCollatorFactory } from '@backstage/plugin-search-common';
import {
  AGORA_SEARCH_TYPE,
  LIMITS,
  agoraPostReadPermission,
  type AgoraSearchDocument,
  type CollectionsResponse,
  type PostsResponse,
} from '@agora/contract';
import { collectionDocument, postDocument } from './documents';

/** Options of {@link AgoraCollatorFactory}. */
export interface AgoraCollatorFactoryOptions {
  auth: AuthService;
  discovery: DiscoveryService;
  logger: LoggerService;
  /** Where the app mounts Agora's page, e.g. `/agora`. */
  basePath: string;
  /** Posts and collections per request; the API's maximum by default. */
  pageSize?: number;
}

/**
 * Collates every active post and every collection of Agora into documents
 * of type `agora`, reading Agora's own HTTP API as the search plugin's
 * service principal: the identity middleware lets services make exactly
 * these two list queries (`SERVICE_READS`), which show active posts with
 * anonymous authors masked. Under a permission policy the service reads
 * what `agora.post.read` allows it (the permissions service decides for
 * services, docs/permissions.md), and the search backend shows each post
 * only to readers the policy allows it to: `visibilityPermission` with the
 * documents' `authorization.resourceRef`. Both lists are paged through to
 * their end in creation order, which new items only extend.
 */
export class AgoraCollatorFactory implements DocumentCollatorFactory {
  readonly type = AGORA_SEARCH_TYPE;
  readonly visibilityPermission = agoraPostReadPermission;
  private readonly pageSize: number;

  constructor(private readonly options: AgoraCollatorFactoryOptions) {
    this.pageSize = options.pageSize ?? LIMITS.maxPageSize;
  }

  async getCollator(): Promise<Readable> {
    return Readable.from(this.documents());
  }

  async *documents(): AsyncGenerator<AgoraSearchDocument> {
    const { basePath, logger } = this.options;
    let posts = 0;
    for await (const post of this.pages(
      '/posts/query',
      (r: PostsResponse) => r.posts,
    )) {
      posts += 1;
      yield postDocument(post, basePath);
    }
    let collections = 0;
    for await (const collection of this.pages(
      '/collections/query',
      (r: CollectionsResponse) => r.collections,
    )) {
      collections += 1;
      yield collectionDocument(collection, basePath);
    }
    logger.info(`Collated ${posts} posts and ${collections} collections`);
  }

  /** Every item of a list query, page by page until `total` is reached. */
  private async *pages<R extends { total: number }, T>(
    path: string,
    itemsOf: (response: R) => T[],
  ): AsyncGenerator<T> {
    const { auth, discovery } = this.options;
    const baseUrl = await discovery.getBaseUrl('agora');
    let offset = 0;
    for (;;) {
      // Tokens are short-lived; one per request outlives any page.
      const { token } = await auth.getPluginRequestToken({
        onBehalfOf: await auth.getOwnServiceCredentials(),
        targetPluginId: 'agora',
      });
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          limit: this.pageSize,
          offset,
          orderBy: 'created',
          order: 'asc',
        }),
      });
      if (!response.ok) {
        throw new Error(
          `Agora ${path} answered ${response.status} at offset ${offset}`,
        );
      }
      const body = (await response.json()) as R;
      const items = itemsOf(body);
      yield* items;
      offset += items.length;
      if (items.length === 0 || offset >= body.total) return;
    }
  }
}
