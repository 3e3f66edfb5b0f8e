import express from 'express';
import type { Router as ExpressRouter } from 'express';
import promiseRouter from 'express-promise-router';
import type { RouterOptions } from './service/types';
import { identityMiddleware } from './service/identity';
import { errorHandler, notFoundHandler } from './service/errors';
import { domainRouters, publicRouters } from './routes';

/**
 * The Agora HTTP API: JSON in and out, the caller resolved once, one router
 * per domain, and every error mapped to the contract's JSON body in one place.
 */
export async function createRouter(
  options: RouterOptions,
): Promise<ExpressRouter> {
  const router = promiseRouter();
  router.use(express.json({ limit: '2mb' }));
  // Liveness for scripts and browser tests waiting on the stack.
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  for (const domain of publicRouters) {
    router.use(await domain(options));
  }
  router.use(identityMiddleware(options));
  for (const domain of domainRouters) {
    router.use(await domain(options));
  }
  router.use(notFoundHandler);
  router.use(errorHandler(options.logger, options.auditor));
  return router;
}
