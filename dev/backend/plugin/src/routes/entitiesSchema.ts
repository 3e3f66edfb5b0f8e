import { z } from 'zod';
import { inPath } from '../service/validation';
import { listQuery } from './listSchema';

export const entitiesQuery = listQuery(
  ['postsCount', 'entityRef', 'followerCount'] as const,
  'postsCount',
);

/** `kind:namespace/name` or `kind:name`, as posts store them. */
export const entityRefParams = z.object({
  ref: inPath(
    z
      .string()
      .trim()
      .max(255)
      .regex(/^[^\s:/]+:([^\s:/]+\/)?[^\s:/]+$/),
    'Entity not found',
  ),
});
