import type { Request } from 'express';
import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { restoredSummary } from '@agora/contract';
import { callerOf } from '../domain/caller';
import { parseParams, zPathId } from '../service/validation';
import { readPost, readablePostRow, visiblePostRow } from '../stores/posts';
import { readAnswer, visibleAnswerRow } from '../stores/answers';
import {
  answerOwner,
  listRevisions,
  postOwner,
  publicRevision,
  readRevision,
} from '../stores/revisions';
import { postParams } from './postsSchema';
import { answerParams } from './answersSchema';
import { editAnswer, editPost } from './edits';

const rev = zPathId('Revision');
const postRevisionParams = postParams.extend({ rev });
const answerRevisionParams = answerParams.extend({ rev });

/**
 * Revision history of posts and answers (docs/api.md, "Revisions"). Reading
 * follows reading the post or answer; a restore is an edit with the
 * revision's fields (routes/edits.ts), so it is allowed exactly when an edit
 * is, and adds a revision rather than removing any.
 */
export const revisionsRouter: DomainRouter = options => {
  const { db } = options;
  const router = promiseRouter();

  /**
   * A post's own history. Reads follow GET /posts/{id} (its author still
   * reads a deleted post); a restore, like every write, needs a visible one.
   */
  const postHistory = async (req: Request, id: number, forWrite = false) => {
    const caller = callerOf(req);
    const row = forWrite
      ? await visiblePostRow(db, id, caller)
      : await readablePostRow(db, id, caller);
    const item = { postId: id, answerId: 0 };
    return { caller, item, owner: postOwner(db, row) };
  };

  /** An answer's history, read as GET /posts/{id}/answers/{answerId} reads. */
  const answerHistory = async (req: Request, id: number, answerId: number) => {
    const caller = callerOf(req);
    await visiblePostRow(db, id, caller);
    const row = await visibleAnswerRow(db, id, answerId, caller);
    const item = { postId: id, answerId };
    return { caller, item, owner: answerOwner(row) };
  };

  router.get('/posts/:id/revisions', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const { caller, item, owner } = await postHistory(req, id);
    res.json(await listRevisions(db, item, owner, caller));
  });

  router.get('/posts/:id/revisions/:rev', async (req, res) => {
    const { id, rev: n } = parseParams(postRevisionParams, req);
    const { caller, item, owner } = await postHistory(req, id);
    res.json(publicRevision(await readRevision(db, item, n, owner, caller)));
  });

  router.post('/posts/:id/revisions/:rev/restore', async (req, res) => {
    const { id, rev: n } = parseParams(postRevisionParams, req);
    const { caller, item, owner } = await postHistory(req, id, true);
    const revision = await readRevision(db, item, n, owner, caller);
    const input = {
      title: revision.title ?? '',
      content: revision.content,
      tags: revision.tags,
      entities: revision.entities,
      images: revision.images,
      headerImage: revision.headerImage,
      url: revision.url,
    };
    const note = { summary: restoredSummary(n), restoredFrom: n };
    await editPost(options, req, id, input, note);
    res.json(await readPost(db, id, caller, true));
  });

  router.get('/posts/:id/answers/:answerId/revisions', async (req, res) => {
    const { id, answerId } = parseParams(answerParams, req);
    const { caller, item, owner } = await answerHistory(req, id, answerId);
    res.json(await listRevisions(db, item, owner, caller));
  });

  router.get(
    '/posts/:id/answers/:answerId/revisions/:rev',
    async (req, res) => {
      const { id, answerId, rev: n } = parseParams(answerRevisionParams, req);
      const { caller, item, owner } = await answerHistory(req, id, answerId);
      res.json(publicRevision(await readRevision(db, item, n, owner, caller)));
    },
  );

  router.post(
    '/posts/:id/answers/:answerId/revisions/:rev/restore',
    async (req, res) => {
      const { id, answerId, rev: n } = parseParams(answerRevisionParams, req);
      const { caller, item, owner } = await answerHistory(req, id, answerId);
      const revision = await readRevision(db, item, n, owner, caller);
      const input = { answer: revision.content, images: revision.images };
      const note = { summary: restoredSummary(n), restoredFrom: n };
      await editAnswer(options, req, id, answerId, input, note);
      res.json(await readAnswer(db, id, answerId, caller));
    },
  );

  return router;
};
