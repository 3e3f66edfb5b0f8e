import { questionTooShort, type QuestionMinimums } from '@agora/contract';
import { ValidationError } from './errors';

/**
 * Refuses a question under the configured minimums (`agora.questions.*`,
 * docs/api.md "Posts") with a 400 naming each short field; other post
 * types have none. An edit passes the question `before` it, so only the
 * fields it changes must reach them.
 */
export function refuseShortQuestion(
  type: string,
  question: { title: string; content: string },
  minimums: QuestionMinimums,
  before?: { title: string; content: string },
) {
  if (type !== 'question') return;
  const issues = questionTooShort(question, minimums, before);
  if (issues.length > 0) throw new ValidationError(issues, 'body');
}
