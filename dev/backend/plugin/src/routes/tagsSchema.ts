import { z } from 'zod';
import { inPath } from '../service/validation';

/**
 * `:id` is a tag name or a numeric id; both are looked up by the store. Any
 * short text may name one, so only its length is bounded here.
 */
const zTagParam = inPath(z.string().trim().min(1).max(64), 'Tag not found');
export const tagParams = z.object({ id: zTagParam });

export const followTagParams = z.object({ tag: zTagParam });
