import type { Request } from 'express';
import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { callerOf } from '../domain/caller';
import { parseBody, parseParams } from '../service/validation';
import { readPost, visiblePostRow } from '../stores/posts';
import { readAnswer, visibleAnswerRow } from '../stores/answers';
import {
  addComment,
  type CommentTarget,
  deleteComment,
  updateComment,
} from '../stores/comments';
import { commentBody, deleteBody } from '@agora/contract';
import { commentParams, postParams } from './postsSchema';
import { answerCommentParams, answerParams } from './answersSchema';
import { audited } from '../audit/audit';
import { edited } from './edits';

/**
 * Comments on posts and on answers. Each call answers with the updated
 * parent (Post or Answer) so the client can refresh its cache from it.
 */
export const commentsRouter: DomainRouter = options => {
  const { db, writes, auditor } = options;

  /**
   * Saves a comment's new content (on a post, or on an answer with
   * `answerId`), tells the write's listeners and audits a moderator's
   * edit; returns the caller.
   */
  const editComment = async (
    req: Request,
    where: { postId: number; answerId?: number },
    commentId: number,
  ) => {
    const caller = callerOf(req);
    const { content } = parseBody(commentBody, req);
    await visiblePostRow(db, where.postId, caller);
    const change = await updateComment(db, where, commentId, content, caller);
    await edited(options, req, { ...where, commentId }, change);
    return caller;
  };

  /**
   * Soft-deletes a comment (on a post, or on an answer with `answerId`)
   * with the optional reason, audited as `comment-delete`; returns the
   * caller.
   */
  const removeComment = async (
    req: Request,
    where: CommentTarget,
    commentId: number,
  ) => {
    const { reason } = parseBody(deleteBody, req);
    const caller = callerOf(req);
    const meta = { ...where, commentId, ...(reason && { reason }) };
    await audited(auditor, req, 'comment-delete', meta, async () => {
      await visiblePostRow(db, where.postId, caller);
      await deleteComment(db, where, commentId, reason, caller);
    });
    return caller;
  };

  const router = promiseRouter();

  router.post('/posts/:id/comments', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const caller = callerOf(req);
    const { content } = parseBody(commentBody, req);
    // The store loads and locks the post, and judges agora.comment.create on it.
    const commentId = await addComment(db, { postId: id }, content, caller);
    writes.notify({
      type: 'commentCreated',
      postId: id,
      commentId,
      actor: caller.userRef,
    });
    res.status(201).json(await readPost(db, id, caller, true));
  });

  router.post('/posts/:id/comments/:commentId', async (req, res) => {
    const { id, commentId } = parseParams(commentParams, req);
    const caller = await editComment(req, { postId: id }, commentId);
    res.json(await readPost(db, id, caller, true));
  });

  router.delete('/posts/:id/comments/:commentId', async (req, res) => {
    const { id, commentId } = parseParams(commentParams, req);
    const caller = await removeComment(req, { postId: id }, commentId);
    res.json(await readPost(db, id, caller, true));
  });

  router.post('/posts/:id/answers/:answerId/comments', async (req, res) => {
    const { id, answerId } = parseParams(answerParams, req);
    const caller = callerOf(req);
    const { content } = parseBody(commentBody, req);
    await visiblePostRow(db, id, caller);
    await visibleAnswerRow(db, id, answerId, caller);
    const commentId = await addComment(
      db,
      { postId: id, answerId },
      content,
      caller,
    );
    writes.notify({
      type: 'commentCreated',
      postId: id,
      answerId,
      commentId,
      actor: caller.userRef,
    });
    res.status(201).json(await readAnswer(db, id, answerId, caller));
  });

  router.post(
    '/posts/:id/answers/:answerId/comments/:commentId',
    async (req, res) => {
      const { id, answerId, commentId } = parseParams(answerCommentParams, req);
      const caller = await editComment(
        req,
        { postId: id, answerId },
        commentId,
      );
      res.json(await readAnswer(db, id, answerId, caller));
    },
  );

  router.delete(
    '/posts/:id/answers/:answerId/comments/:commentId',
    async (req, res) => {
      const { id, answerId, commentId } = parseParams(answerCommentParams, req);
      const caller = await removeComment(
        req,
        { postId: id, answerId },
        commentId,
      );
      res.json(await readAnswer(db, id, answerId, caller));
    },
  );

  return router;
};
