import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { callerOf } from '../domain/caller';
import { parseParams, parseQuery } from '../service/validation';
import { entityLinks, listEntities, readEntity } from '../stores/entities';
import { followEntity, followedEntities } from '../stores/follows';
import { entitiesQuery } from '@agora/contract';
import { entityRefParams } from './entitiesSchema';

/**
 * Entities: catalog entities that posts reference or users follow. Refs in
 * paths are URL-encoded (`component%3Adefault%2Fpayments`); Express decodes them.
 */
export const entitiesRouter: DomainRouter = ({ db }) => {
  const router = promiseRouter();

  router.get('/entities', async (req, res) => {
    res.json(
      await listEntities(db, parseQuery(entitiesQuery, req), callerOf(req)),
    );
  });

  router.get('/entities/links', async (req, res) => {
    res.json(await entityLinks(db, callerOf(req)));
  });

  router.get('/entities/followed', async (req, res) => {
    res.json(await followedEntities(db, callerOf(req).userRef));
  });

  router.put('/entities/follow/:ref', async (req, res) => {
    const { ref } = parseParams(entityRefParams, req);
    await followEntity(db, ref, callerOf(req).userRef, true);
    res.status(204).end();
  });

  router.delete('/entities/follow/:ref', async (req, res) => {
    const { ref } = parseParams(entityRefParams, req);
    await followEntity(db, ref, callerOf(req).userRef, false);
    res.status(204).end();
  });

  router.get('/entities/:ref', async (req, res) => {
    res.json(
      await readEntity(
        db,
        parseParams(entityRefParams, req).ref,
        callerOf(req),
      ),
    );
  });

  return router;
};
