import promiseRouter from 'express-promise-router';
import type { PermissionsResponse } from '@agora/contract';
import type { DomainRouter } from '.';
import { callerOf } from '../service/identity';

/**
 * What the caller may do across Agora, for the client to show only that
 * (the moderator area and its navigation item). The same decision the
 * routes enforce: the identity middleware's `isModerator`.
 */
export const permissionsRouter: DomainRouter = () => {
  const router = promiseRouter();
  router.get('/permissions', (req, res) => {
    const body: PermissionsResponse = { moderator: callerOf(req).isModerator };
    res.json(body);
  });
  return router;
};
