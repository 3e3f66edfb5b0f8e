import { z } from 'zod';
import { inPath } from '../service/validation';

/**
 * `:id` is a tag name or a numeric id; both are looked up by the store. Any
 * short text may name one, so only its length is bounded here, and control
 * characters refused (no name holds them; PostgreSQL text cannot hold NUL).
 * Untrimmed: ` 16` names no tag, like any other non-canonical id.
 */
const zTagParam = inPath(
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^\P{Cc}*$/u),
  'Tag not found',
);
export const tagParams = z.object({ id: zTagParam });

export const followTagParams = z.object({ tag: zTagParam });
