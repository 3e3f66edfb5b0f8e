import type { UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { agoraApi } from '../../api/agoraApi';
import {
  apiPath,
  type AgoraExtra,
  type AgoraRequest,
} from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { startOptimistic } from '../../api/optimistic';
import { patchEverywhere, type CacheApi } from '../../api/patchEverywhere';
import {
  aggregatesChanged,
  FOLLOWED,
  historyOf,
  LIST,
  providesList,
  tagByName,
  type AgoraTagType,
} from '../../api/tags';
import {
  postSchema,
  postsResponseSchema,
  type Post,
  type PostListPreset,
  type PostRequest,
  type PostsQuery,
  type PostsResponse,
} from '../../api/types';

/** Arguments of `GET /posts/list/{list}`: a preset plus the usual filters. */
export type GetPostListArg = PostsQuery & { list: PostListPreset };
/** `summary`: why, shown in the post's history. @public */
export type UpdatePostArg = PostRequest &
  Pick<Post, 'id'> & { summary?: string };
/** @public */
/** `permanent` (moderators only) removes the post for good instead of a soft delete. */
export type DeletePostArg = Pick<Post, 'id'> & {
  reason?: string;
  permanent?: boolean;
};

/** No access to a list reads as an empty list (403 means no access). */
export const EMPTY_POSTS: PostsResponse = { posts: [], total: 0 };

/**
 * Id of a tag only favourites lists provide, so (un)favouriting refreshes
 * those lists and leaves every other list alone.
 */
export const FAVORITES = 'FAVORITES';

/**
 * Id of a tag only the `followed` preset provides: following a tag, entity
 * or user changes which posts it holds, and no other list.
 */
export const FOLLOWED_FEED = 'FOLLOWED';

/**
 * Id of a tag only lists filtered by `following` provide, so (un)following
 * a post refreshes those lists; elsewhere its `following` flag is patched.
 */
export const FOLLOWING = 'FOLLOWING';

/** The single reads of the tags and entities a post is filed under. */
const topicTags = (post: Pick<Post, 'tags' | 'entities'> | undefined) => [
  ...(post?.tags ?? []).map(tagByName),
  ...(post?.entities ?? []).map(ref => ({ type: 'Entity' as const, id: ref })),
];

/** Tag and entity counts: every list, and the single reads of a post's topics. */
export const countsOf = (
  ...posts: Array<Pick<Post, 'tags' | 'entities'> | undefined>
) => [
  { type: 'Tag' as const, id: LIST },
  { type: 'Entity' as const, id: LIST },
  ...posts.flatMap(topicTags),
];

function providesPosts(
  result: PostsResponse | undefined,
  _error: unknown,
  arg: PostsQuery,
) {
  const tags = providesList(
    'Post',
    result?.posts.map(p => p.id),
  );
  return [
    ...tags,
    ...(arg.favorite ? [{ type: 'Post' as const, id: FAVORITES }] : []),
    ...(arg.following ? [{ type: 'Post' as const, id: FOLLOWING }] : []),
  ];
}

/** `POST /posts/{id}/restore`, for every endpoint that restores a post. */
export const restoreRequest = (id: Post['id']): AgoraRequest => ({
  url: apiPath`/posts/${id}/restore`,
  method: 'POST',
  ids: [id],
  errorMessage: ERROR_MESSAGES.restorePost,
  response: postSchema,
});

/**
 * What a restore changes: the post, and every list, since a restored post
 * is in no cached list yet (the restorer's followed posts too, when they
 * follow it); its tags and entities count one post more.
 */
export const restoredTags = (
  post: Post | undefined,
  _error: unknown,
  id: Post['id'],
): TagDescription<AgoraTagType>[] =>
  post
    ? [
        { type: 'Post', id },
        { type: 'Post', id: LIST },
        ...(post.following
          ? [{ type: 'Follow' as const, id: FOLLOWED.posts }]
          : []),
        ...countsOf(post),
        ...aggregatesChanged('global', 'rankings', 'impact'),
      ]
    : [];

/** Posts: lists, single reads and their lifecycle. Votes live in postVotesApi. */
export const postsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getPosts: build.query<PostsResponse, PostsQuery>({
      query: (query): AgoraRequest => ({
        url: '/posts/query',
        method: 'POST',
        body: query,
        errorMessage: ERROR_MESSAGES.fetchPosts,
        forbiddenValue: EMPTY_POSTS,
        response: postsResponseSchema,
      }),
      providesTags: providesPosts,
    }),
    getPostList: build.query<PostsResponse, GetPostListArg>({
      query: ({ list, ...params }): AgoraRequest => ({
        url: apiPath`/posts/list/${list}`,
        params,
        errorMessage: ERROR_MESSAGES.fetchPosts,
        forbiddenValue: EMPTY_POSTS,
        response: postsResponseSchema,
      }),
      providesTags: (result, error, arg) => [
        ...providesPosts(result, error, arg),
        ...(arg.list === 'followed'
          ? [{ type: 'Post' as const, id: FOLLOWED_FEED }]
          : []),
      ],
    }),
    getPost: build.query<Post, Post['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/posts/${id}`,
        ids: [id],
        errorMessage: ERROR_MESSAGES.fetchPost,
        response: postSchema,
      }),
      // Answers are tagged too, so an answer change refreshes its question.
      providesTags: (post, _error, id) => [
        { type: 'Post', id },
        ...(post?.answers ?? []).map(a => ({
          type: 'Answer' as const,
          id: a.id,
        })),
      ],
    }),
    createPost: build.mutation<Post, PostRequest>({
      query: (body): AgoraRequest => ({
        url: '/posts',
        method: 'POST',
        body,
        errorMessage: ERROR_MESSAGES.createPost,
        response: postSchema,
      }),
      // New tags are created with the post; tag, entity and activity counts change.
      invalidatesTags: post =>
        post
          ? [
              { type: 'Post', id: LIST },
              ...countsOf(post),
              ...aggregatesChanged('global', 'rankings', 'impact'),
            ]
          : [],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The question page opens right after asking: no second round trip.
          dispatch(
            postsApi.util.upsertQueryData('getPost', data.id, {
              answers: [],
              comments: [],
              ...data,
            }),
          );
        } catch {
          // The hook's error state reports it.
        }
      },
    }),
    updatePost: build.mutation<Post, UpdatePostArg>({
      query: ({ id, ...body }): AgoraRequest => ({
        url: apiPath`/posts/${id}`,
        method: 'POST',
        body,
        ids: [id],
        errorMessage: ERROR_MESSAGES.updatePost,
        response: postSchema,
      }),
      // Tags and entities can change (and be created), and with them the
      // counts of the old and new ones and per-type totals.
      onQueryStarted: ({ id }, api) =>
        invalidateOnSuccess(api, id, (before, post) => [
          { type: 'Post', id },
          historyOf({ postId: id }),
          ...countsOf(before, post as Post),
          ...aggregatesChanged('global'),
        ]),
    }),
    deletePost: build.mutation<boolean, DeletePostArg>({
      query: ({ id, reason, permanent }): AgoraRequest => ({
        url: apiPath`/posts/${id}`,
        method: 'DELETE',
        params: { permanent },
        body: { reason },
        ids: [id],
        success: true,
      }),
      // Lists and collections holding the post provide its tag, so they drop
      // it too; its tags and entities count one post less.
      onQueryStarted: ({ id }, api) =>
        invalidateOnSuccess(api, id, before => [
          { type: 'Post', id },
          ...countsOf(before),
          ...aggregatesChanged('global', 'rankings', 'impact'),
        ]),
    }),
    restorePost: build.mutation<Post, Post['id']>({
      query: restoreRequest,
      invalidatesTags: restoredTags,
    }),
    clickLink: build.mutation<boolean, Post['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/posts/${id}/click`,
        method: 'PUT',
        ids: [id],
        success: true,
      }),
      // Counted at once in every cached copy; the server counts one click
      // per user, so the post is reread afterwards to settle the real count.
      onQueryStarted: (id, api) => countClick(api, id),
    }),
  }),
});

