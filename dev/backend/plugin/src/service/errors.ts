import type { ErrorRequestHandler, RequestHandler } from 'express';
import type {
  AuditorService,
  LoggerService,
} from '@backstage/backend-plugin-api';
import type { ErrorBody } from '@agora/contract';
import { recordRefusal } from '../audit/audit';
import { dbErrorKind, type DbErrorKind } from '../stores/dbErrors';

import { HttpError, ValidationError } from '../domain/errors';

/** Unknown routes answer JSON too. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res
    .status(404)
    .json({ errors: [{ message: 'Not found' }] } satisfies ErrorBody);
};

/**
 * Database conflicts that outlived stores/transactions.ts's retries
 * (stores/dbErrors.ts): a unique key another request took is a 409; a deadlock
 * or serialization failure a busy 503 worth retrying, never a 500.
 */
const statusByDbError = new Map<DbErrorKind | undefined, number>([
  ['unique', 409],
  ['retryable', 503],
]);
const messageByStatus = new Map<number, string>([
  [409, 'It already exists'],
  [503, 'Agora is busy; please try again'],
]);

/**
 * The single place where thrown errors become the contract's JSON bodies
 * (docs/api.md, "Errors"). `@backstage/errors` classes, ours and those of
 * httpAuth and friends, are mapped by name, which survives duplicate copies
 * of the package. A 403 is recorded with the auditor first, when given
 * (`audit/audit.ts`).
 */
export function errorHandler(
  logger: LoggerService,
  auditor?: AuditorService,
): ErrorRequestHandler {
  return async (err, req, res, _next) => {
    if (err instanceof ValidationError) {
      res
        .status(400)
        .json({ errors: err.errors, type: err.type } satisfies ErrorBody);
      return;
    }
    // A path parameter that is no valid percent-encoding (`/posts/%ff`)
    // names no resource: the documented 404, never Express's 400 that
    // echoes the parameter (docs/api.md, "Errors").
    if (err?.name === 'URIError') {
      res
        .status(404)
        .json({ errors: [{ message: 'Not found' }] } satisfies ErrorBody);
      return;
    }
    const status = statusOf(err);
    if (status === 403 && auditor) {
      await recordRefusal(auditor, logger, req, err);
    }
    if (status >= 500) {
      logger.error('Agora request failed', err);
    }
    // Errors we raise on purpose (e.g. 502 from an upstream) say what happened;
    // unexpected ones, database ones among them, must not leak internals.
    const fixed = statusByDbError.has(dbErrorKind(err))
      ? messageByStatus.get(status)
      : undefined;
    const message =
      fixed ??
      (status >= 500 && !(err instanceof HttpError)
        ? 'Internal error'
        : String(err?.message ?? 'Error'));
    res.status(status).json({ errors: [{ message }] } satisfies ErrorBody);
  };
}

const statusByName = new Map<unknown, number>([
  ['InputError', 400],
  ['AuthenticationError', 401],
  ['NotAllowedError', 403],
  ['NotFoundError', 404],
  ['ConflictError', 409],
  ['PayloadTooLargeError', 413],
]);

// `err` is whatever was thrown; only its name, status and code are read.
function statusOf(
  err: { name?: unknown; status?: unknown; code?: unknown } | undefined,
): number {
  if (err instanceof HttpError) return err.status;
  const byName = statusByName.get(err?.name);
  if (byName) return byName;
  const byCode = statusByDbError.get(dbErrorKind(err));
  if (byCode) return byCode;
  // body-parser marks malformed JSON and oversized bodies with a status.
  if (
    typeof err?.status === 'number' &&
    err.status >= 400 &&
    err.status < 500
  ) {
    return err.status;
  }
  return 500;
}
