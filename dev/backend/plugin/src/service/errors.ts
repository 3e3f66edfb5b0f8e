import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { LoggerService } from '@backstage/backend-plugin-api';
import type { ErrorBody, ErrorItem } from '@agora/contract';

/** Bad input; answers 400 with the contract's `errors` body. */
export class ValidationError extends Error {
  readonly status = 400;
  constructor(
    readonly errors: ErrorItem[],
    readonly type: ErrorBody['type'] = 'body',
  ) {
    super(errors.map(e => e.message).join('; '));
    this.name = 'ValidationError';
  }
}

/** An HTTP error with a JSON `errors` body (401, 403, 404, 409, 413, 415, 502 …). */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, path?: string) =>
  new ValidationError([{ message, ...(path ? { path } : {}) }]);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);

/** Unknown routes answer JSON too. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ errors: [{ message: 'Not found' }] } satisfies ErrorBody);
};

/**
 * The single place where thrown errors become the contract's JSON bodies.
 * Backstage's own errors (from httpAuth and friends) are mapped by name.
 */
export function errorHandler(logger: LoggerService): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (err instanceof ValidationError) {
      res.status(400).json({ errors: err.errors, type: err.type } satisfies ErrorBody);
      return;
    }
    const status = statusOf(err);
    if (status >= 500) {
      logger.error('Agora request failed', err);
    }
    // Errors we raise on purpose (e.g. 502 from an upstream) say what happened;
    // unexpected ones must not leak internals.
    const message =
      status >= 500 && !(err instanceof HttpError)
        ? 'Internal error'
        : String(err?.message ?? 'Error');
    res.status(status).json({ errors: [{ message }] } satisfies ErrorBody);
  };
}

function statusOf(err: any): number {
  if (err instanceof HttpError) return err.status;
  switch (err?.name) {
    case 'InputError':
      return 400;
    case 'AuthenticationError':
      return 401;
    case 'NotAllowedError':
      return 403;
    case 'NotFoundError':
      return 404;
    case 'ConflictError':
      return 409;
    case 'PayloadTooLargeError':
      return 413;
    default:
  }
  // body-parser marks malformed JSON and oversized bodies with a status.
  if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
    return err.status;
  }
  return 500;
}
