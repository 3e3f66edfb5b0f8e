import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { aggregatesChanged, historyOf } from '../../api/tags';
import {
  answerSchema,
  postSchema,
  revisionSchema,
  revisionsResponseSchema,
  type Answer,
  type Post,
  type Revision,
  type RevisionsResponse,
} from '../../api/types';
import { invalidateOnSuccess, countsOf } from '../posts/postsApi';

/**
 * Whose history: a post's, or with `answerId` one of its answers'. The
 * routes are the same below `/posts/{id}` and `/posts/{id}/answers/{answerId}`
 * (docs/api.md, "Revisions"), so one set of endpoints serves both.
 * @public
 */
export interface RevisionSubject {
  postId: number;
  answerId?: number;
}

/** One revision of a subject. @public */
export type RevisionRef = RevisionSubject & { revision: number };

const subjectPath = ({ postId, answerId }: RevisionSubject) =>
  answerId === undefined
    ? apiPath`/posts/${postId}/revisions`
    : apiPath`/posts/${postId}/answers/${answerId}/revisions`;

const subjectIds = ({ postId, answerId }: RevisionSubject) =>
  answerId === undefined ? [postId] : [postId, answerId];

/** Revision history of posts and answers: the list, one revision, restore. */
export const revisionsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getRevisions: build.query<RevisionsResponse, RevisionSubject>({
      query: (subject): AgoraRequest => ({
        url: subjectPath(subject),
        ids: subjectIds(subject),
        errorMessage: ERROR_MESSAGES.fetchRevisions,
        response: revisionsResponseSchema,
      }),
      providesTags: (_result, _error, subject) => [historyOf(subject)],
    }),
    // A revision never changes once written, so it provides no tag.
    getRevision: build.query<Revision, RevisionRef>({
      query: ({ revision, ...subject }): AgoraRequest => ({
        url: `${subjectPath(subject)}${apiPath`/${revision}`}`,
        ids: [...subjectIds(subject), revision],
        errorMessage: ERROR_MESSAGES.fetchRevision,
        response: revisionSchema,
      }),
    }),
    restoreRevision: build.mutation<Post | Answer, RevisionRef>({
      query: ({ revision, ...subject }): AgoraRequest => ({
        url: `${subjectPath(subject)}${apiPath`/${revision}/restore`}`,
        method: 'POST',
        ids: [...subjectIds(subject), revision],
        errorMessage: ERROR_MESSAGES.restoreRevision,
        response: subject.answerId === undefined ? postSchema : answerSchema,
      }),
      // An answer's restore changes the answer (its question's read provides
      // its tag) and its history.
      invalidatesTags: (data, _error, { postId, answerId }) =>
        data && answerId !== undefined
          ? [{ type: 'Answer', id: answerId }, historyOf({ postId, answerId })]
          : [],
      // A post's restore is an edit: its tags and entities may change, so
      // the counts of the old and new ones move, as after `updatePost`.
      onQueryStarted: ({ postId, answerId }, api) =>
        answerId === undefined
          ? invalidateOnSuccess(api, postId, (before, post) => [
              { type: 'Post', id: postId },
              historyOf({ postId }),
              ...countsOf(before, post as Post),
              ...aggregatesChanged('global'),
            ])
          : undefined,
    }),
  }),
});

export const {
  useGetRevisionsQuery,
  useGetRevisionQuery,
  useRestoreRevisionMutation,
} = revisionsApi;
