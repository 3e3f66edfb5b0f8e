import { z } from 'zod';
import { zPathId } from '../service/validation';

/** Path parameters of the answers routes; bodies and queries are the contract's. */
export const answerParams = z.object({
  id: zPathId('Post'),
  answerId: zPathId('Answer'),
});
export const answerCommentParams = answerParams.extend({
  commentId: zPathId('Comment'),
});
