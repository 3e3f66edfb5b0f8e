import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { LIST } from '../../api/tags';
import { postSchema, type Post } from '../../api/types';

/** @public */
export interface CloseAsDuplicateArg {
  id: Post['id'];
  originalId: Post['id'];
}

/**
 * A closure or reopening changes the question (its banner, `canAnswer`) and
 * how lists show it; nothing is counted, so nothing else is refetched.
 */
const changedQuestion = (post: Post | undefined, _error: unknown) =>
  post
    ? [
        { type: 'Post' as const, id: post.id },
        { type: 'Post' as const, id: LIST },
      ]
    : [];

/** Closing questions as duplicates and reopening them (docs/api.md, "Duplicates"). */
export const duplicatesApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    closeAsDuplicate: build.mutation<Post, CloseAsDuplicateArg>({
      query: ({ id, originalId }): AgoraRequest => ({
        url: apiPath`/posts/${id}/duplicate`,
        method: 'PUT',
        ids: [id, originalId],
        body: { originalId },
        errorMessage: ERROR_MESSAGES.closeAsDuplicate,
        response: postSchema,
      }),
      invalidatesTags: changedQuestion,
    }),
    reopenQuestion: build.mutation<Post, Post['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/posts/${id}/duplicate`,
        method: 'DELETE',
        ids: [id],
        errorMessage: ERROR_MESSAGES.reopenQuestion,
        response: postSchema,
      }),
      invalidatesTags: changedQuestion,
    }),
  }),
});

export const { useCloseAsDuplicateMutation, useReopenQuestionMutation } =
  duplicatesApi;
