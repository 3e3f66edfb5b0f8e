import { z } from 'zod';
import { zPathId } from '../service/validation';

// The same 404 messages as `postForAi` gives for unknown ids.
export const questionParams = z.object({ id: zPathId('Question') });
export const articleParams = z.object({ id: zPathId('Article') });
