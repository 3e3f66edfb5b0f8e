import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { aggregatesChanged } from '../../api/tags';
import {
  answerSchema,
  postSchema,
  type Answer,
  type Comment,
  type Post,
} from '../../api/types';

/** @public */
export type CommentPostArg = Pick<Comment, 'postId' | 'content'>;
/** @public */
export type UpdatePostCommentArg = CommentPostArg & {
  commentId: Comment['id'];
};
/** @public */
export type DeletePostCommentArg = Pick<Comment, 'postId'> & {
  commentId: Comment['id'];
  /** Why it goes, as for an answer (kept and audited by the server). */
  reason?: string;
};
/** @public */
export type CommentAnswerArg = CommentPostArg & { answerId: Answer['id'] };
/** @public */
export type UpdateAnswerCommentArg = CommentAnswerArg & {
  commentId: Comment['id'];
};
/** @public */
export type DeleteAnswerCommentArg = DeletePostCommentArg & {
  answerId: Answer['id'];
};

/*
 * Post comment calls answer with the updated post and answer comment calls
 * with the updated answer (contract). Invalidating the parent's tag rereads
 * the question and refreshes commentsCount in lists that show the post.
 */
const postTag = (post: Post | undefined, { postId }: { postId: number }) =>
  post ? [{ type: 'Post' as const, id: postId }] : [];
const answerTag = (
  answer: Answer | undefined,
  { answerId }: { answerId: number },
) => (answer ? [{ type: 'Answer' as const, id: answerId }] : []);
/** Adding or removing a comment also moves comment totals; editing does not. */
const counted = <T>(tags: T[]) =>
  tags.length ? [...tags, ...aggregatesChanged('global')] : tags;

/** Comments on posts and on answers. */
export const commentsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    commentPost: build.mutation<Post, CommentPostArg>({
      query: ({ postId, content }): AgoraRequest => ({
        url: apiPath`/posts/${postId}/comments`,
        method: 'POST',
        body: { content },
        ids: [postId],
        errorMessage: ERROR_MESSAGES.commentPost,
        response: postSchema,
      }),
      invalidatesTags: (post, _error, arg) => counted(postTag(post, arg)),
    }),
    updatePostComment: build.mutation<Post, UpdatePostCommentArg>({
      query: ({ postId, commentId, content }): AgoraRequest => ({
        url: apiPath`/posts/${postId}/comments/${commentId}`,
        method: 'POST',
        body: { content },
        ids: [postId, commentId],
        errorMessage: ERROR_MESSAGES.updatePostComment,
        response: postSchema,
      }),
      invalidatesTags: (post, _error, arg) => postTag(post, arg),
    }),
    deletePostComment: build.mutation<Post, DeletePostCommentArg>({
      query: ({ postId, commentId, reason }): AgoraRequest => ({
        url: apiPath`/posts/${postId}/comments/${commentId}`,
        method: 'DELETE',
        body: { reason },
        ids: [postId, commentId],
        errorMessage: ERROR_MESSAGES.deletePostComment,
        response: postSchema,
      }),
      invalidatesTags: (post, _error, arg) => counted(postTag(post, arg)),
    }),
    commentAnswer: build.mutation<Answer, CommentAnswerArg>({
      query: ({ postId, answerId, content }): AgoraRequest => ({
        url: apiPath`/posts/${postId}/answers/${answerId}/comments`,
        method: 'POST',
        body: { content },
        ids: [postId, answerId],
        errorMessage: ERROR_MESSAGES.commentAnswer,
        response: answerSchema,
      }),
      invalidatesTags: (answer, _error, arg) => counted(answerTag(answer, arg)),
    }),
    updateAnswerComment: build.mutation<Answer, UpdateAnswerCommentArg>({
      query: ({ postId, answerId, commentId, content }): AgoraRequest => ({
        url: apiPath`/posts/${postId}/answers/${answerId}/comments/${commentId}`,
        method: 'POST',
        body: { content },
        ids: [postId, answerId, commentId],
        errorMessage: ERROR_MESSAGES.updateComment,
        response: answerSchema,
      }),
      invalidatesTags: (answer, _error, arg) => answerTag(answer, arg),
    }),
    deleteAnswerComment: build.mutation<Answer, DeleteAnswerCommentArg>({
      query: ({ postId, answerId, commentId, reason }): AgoraRequest => ({
        url: apiPath`/posts/${postId}/answers/${answerId}/comments/${commentId}`,
        method: 'DELETE',
        body: { reason },
        ids: [postId, answerId, commentId],
        errorMessage: ERROR_MESSAGES.deleteComment,
        response: answerSchema,
      }),
      invalidatesTags: (answer, _error, arg) => counted(answerTag(answer, arg)),
    }),
  }),
});

export const {
  useCommentPostMutation,
  useUpdatePostCommentMutation,
  useDeletePostCommentMutation,
  useCommentAnswerMutation,
  useUpdateAnswerCommentMutation,
  useDeleteAnswerCommentMutation,
} = commentsApi;
