import { useAnalytics } from '@backstage/core-plugin-api';
import {
  useCommentAnswerMutation,
  useCommentPostMutation,
  useDeleteAnswerCommentMutation,
  useDeletePostCommentMutation,
  useUpdateAnswerCommentMutation,
  useUpdatePostCommentMutation,
} from '../commentsApi';

/**
 * Add, edit and delete (with an optional reason) for the comments of a post
 * or, with `answerId`, of one of its answers. Each returns a promise that rejects with the API
 * error, so forms can show it next to the typed text.
 */
export function useCommentActions(postId: number, answerId?: number) {
  const analytics = useAnalytics();
  const [commentPost] = useCommentPostMutation();
  const [updatePostComment] = useUpdatePostCommentMutation();
  const [deletePostComment] = useDeletePostCommentMutation();
  const [commentAnswer] = useCommentAnswerMutation();
  const [updateAnswerComment] = useUpdateAnswerCommentMutation();
  const [deleteAnswerComment] = useDeleteAnswerCommentMutation();
  const onAnswer = answerId !== undefined;

  return {
    add: async (content: string) => {
      await (
        onAnswer
          ? commentAnswer({ postId, answerId, content })
          : commentPost({ postId, content })
      ).unwrap();
      analytics.captureEvent('comment', onAnswer ? 'answer' : 'post', {
        attributes: { postId, ...(onAnswer ? { answerId } : {}) },
      });
    },
    update: (commentId: number, content: string) =>
      (onAnswer
        ? updateAnswerComment({ postId, answerId, commentId, content })
        : updatePostComment({ postId, commentId, content })
      ).unwrap(),
    remove: (commentId: number, reason?: string) =>
      (onAnswer
        ? deleteAnswerComment({ postId, answerId, commentId, reason })
        : deletePostComment({ postId, commentId, reason })
      ).unwrap(),
  };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
