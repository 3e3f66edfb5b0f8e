import { agoraApi } from '../../api/agoraApi';
import type { AgoraRequest } from '../../api/baseQuery';
import { urlMetadataSchema, type UrlMetadata } from '../../api/types';

/** Title, description and images of a link post's address, fetched by the server. */
export const linkMetadataApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    // A query although it is a POST: it reads, and the cache keys it by URL.
    getLinkMetadata: build.query<UrlMetadata, string>({
      query: (url): AgoraRequest => ({
        url: '/url',
        method: 'POST',
        body: { url },
        response: urlMetadataSchema,
      }),
    }),
  }),
});

export const { useGetLinkMetadataQuery } = linkMetadataApi;
