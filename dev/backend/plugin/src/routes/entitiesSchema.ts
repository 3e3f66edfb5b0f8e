import { z } from 'zod';
import { zEntityRef } from '@agora/contract';
import { inPath } from '../service/validation';

/** `kind:namespace/name` or `kind:name`, as posts store them. */
export const entityRefParams = z.object({
  ref: inPath(zEntityRef(), 'Entity not found'),
});
