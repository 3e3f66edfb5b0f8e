import { z } from 'zod';
import { LIMITS } from '@agora/contract';
import { zPathId } from '../service/validation';
import { opt, zEntityRefs, zTags } from './postsSchema';

export const templateParams = z.object({ id: zPathId('Template') });

/** Body of `POST /templates` and `POST /templates/{id}` (a full replacement). */
export const templateBody = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.titleMaxLength),
  description: z.string().trim().max(2000).default(''),
  // Not trimmed: a prefix such as "Incident: " keeps its space for the user's text.
  questionTitle: opt(z.string().max(LIMITS.titleMaxLength)),
  questionContent: opt(z.string().max(100_000)),
  tags: opt(zTags).transform(v => v ?? []),
  entities: opt(zEntityRefs).transform(v => v ?? []),
});
