import type { RequestHandler } from 'express';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A serialised error and its causes, each without `stack`. */
function errorWithoutStack(
  error: Record<string, unknown>,
): Record<string, unknown> {
  const { stack: _stack, ...rest } = error;
  return isRecord(rest.cause)
    ? { ...rest, cause: errorWithoutStack(rest.cause) }
    : rest;
}

function bodyWithoutStacks(body: unknown) {
  if (!isRecord(body) || !isRecord(body.error)) return body;
  return { ...body, error: errorWithoutStack(body.error) };
}

/**
 * Takes `stack` out of every Backstage-format error body (`{ error, … }`)
 * and out of the `cause`s it serialises, whichever router writes it: the
 * error handler `httpRouterServiceFactory` (`@backstage/backend-defaults`)
 * ends each plugin's router with shows stacks whenever `NODE_ENV` is
 * `development` (`MiddlewareFactory.error`), and no config turns that off.
 * Mounted first by the dev root router (rootHttpRouter.ts).
 */
export const withoutStacks: RequestHandler = (_req, res, next) => {
  const json = res.json.bind(res);
  res.json = body =>
    json(res.statusCode >= 400 ? bodyWithoutStacks(body) : body);
  next();
};
