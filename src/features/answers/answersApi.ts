import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import { ERROR_MESSAGES } from '../../api/errors';
import { runOptimistic } from '../../api/optimistic';
import { patchEverywhere } from '../../api/patchEverywhere';
import {
  aggregatesChanged,
  historyOf,
  LIST,
  providesList,
} from '../../api/tags';
import {
  answerSchema,
  answersResponseSchema,
  type Answer,
  type AnswerRequest,
  type AnswersQuery,
  type AnswersResponse,
  type VoteValue,
} from '../../api/types';
import { applyServerVote, applyVote, voteValue } from '../posts/postCache';

/** Identifies one answer: its question and itself. @public */
export type AnswerRef = Pick<Answer, 'postId'> & { answerId: Answer['id'] };
/** @public */
export type PostAnswerArg = AnswerRequest & Pick<Answer, 'postId'>;
/** Anonymity is fixed when answering, so updates cannot change it. @public */
export type UpdateAnswerArg = Omit<AnswerRequest, 'anonymous'> &
  AnswerRef & { summary?: string };
/** @public */
export type DeleteAnswerArg = AnswerRef & { reason?: string };
/** @public */
export type VoteAnswerArg = AnswerRef & { vote: 'up' | 'down' };

/** No access to the list reads as an empty list (403 means no access). */
export const EMPTY_ANSWERS: AnswersResponse = { answers: [], total: 0 };

const answerPath = ({ postId, answerId }: AnswerRef, suffix = '') =>
  apiPath`/posts/${postId}/answers/${answerId}` + suffix;

const isAnswer = (data: unknown, id: number): data is Answer =>
  typeof data === 'object' &&
  data !== null &&
  (data as Answer).id === id &&
  typeof (data as Answer).score === 'number';

/** Answers: reads, the answer lifecycle, votes and correct marks. */
export const answersApi = agoraApi.injectEndpoints({
  endpoints: build => {
    /**
     * A vote or unvote shown at once in every cached copy of the answer.
     * Generic in its argument so each endpoint is typed without a
     * `typeof build...` cast, which the declaration emit cannot name.
     */
    const voteMutation = <Arg extends AnswerRef>(remove: boolean) =>
      build.mutation<Answer, Arg>({
        query: (arg): AgoraRequest => ({
          url: answerPath(
            arg,
            remove
              ? '/vote'
              : `/${(arg as VoteAnswerArg).vote === 'up' ? 'upvote' : 'downvote'}`,
          ),
          method: remove ? 'DELETE' : 'GET',
          ids: [arg.postId, arg.answerId],
          errorMessage: remove
            ? ERROR_MESSAGES.deleteVote
            : ERROR_MESSAGES.vote,
          response: answerSchema,
        }),
        // The answer itself is patched; vote totals and rankings move.
        invalidatesTags: answer =>
          answer ? aggregatesChanged('global', 'rankings') : [],
        onQueryStarted: (arg, api) => {
          const { answerId } = arg;
          const item = { type: 'Answer', id: answerId } as const;
          const vote: VoteValue | undefined = remove
            ? undefined
            : voteValue((arg as VoteAnswerArg).vote);
          return runOptimistic(api, {
            item,
            apply: () =>
              patchEverywhere(api, item, answer => applyVote(answer, vote)),
            message: remove ? ERROR_MESSAGES.deleteVote : ERROR_MESSAGES.vote,
            settle: data => {
              if (isAnswer(data, answerId)) {
                patchEverywhere(api, item, answer =>
                  applyServerVote(answer, data),
                );
              } else {
                api.dispatch(agoraApi.util.invalidateTags([item]));
              }
            },
          });
        },
      });
    /**
     * Marks change the question's correctAnswer flag and unmark the others;
     * correct answers count in a ranking and in their authors' totals.
     */
    const markMutation = (mark: 'correct' | 'incorrect') =>
      build.mutation<boolean, AnswerRef>({
        query: (ref): AgoraRequest => ({
          url: answerPath(ref, `/${mark}`),
          ids: [ref.postId, ref.answerId],
          success: true,
        }),
        invalidatesTags: (ok, _error, { postId }) =>
          ok
            ? [{ type: 'Post', id: postId }, ...aggregatesChanged('rankings')]
            : [],
      });

    return {
      queryAnswers: build.query<AnswersResponse, AnswersQuery>({
        query: (query): AgoraRequest => ({
          url: '/answers/query',
          method: 'POST',
          body: query,
          errorMessage: ERROR_MESSAGES.getAnswers,
          forbiddenValue: EMPTY_ANSWERS,
          response: answersResponseSchema,
        }),
        providesTags: result =>
          providesList(
            'Answer',
            result?.answers.map(a => a.id),
          ),
      }),
      getAnswer: build.query<Answer, AnswerRef>({
        query: (ref): AgoraRequest => ({
          url: answerPath(ref),
          ids: [ref.postId, ref.answerId],
          errorMessage: ERROR_MESSAGES.getAnswer,
          response: answerSchema,
        }),
        providesTags: (_answer, _error, { answerId }) => [
          { type: 'Answer', id: answerId },
        ],
      }),
      postAnswer: build.mutation<Answer, PostAnswerArg>({
        query: ({ postId, ...body }): AgoraRequest => ({
          url: apiPath`/posts/${postId}/answers`,
          method: 'POST',
          body,
          ids: [postId],
          errorMessage: ERROR_MESSAGES.postAnswer,
          response: answerSchema,
        }),
        // The question shows the answer, lists holding it show answersCount.
        invalidatesTags: (answer, _error, { postId }) =>
          answer
            ? [
                { type: 'Post', id: postId },
                { type: 'Answer', id: LIST },
                ...aggregatesChanged('global', 'rankings'),
              ]
            : [],
      }),
      updateAnswer: build.mutation<Answer, UpdateAnswerArg>({
        query: ({ postId, answerId, ...body }): AgoraRequest => ({
          url: answerPath({ postId, answerId }),
          method: 'POST',
          body,
          ids: [postId, answerId],
          errorMessage: ERROR_MESSAGES.updateAnswer,
          response: answerSchema,
        }),
        invalidatesTags: (answer, _error, { postId, answerId }) =>
          answer
            ? [
                { type: 'Answer', id: answerId },
                historyOf({ postId, answerId }),
              ]
            : [],
      }),
      deleteAnswer: build.mutation<boolean, DeleteAnswerArg>({
        query: ({ reason, ...ref }): AgoraRequest => ({
          url: answerPath(ref),
          method: 'DELETE',
          body: { reason },
          ids: [ref.postId, ref.answerId],
          success: true,
        }),
        invalidatesTags: (ok, _error, { postId, answerId }) =>
          ok
            ? [
                { type: 'Post', id: postId },
                { type: 'Answer', id: answerId },
                ...aggregatesChanged('global', 'rankings'),
              ]
            : [],
      }),
      voteAnswer: voteMutation<VoteAnswerArg>(false),
      deleteAnswerVote: voteMutation<AnswerRef>(true),
      markAnswerCorrect: markMutation('correct'),
      markAnswerIncorrect: markMutation('incorrect'),
    };
  },
});

export const {
  useQueryAnswersQuery,
  useGetAnswerQuery,
  usePostAnswerMutation,
  useUpdateAnswerMutation,
  useDeleteAnswerMutation,
  useVoteAnswerMutation,
  useDeleteAnswerVoteMutation,
  useMarkAnswerCorrectMutation,
  useMarkAnswerIncorrectMutation,
} = answersApi;
