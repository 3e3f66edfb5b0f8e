import type { Request } from 'express';
import promiseRouter from 'express-promise-router';
import {
  agoraCollectionCreatePermission,
  agoraCollectionDeletePermission,
  agoraCollectionEditPermission,
} from '@agora/contract';
import { requireBasic } from './authorize';
import type { DomainRouter } from './types';
import { callerOf } from '../domain/caller';
import { parseBody, parseParams } from '../service/validation';
import {
  createCollection,
  deleteCollection,
  followedCollections,
  queryCollections,
  readCollection,
  setCollectionFollow,
  updateCollection,
} from '../stores/collections';
import {
  addPostToCollection,
  rankPostInCollection,
  removePostFromCollection,
} from '../stores/collectionPosts';
import {
  collectionBody,
  collectionPostBody,
  collectionsQuery,
  deleteCollectionBody,
  rankBody,
} from '@agora/contract';
import { collectionParams } from './collectionsSchema';

/** Collections: curated, ranked lists of posts that users can follow. */
export const collectionsRouter: DomainRouter = ({ db, writes }) => {
  // Editing, adding, removing and ranking posts: one permission.
  const mayChangeCollections = (req: Request) =>
    requireBasic(
      req,
      agoraCollectionEditPermission,
      'You may not change collections',
    );
  const router = promiseRouter();

  router.post('/collections/query', async (req, res) => {
    res.json(
      await queryCollections(
        db,
        parseBody(collectionsQuery, req),
        callerOf(req),
      ),
    );
  });

  // Declared before `/collections/:id` so "followed" is never read as an id.
  router.get('/collections/followed', async (req, res) => {
    res.json(await followedCollections(db, callerOf(req)));
  });

  router.put('/collections/follow/:id', async (req, res) => {
    const { id } = parseParams(collectionParams, req);
    await setCollectionFollow(db, id, true, callerOf(req));
    res.status(204).end();
  });

  router.delete('/collections/follow/:id', async (req, res) => {
    const { id } = parseParams(collectionParams, req);
    await setCollectionFollow(db, id, false, callerOf(req));
    res.status(204).end();
  });

  router.post('/collections', async (req, res) => {
    await requireBasic(
      req,
      agoraCollectionCreatePermission,
      'You may not create collections',
    );
    const caller = callerOf(req);
    const id = await createCollection(
      db,
      parseBody(collectionBody, req),
      caller,
    );
    res.status(201).json(await readCollection(db, id, caller));
  });

  router.get('/collections/:id', async (req, res) => {
    const { id } = parseParams(collectionParams, req);
    res.json(await readCollection(db, id, callerOf(req)));
  });

  router.post('/collections/:id', async (req, res) => {
    await mayChangeCollections(req);
    const { id } = parseParams(collectionParams, req);
    const caller = callerOf(req);
    await updateCollection(db, id, parseBody(collectionBody, req), caller);
    res.json(await readCollection(db, id, caller));
  });

  router.delete('/collections/:id', async (req, res) => {
    await requireBasic(
      req,
      agoraCollectionDeletePermission,
      'You may not delete collections',
    );
    const { id } = parseParams(collectionParams, req);
    parseBody(deleteCollectionBody, req);
    await deleteCollection(db, id, callerOf(req));
    res.status(204).end();
  });

  router.post('/collections/:id/posts', async (req, res) => {
    await mayChangeCollections(req);
    const { id } = parseParams(collectionParams, req);
    const caller = callerOf(req);
    const { postId } = parseBody(collectionPostBody, req);
    await addPostToCollection(db, id, postId, caller);
    writes.notify({
      type: 'postAddedToCollection',
      collectionId: id,
      postId,
      actor: caller.userRef,
    });
    res.json(await readCollection(db, id, caller));
  });

  router.delete('/collections/:id/posts', async (req, res) => {
    await mayChangeCollections(req);
    const { id } = parseParams(collectionParams, req);
    const caller = callerOf(req);
    await removePostFromCollection(
      db,
      id,
      parseBody(collectionPostBody, req).postId,
      caller,
    );
    res.json(await readCollection(db, id, caller));
  });

  router.post('/collections/:id/rank', async (req, res) => {
    await mayChangeCollections(req);
    const { id } = parseParams(collectionParams, req);
    const { postId, rank } = parseBody(rankBody, req);
    const position = await rankPostInCollection(
      db,
      id,
      postId,
      rank,
      callerOf(req),
    );
    res.json({ collectionId: id, postId, position });
  });

  return router;
};
