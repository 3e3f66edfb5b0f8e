import { aiAnswerFixture, aiStatusFixture } from '../fixtures/ai';
import { route } from './http';

/** msw handler factories for the AI routes. */
export const aiAnswerHandler = route(
  'get',
  '/ai/question/:id',
  aiAnswerFixture,
);
export const aiDraftAnswerHandler = route(
  'post',
  '/ai/question',
  aiAnswerFixture,
);
export const articleSummaryHandler = route(
  'get',
  '/ai/article/:id',
  aiAnswerFixture,
);
export const aiStatusHandler = route('get', '/ai/status', aiStatusFixture);

/** The AI status of an app without AI: nothing AI is shown or asked for. */
export const aiOffHandler = () =>
  aiStatusHandler({
    body: {
      enabled: false,
      articleSummaries: false,
      existingQuestions: false,
      newQuestions: false,
    },
  });