/**
 * One more click shown at once, then the server's count. A failed count is
 * undone quietly: the link opened anyway, so there is nothing to tell the
 * person. If another click on the same post overlapped, undoing would take
 * that one back too, so the post is reread instead.
 */
async function countClick(
  api: CacheApi & {
    extra: unknown;
    queryFulfilled: Promise<{ data: boolean }>;
  },
  id: Post['id'],
) {
  const item = { type: 'Post' as const, id };
  const tracking = startOptimistic(api.extra as AgoraExtra, `Post:${id}`);
  const patch = patchEverywhere(api, item, post => {
    post.clicks += 1;
  });
  let ok = false;
  try {
    ok = (await api.queryFulfilled).data;
  } catch {
    // Undone below.
  }
  const overlapped = tracking.settle();
  if (ok || overlapped) api.dispatch(agoraApi.util.invalidateTags([item]));
  else patch.undo();
}

/** The post as the cache knows it before a change: its read or a list row. */
function cachedPost(state: unknown, id: Post['id']): Post | undefined {
  const root = state as Parameters<
    typeof postsApi.util.selectCachedArgsForQuery
  >[0];
  const single = postsApi.endpoints.getPost.select(id)(root).data;
  if (single) return single;
  const lists = [
    ...postsApi.util
      .selectCachedArgsForQuery(root, 'getPosts')
      .map(arg => postsApi.endpoints.getPosts.select(arg)(root).data),
    ...postsApi.util
      .selectCachedArgsForQuery(root, 'getPostList')
      .map(arg => postsApi.endpoints.getPostList.select(arg)(root).data),
  ];
  return lists.flatMap(list => list?.posts ?? []).find(p => p.id === id);
}

/**
 * A delete or an edit changes the counts of the tags and entities the post
 * was filed under before: the answer does not name them, the cache does.
 * So these two mutations invalidate here rather than in `invalidatesTags`,
 * in one go once the change went through, so each read refetches once.
 */
export async function invalidateOnSuccess(
  api: {
    getState: () => unknown;
    dispatch: (action: UnknownAction) => unknown;
    queryFulfilled: Promise<{ data: unknown }>;
  },
  id: Post['id'],
  tags: (
    before: Post | undefined,
    data: unknown,
  ) => TagDescription<AgoraTagType>[],
) {
  const before = cachedPost(api.getState(), id);
  try {
    const { data } = await api.queryFulfilled;
    if (data) api.dispatch(agoraApi.util.invalidateTags(tags(before, data)));
  } catch {
    // Nothing changed on the server; the hook's error state reports it.
  }
}

export const {
  useGetPostsQuery,
  useGetPostListQuery,
  useGetPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useRestorePostMutation,
  useClickLinkMutation,
} = postsApi;
