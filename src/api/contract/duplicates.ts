import * as z from 'zod/mini';
import { zId } from './common';

/**
 * Questions closed as duplicates (docs/api.md, "Duplicates"). A closed
 * question points to its original, takes no new answers (comments stay)
 * and keeps its page for old links; reopening undoes it.
 */

/** What a closed question says of its original. */
export const duplicateOfSchema = z.strictObject({
  /** The original question. */
  id: z.number(),
  /** The original's title, for the banner's link. */
  title: z.string(),
  /** Who closed it. */
  closedBy: z.string(),
  /** When it was closed. */
  closed: z.string(),
});

/** Body of `PUT /posts/{id}/duplicate`. */
export const closeAsDuplicateBody = z.strictObject({
  /** The question this one duplicates: an active question, not closed itself. */
  originalId: zId,
});

/** @public */
export type DuplicateOf = z.infer<typeof duplicateOfSchema>;
/** @public */
export type CloseAsDuplicateBody = z.infer<typeof closeAsDuplicateBody>;

/** The error messages of closing and reopening, shared by the server and the client's tests. @public */
export const DUPLICATE_ERRORS = {
  notQuestion: 'Only questions can be closed as duplicates',
  deleted: 'A deleted question cannot be closed or reopened',
  originalNotFound: 'The original question was not found',
  originalNotQuestion: 'The original must be a question',
  self: 'A question cannot duplicate itself',
  originalClosed: 'The original is itself closed as a duplicate',
  closed: 'This question is closed as a duplicate: answer the original instead',
  notAllowed: 'You may not close or reopen this question',
} as const;
