import type { Request } from 'express';
import promiseRouter from 'express-promise-router';
import type { BasicPermission } from '@backstage/plugin-permission-common';
import { requireBasic } from './authorize';
import type { DomainRouter } from './types';
import { callerOf } from '../domain/caller';
import { allowsBasic } from '../domain/callerRights';
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
  agoraTagCreatePermission,
  agoraTagDeletePermission,
  agoraTagEditPermission,
  createTagBody,
  deleteTagBody,
  suggestTagsBody,
  tagsQuery,
  updateTagBody,
} from '@agora/contract';
import { followTagParams, tagParams } from './tagsSchema';
import { audited } from '../audit/audit';

/** Tags: list, read, moderator edits, suggestions and follows. */
export const tagsRouter: DomainRouter = ({ db, auditor }) => {
  const router = promiseRouter();
  // agora.tag.create/edit/delete; in fallback mode agora.moderators.
  const requireModerator = (req: Request, permission: BasicPermission) =>
    requireBasic(req, permission, 'Only moderators may edit tags');

  router.get('/tags', async (req, res) => {
    const caller = callerOf(req);
    const list = await listTags(db, parseQuery(tagsQuery, req), caller);
    // Creating tags is a moderator function, like editing them.
    res.json({
      ...list,
      canCreate: allowsBasic(caller, agoraTagCreatePermission),
    });
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
      tags: await suggestTags(
        db,
        `${title ?? ''}\n${content ?? ''}`,
        callerOf(req),
      ),
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
    await requireModerator(req, agoraTagCreatePermission);
    const { tag, ...changes } = parseBody(createTagBody, req);
    const meta = { actionType: 'create', tag };
    const id = await audited(auditor, req, 'tag-change', meta, () =>
      createTag(db, tag, changes),
    );
    res.status(201).json(await readTag(db, id, caller));
  });

  router.get('/tags/:id', async (req, res) => {
    const id = await tagIdOf(db, parseParams(tagParams, req).id);
    res.json(await readTag(db, id, callerOf(req)));
  });

  router.post('/tags/:id', async (req, res) => {
    const caller = callerOf(req);
    await requireModerator(req, agoraTagEditPermission);
    const tag = parseParams(tagParams, req).id;
    const id = await tagIdOf(db, tag);
    const changes = parseBody(updateTagBody, req);
    const meta = {
      actionType: 'update',
      tag: String(tag),
      ...(changes.experts && { experts: changes.experts }),
      descriptionChanged: changes.description !== undefined,
    };
    await audited(auditor, req, 'tag-change', meta, () =>
      updateTag(db, id, changes),
    );
    res.json(await readTag(db, id, caller));
  });

  router.delete('/tags/:id', async (req, res) => {
    await requireModerator(req, agoraTagDeletePermission);
    const tag = parseParams(tagParams, req).id;
    const id = await tagIdOf(db, tag);
    parseBody(deleteTagBody, req);
    const meta = { actionType: 'delete', tag: String(tag) };
    await audited(auditor, req, 'tag-change', meta, () => deleteTag(db, id));
    res.status(204).end();
  });

  return router;
};
