import { agoraApi } from '../../api/agoraApi';
import type { AgoraRequest } from '../../api/baseQuery';
import {
  suggestionsResponseSchema,
  tagSuggestionsResponseSchema,
  type Post,
  type SuggestionsResponse,
  type TagSuggestionsResponse,
} from '../../api/types';

/** @public */
export type SuggestTagsArg = Pick<Post, 'title' | 'content'>;
/** @public */
export interface GetSuggestionsArg {
  limit?: number;
}

/** No access reads as no suggestions (403 means no access). */
export const EMPTY_SUGGESTIONS: SuggestionsResponse = { suggestions: [] };

/** What to do next, and tags that fit a draft. */
export const suggestionsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getSuggestions: build.query<SuggestionsResponse, GetSuggestionsArg | void>({
      query: (params): AgoraRequest => ({
        url: '/suggestions',
        params: params ?? undefined,
        forbiddenValue: EMPTY_SUGGESTIONS,
        response: suggestionsResponseSchema,
      }),
      // Suggestions point at posts, so any post change may change them.
      providesTags: result => [
        'Suggestion',
        ...(result?.suggestions ?? []).map(s => ({
          type: 'Post' as const,
          id: s.post.id,
        })),
      ],
    }),
    // A read with a body: tags that fit a draft not yet posted.
    suggestTags: build.query<TagSuggestionsResponse, SuggestTagsArg>({
      query: (body): AgoraRequest => ({
        url: '/tags/suggest',
        method: 'POST',
        body,
        response: tagSuggestionsResponseSchema,
      }),
    }),
  }),
});

export const { useGetSuggestionsQuery, useSuggestTagsQuery } = suggestionsApi;
