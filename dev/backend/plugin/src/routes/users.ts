import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { callerOf } from '../domain/caller';
import { parseParams, parseQuery } from '../service/validation';
import { createSeenTracker, listUsers } from '../stores/users';
import { followUser, followedUsers } from '../stores/follows';
import { usersQuery } from '@agora/contract';
import { userRefParams } from './usersSchema';

/** Users: the people behind the content, and user follows. */
export const usersRouter: DomainRouter = ({ db }) => {
  const router = promiseRouter();

  router.get('/users', async (req, res) => {
    res.json(await listUsers(db, parseQuery(usersQuery, req)));
  });

  router.get('/users/followed', async (req, res) => {
    res.json(await followedUsers(db, callerOf(req).userRef));
  });

  router.put('/users/follow/:ref', async (req, res) => {
    const { ref } = parseParams(userRefParams, req);
    await followUser(db, ref, callerOf(req).userRef, true);
    res.status(204).end();
  });

  router.delete('/users/follow/:ref', async (req, res) => {
    const { ref } = parseParams(userRefParams, req);
    await followUser(db, ref, callerOf(req).userRef, false);
    res.status(204).end();
  });

  return router;
};

/**
 * Mounted first among the domain routers so every authenticated request
 * refreshes the caller's `lastSeen`. A failed write is logged, never fatal:
 * presence is not worth failing a user's request over. Services are not
 * people, so they never become a user with a `lastSeen`.
 */
export const lastSeenRouter: DomainRouter = ({ db, logger }) => {
  const router = promiseRouter();
  const track = createSeenTracker(db);
  router.use(async (req, _res, next) => {
    try {
      const caller = callerOf(req);
      if (!caller.service) await track(caller.userRef);
    } catch (e) {
      logger.warn(`Could not record last seen: ${e}`);
    }
    next();
  });
  return router;
};
