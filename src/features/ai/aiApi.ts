import { agoraApi } from '../../api/agoraApi';
import { apiPath, type AgoraRequest } from '../../api/baseQuery';
import {
  aiResponseSchema,
  aiStatusSchema,
  DEFAULT_AI_STATUS,
  type AIResponse,
  type AIStatus,
  type Post,
} from '../../api/types';

/** @public */
export type GetAIDraftAnswerArg = Pick<Post, 'title' | 'content'>;

/** What is enabled when the server cannot say: the contract's default. */
export { DEFAULT_AI_STATUS };

/*
 * AI is optional: without a configured model the server answers 404, and
 * the page shows nothing rather than an error, hence null.
 */
export const aiApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getAIAnswer: build.query<AIResponse | null, Post['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/ai/question/${id}`,
        notOkValue: null,
        response: aiResponseSchema,
      }),
      providesTags: (_result, _error, id) => [
        { type: 'AI', id: `question:${id}` },
      ],
    }),
    // A read with a body: the draft of a question not yet posted.
    getAIDraftAnswer: build.query<AIResponse | null, GetAIDraftAnswerArg>({
      query: (body): AgoraRequest => ({
        url: '/ai/question',
        method: 'POST',
        body,
        notOkValue: null,
        response: aiResponseSchema,
      }),
    }),
    getArticleSummary: build.query<AIResponse | null, Post['id']>({
      query: (id): AgoraRequest => ({
        url: apiPath`/ai/article/${id}`,
        notOkValue: null,
        response: aiResponseSchema,
      }),
      providesTags: (_result, _error, id) => [
        { type: 'AI', id: `article:${id}` },
      ],
    }),
    getAIStatus: build.query<AIStatus, void>({
      query: (): AgoraRequest => ({
        url: '/ai/status',
        notOkValue: DEFAULT_AI_STATUS,
        response: aiStatusSchema,
      }),
      providesTags: ['AIStatus'],
    }),
  }),
});

export const {
  useGetAIAnswerQuery,
  useGetAIDraftAnswerQuery,
  useGetArticleSummaryQuery,
  useGetAIStatusQuery,
} = aiApi;
