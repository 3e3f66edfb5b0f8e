import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  rootHttpRouterServiceFactory,
  type RootHttpRouterConfigureContext,
} from '@backstage/backend-defaults/rootHttpRouter';
import { withoutStacks } from './withoutStacks';

/**
 * The dev backend's root router: Backstage's defaults (the list of
 * `applyDefaults` in `@backstage/backend-defaults`), except that error
 * bodies never carry stacks and header overflows answer JSON. This backend
 * runs in development mode for the guest provider (see index.ts), which
 * would otherwise put `error.stack`, with absolute file paths, in every
 * 401 (docs/api.md, "Errors"). The root's own error handler is told so;
 * the one `httpRouterServiceFactory` adds to each plugin's router reads
 * only `NODE_ENV`, so {@link withoutStacks} filters what every route sends.
 */
export function configureRootHttpRouter(
  context: Pick<
    RootHttpRouterConfigureContext,
    'app' | 'server' | 'middleware' | 'routes' | 'healthRouter'
  >,
) {
  const { app, server, middleware, routes, healthRouter } = context;
  server.on('clientError', answerClientError);
  app.use(withoutStacks);
  app.use(middleware.helmet());
  app.use(middleware.cors());
  app.use(middleware.compression());
  app.use(middleware.logging());
  app.use(middleware.rateLimit());
  app.use(healthRouter);
  app.use(routes);
  app.use(middleware.notFound());
  app.use(middleware.error({ showStackTraces: false }));
}

export const devRootHttpRouter = rootHttpRouterServiceFactory({
  configure: configureRootHttpRouter,
});

/**
 * Requests Node refuses before any route sees them (headers past its limit,
 * malformed requests, timeouts) get Node's status with a Backstage-style
 * JSON body instead of an empty one. Only the socket is there to answer on.
 */
function answerClientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  let status = 400;
  if (err.code === 'HPE_HEADER_OVERFLOW') status = 431;
  else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
  const reason = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify({
    error: { name: 'Error', message: reason },
    response: { statusCode: status },
  });
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
