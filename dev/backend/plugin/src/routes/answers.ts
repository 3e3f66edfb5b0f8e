import type { RequestHandler } from 'express';
import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { recordSuccess } from '../audit/audit';
import { callerOf } from '../domain/caller';
import { parseBody, parseParams } from '../service/validation';
import { readAnswer } from '../stores/answers';
import { queryAnswers } from '../stores/answerQuery';
import { visiblePostRow } from '../stores/posts';
import {
  createAnswer,
  deleteAnswer,
  setCorrectAnswer,
} from '../stores/answerWrites';
import { voteAnswer } from '../stores/votes';
import {
  answersQuery,
  createAnswerBody,
  deleteBody,
  updateAnswerBody,
} from '@agora/contract';
import { answerParams } from './answersSchema';
import { agoraVotePermission } from '@agora/contract';
import { requireBasic } from './authorize';
import { editAnswer } from './edits';
import { VOTE_CHANGES } from './posts';

/** Answers of questions: CRUD, votes, the correct mark and `POST /answers/query`. */
export const answersRouter: DomainRouter = options => {
  const { db, writes, auditor } = options;
  const router = promiseRouter();

  router.post('/answers/query', async (req, res) => {
    const query = parseBody(answersQuery, req);
    res.json(await queryAnswers(db, query, callerOf(req)));
  });

  router.post('/posts/:id/answers', async (req, res) => {
    const { id } = parseParams(answerParams.pick({ id: true }), req);
    const caller = callerOf(req);
    // The store loads and locks the post, and judges agora.answer.create on it.
    const answerId = await createAnswer(
      db,
      id,
      parseBody(createAnswerBody, req),
      caller,
    );
    writes.notify({
      type: 'answerCreated',
      postId: id,
      answerId,
      actor: caller.userRef,
    });
    res.status(201).json(await readAnswer(db, id, answerId, caller));
  });

  router.get('/posts/:id/answers/:answerId', async (req, res) => {
    const { id, answerId } = parseParams(answerParams, req);
    const caller = callerOf(req);
    // A soft-deleted post hides its answers too (404 to non-moderators).
    await visiblePostRow(db, id, caller);
    res.json(await readAnswer(db, id, answerId, caller));
  });

  router.post('/posts/:id/answers/:answerId', async (req, res) => {
    const { id, answerId } = parseParams(answerParams, req);
    const { summary, ...input } = parseBody(updateAnswerBody, req);
    await editAnswer(options, req, id, answerId, input, { summary });
    res.json(await readAnswer(db, id, answerId, callerOf(req)));
  });

  router.delete('/posts/:id/answers/:answerId', async (req, res) => {
    const { id, answerId } = parseParams(answerParams, req);
    const { reason } = parseBody(deleteBody, req);
    const caller = callerOf(req);
    if (await deleteAnswer(db, id, answerId, reason, caller))
      writes.notify({
        type: 'answerDeleted',
        postId: id,
        answerId,
        reason,
        actor: caller.userRef,
      });
    res.status(204).end();
  });

  const vote =
    (value: 1 | -1 | 0): RequestHandler =>
    async (req, res) => {
      const { id, answerId } = parseParams(answerParams, req);
      const caller = callerOf(req);
      await requireBasic(req, agoraVotePermission, 'You may not vote');
      if (await voteAnswer(db, id, answerId, value, caller))
        writes.notify({
          type: 'voteChanged',
          postId: id,
          answerId,
          value: VOTE_CHANGES[value],
          actor: caller.userRef,
        });
      res.json(await readAnswer(db, id, answerId, caller));
    };
  router.get('/posts/:id/answers/:answerId/upvote', vote(1));
  router.get('/posts/:id/answers/:answerId/downvote', vote(-1));
  router.delete('/posts/:id/answers/:answerId/vote', vote(0));

  const mark =
    (correct: boolean): RequestHandler =>
    async (req, res) => {
      const { id, answerId } = parseParams(answerParams, req);
      const caller = callerOf(req);
      const { byModerator } = await setCorrectAnswer(
        db,
        id,
        answerId,
        correct,
        caller,
      );
      if (byModerator)
        await recordSuccess(auditor, req, 'correct-unmark', {
          postId: id,
          answerId,
        });
      if (correct)
        writes.notify({
          type: 'answerCorrect',
          postId: id,
          answerId,
          actor: caller.userRef,
        });
      res.json({ postId: id, answerId, correct });
    };
  router.get('/posts/:id/answers/:answerId/correct', mark(true));
  router.get('/posts/:id/answers/:answerId/incorrect', mark(false));

  return router;
};
