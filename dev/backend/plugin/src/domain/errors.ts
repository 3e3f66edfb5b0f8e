import { InputError } from '@backstage/errors';
import type { ErrorBody, ErrorItem } from '@agora/contract';

/**
 * Bad input: a Backstage `InputError` that also carries the contract's
 * `errors` list (with paths) and which part of the request was wrong.
 */
export class ValidationError extends InputError {
  readonly status = 400;
  constructor(
    readonly errors: ErrorItem[],
    readonly type: ErrorBody['type'] = 'body',
  ) {
    super(errors.map(e => e.message).join('; '));
  }
}

/**
 * An HTTP error for the statuses `@backstage/errors` has no class for
 * (413, 415, 502); everything else throws the Backstage errors.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, path?: string) =>
  new ValidationError([{ message, ...(path ? { path } : {}) }]);
