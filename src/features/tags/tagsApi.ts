import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { LIST, providesTagList, tagByName } from '../../api/tags';
import {
  tagSchema,
  tagsResponseSchema,
  type ListQuery,
  type Tag,
  type TagRequest,
  type TagsResponse,
} from '../../api/types';

/** Creating names the tag; descriptions and experts are optional. @public */
export type CreateTagArg = TagRequest & Pick<Tag, 'tag'>;
/** @public */
export type UpdateTagArg = Pick<Tag, 'id'> &
  Pick<TagRequest, 'description' | 'experts'>;
/** @public */
export type DeleteTagArg = Pick<Tag, 'id'> & { reason?: string };

/** Failure messages: src/api/errors.ts has none for tag edits, so they say what failed. */
export const TAG_MESSAGES = {
  create: 'Failed to create tag',
  update: 'Failed to update tag',
  delete: 'Failed to delete tag',
};

/** No access to the list reads as an empty list (403 means no access). */
export const EMPTY_TAGS: TagsResponse = { tags: [], total: 0 };

/**
 * Tags: list, single read by name, moderator edits. Reads provide each tag
 * under its numeric id, which edits name, and under its name, which posts
 * and follows name.
 */
export const tagsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getTags: build.query<TagsResponse, ListQuery>({
      query: (params): AgoraRequest => ({
        url: '/tags',
        params,
        forbiddenValue: EMPTY_TAGS,
        response: tagsResponseSchema,
      }),
      providesTags: result => providesTagList(result?.tags ?? []),
    }),
    getTag: build.query<Tag | null, Tag['tag']>({
      query: (tag): AgoraRequest => ({
        url: apiPath`/tags/${tag}`,
        ids: [tag],
        notOkValue: null,
        response: tagSchema,
      }),
      providesTags: (result, _error, tag) => [
        tagByName(tag),
        ...(result ? [{ type: 'Tag' as const, id: result.id }] : []),
      ],
    }),
    createTag: build.mutation<Tag, CreateTagArg>({
      query: (body): AgoraRequest => ({
        url: '/tags',
        method: 'PUT',
        body,
        errorMessage: TAG_MESSAGES.create,
        response: tagSchema,
      }),
      invalidatesTags: tag => (tag ? [{ type: 'Tag', id: LIST }] : []),
    }),
    updateTag: build.mutation<Tag, UpdateTagArg>({
      query: ({ id, ...body }): AgoraRequest => ({
        url: apiPath`/tags/${id}`,
        method: 'POST',
        body,
        ids: [id],
        errorMessage: TAG_MESSAGES.update,
        response: tagSchema,
      }),
      invalidatesTags: (tag, _error, { id }) =>
        tag ? [{ type: 'Tag', id }] : [],
    }),
    deleteTag: build.mutation<boolean, DeleteTagArg>({
      query: ({ id, reason }): AgoraRequest => ({
        url: apiPath`/tags/${id}`,
        method: 'DELETE',
        body: { reason },
        ids: [id],
        success: true,
        errorMessage: TAG_MESSAGES.delete,
      }),
      invalidatesTags: (ok, _error, { id }) =>
        ok ? [{ type: 'Tag', id }] : [],
    }),
  }),
});

export const {
  useGetTagsQuery,
  useGetTagQuery,
  useCreateTagMutation,
  useUpdateTagMutation,
  useDeleteTagMutation,
} = tagsApi;
