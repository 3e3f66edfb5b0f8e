import promiseRouter from 'express-promise-router';
import type { DomainRouter } from '.';
import { callerOf } from '../service/identity';
import { NotAllowedError } from '@backstage/errors';
import type { Caller } from '../service/types';
import { parseBody, parseParams, parseQuery } from '../service/validation';
import {
  createTag,
  deleteTag,
  listTags,
  readTag,
  suggestTags,
  tagIdOf,
  updateTag,
} from '../stores/tags';
import { followTag } from '../stores/follows';
import {
  createTagBody,
  deleteTagBody,
  suggestTagsBody,
  tagsQuery,
  updateTagBody,
} from '@agora/contract';
import { followTagParams, tagParams } from './tagsSchema';

function requireModerator(caller: Caller) {
  if (!caller.isModerator)
    throw new NotAllowedError('Only moderators may edit tags');
}

/** Tags: list, read, moderator edits, suggestions and follows. */
export const tagsRouter: DomainRouter = ({ db }) => {
  const router = promiseRouter();

  router.get('/tags', async (req, res) => {
    const caller = callerOf(req);
    const list = await listTags(db, parseQuery(tagsQuery, req), caller);
    // Creating tags is a moderator function, like editing them.
    res.json({ ...list, canCreate: caller.isModerator });
  });

  // Declared before `/tags/:id` so `followed` is not read as a tag name.
  router.get('/tags/followed', async (req, res) => {
    const caller = callerOf(req);
    const { tags, total } = await listTags(
      db,
      {
        limit: 1000,
        offset: 0,
        orderBy: 'tag',
        order: 'asc',
        followedBy: caller.userRef,
      },
      caller,
    );
    res.json({ tags, count: total });
  });

  router.post('/tags/suggest', async (req, res) => {
    const { title, content } = parseBody(suggestTagsBody, req);
    res.json({
      tags: await suggestTags(db, `${title ?? ''}\n${content ?? ''}`),
    });
  });

  router.put('/tags/follow/:tag', async (req, res) => {
    const id = await tagIdOf(db, parseParams(followTagParams, req).tag);
    await followTag(db, id, callerOf(req).userRef, true);
    res.status(204).end();
  });

  router.delete('/tags/follow/:tag', async (req, res) => {
    const id = await tagIdOf(db, parseParams(followTagParams, req).tag);
    await followTag(db, id, callerOf(req).userRef, false);
    res.status(204).end();
  });

  router.put('/tags', async (req, res) => {
    const caller = callerOf(req);
    requireModerator(caller);
    const { tag, ...changes } = parseBody(createTagBody, req);
    const id = await createTag(db, tag, changes);
    res.status(201).json(await readTag(db, id, caller));
  });

  router.get('/tags/:id', async (req, res) => {
    const id = await tagIdOf(db, parseParams(tagParams, req).id);
    res.json(await readTag(db, id, callerOf(req)));
  });

  router.post('/tags/:id', async (req, res) => {
    const caller = callerOf(req);
    requireModerator(caller);
    const id = await tagIdOf(db, parseParams(tagParams, req).id);
    await updateTag(db, id, parseBody(updateTagBody, req));
    res.json(await readTag(db, id, caller));
  });

  router.delete('/tags/:id', async (req, res) => {
    const caller = callerOf(req);
    requireModerator(caller);
    const id = await tagIdOf(db, parseParams(tagParams, req).id);
    parseBody(deleteTagBody, req);
    await deleteTag(db, id);
    res.status(204).end();
  });

  return router;
};
