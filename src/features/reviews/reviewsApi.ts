import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { runOptimistic } from '../../api/optimistic';
import { patchEverywhere } from '../../api/patchEverywhere';
import { providesList } from '../../api/tags';
import {
  postSchema,
  postsResponseSchema,
  type Post,
  type PostsResponse,
  type ReviewsQuery,
  type ReviewVerdict,
} from '../../api/types';

/** @public */
export interface ReviewPostArg {
  id: Post['id'];
  verdict: ReviewVerdict;
  /** With `outdated`: what no longer holds (optional). */
  reason?: string;
  /** The signed-in reviewer's ref, when known: the guess names them. */
  reviewer?: string;
}

/**
 * Stale content review (docs/api.md, "Reviews"). "Still valid" shows at
 * once in every cached copy of the post (no longer due; the verdict, by the
 * reviewer when known) and is undone with an alert if refused. "Outdated"
 * waits for the server: its dialog stays open meanwhile, showing a refusal
 * with the reason typed kept (ReviewActions), then the post is reread. The lists of
 * posts due provide their posts' tags, so a review (or an edit) of one
 * refetches every list showing it, and the post itself.
 */
export const reviewsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getReviews: build.query<PostsResponse, ReviewsQuery>({
      query: ({ scope = 'mine', limit, offset }): AgoraRequest => ({
        url: `/reviews?${new URLSearchParams({
          scope,
          limit: String(limit ?? 10),
          offset: String(offset ?? 0),
        })}`,
        errorMessage: ERROR_MESSAGES.fetchReviews,
        response: postsResponseSchema,
      }),
      providesTags: result =>
        providesList(
          'Post',
          result?.posts.map(post => post.id),
        ),
    }),
    reviewPost: build.mutation<Post, ReviewPostArg>({
      query: ({ id, verdict, reason }): AgoraRequest => ({
        url: apiPath`/posts/${id}/review`,
        method: 'POST',
        ids: [id],
        body: reason ? { verdict, reason } : { verdict },
        errorMessage: ERROR_MESSAGES.reviewPost,
        response: postSchema,
      }),
      onQueryStarted: async ({ id, verdict, reviewer }, api) => {
        // "Outdated" waits for the server in its dialog (ReviewActions).
        if (verdict !== 'valid') return;
        await runOptimistic(api, {
          item: { type: 'Post', id },
          apply: () =>
            patchEverywhere(api, { type: 'Post', id }, post => {
              post.needsReview = false;
              if (reviewer)
                post.review = {
                  verdict,
                  reviewedBy: reviewer,
                  reviewed: new Date().toISOString(),
                };
            }),
          message: ERROR_MESSAGES.reviewPost,
        });
      },
      invalidatesTags: (post, _error, { id }) =>
        post ? [{ type: 'Post', id }] : [],
    }),
  }),
});

export const { useGetReviewsQuery, useReviewPostMutation } = reviewsApi;
