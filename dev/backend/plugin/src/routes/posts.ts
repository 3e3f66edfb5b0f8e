import type { RequestHandler } from 'express';
import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { callerOf } from '../domain/caller';
import { parseBody, parseParams, parseQuery } from '../service/validation';
import { refuseShortQuestion } from '../domain/questionRules';
import { listPosts, readPost } from '../stores/posts';
import type { PostFilter } from '../stores/postQuery';
import {
  createPost,
  deletePost,
  purgePost,
  restorePost,
} from '../stores/postWrites';
import { countClick, countView, setFavorite } from '../stores/postActivity';
import { votePost } from '../stores/votes';
import { followPost, followedPosts } from '../stores/follows';
import {
  createPostBody,
  deleteBody,
  deletePostQuery,
  followedPostsQuery,
  postsQuery,
  updatePostBody,
} from '@agora/contract';
import { postParams, listParams } from './postsSchema';
import {
  agoraPostCreatePermission,
  agoraVotePermission,
} from '@agora/contract';
import { requireBasic } from './authorize';
import { audited } from '../audit/audit';
import { postForReview } from './reviews';
import { editPost } from './edits';

/** What a vote request makes of the caller's vote (writes/events.ts). */
export const VOTE_CHANGES = { 1: 'up', [-1]: 'down', 0: 'removed' } as const;

/** Filters each `/posts/list/{type}` preset adds to the request's own query. */
const PRESETS: Record<string, (userRef: string) => PostFilter> = {
  // Trend weighs votes, answers, comments, views and clicks by recency.
  hot: () => ({ orderBy: 'trend', active: true }),
  unanswered: () => ({ type: 'question', noAnswers: true }),
  incorrect: () => ({ type: 'question', noCorrectAnswer: true }),
  recent: () => ({ orderBy: 'created' }),
  own: userRef => ({ author: userRef }),
  followed: () => ({ followed: true }),
  question: () => ({ type: 'question' }),
  article: () => ({ type: 'article' }),
  link: () => ({ type: 'link' }),
};

/** Posts: queries, CRUD, views, clicks, votes, favourites and follows. */
export const postsRouter: DomainRouter = options => {
  const { db, writes, auditor } = options;
  const reviewAfter = options.settings.reviewAfterDays;
  const minimums = options.settings.questionMinimums;
  const router = promiseRouter();

  router.post('/posts/query', async (req, res) => {
    const query = parseBody(postsQuery, req);
    res.json(await listPosts(db, query, callerOf(req)));
  });

  router.get('/posts/list/:type', async (req, res) => {
    const { type } = parseParams(listParams, req);
    const query = parseQuery(postsQuery, req);
    const caller = callerOf(req);
    const preset = PRESETS[type](caller.userRef);
    // An explicit orderBy wins over the preset's default sort, filters do not.
    res.json(
      await listPosts(
        db,
        { ...query, ...preset, orderBy: query.orderBy ?? preset.orderBy },
        caller,
      ),
    );
  });

  // Declared before `/posts/:id` so "followed" is never read as an id.
  router.get('/posts/followed', async (req, res) => {
    res.json(
      await followedPosts(
        db,
        callerOf(req),
        parseQuery(followedPostsQuery, req),
      ),
    );
  });

  router.put('/posts/follow/:id', async (req, res) => {
    const { id } = parseParams(postParams, req);
    await followPost(db, id, callerOf(req), true);
    res.status(204).end();
  });

  router.delete('/posts/follow/:id', async (req, res) => {
    const { id } = parseParams(postParams, req);
    await followPost(db, id, callerOf(req), false);
    res.status(204).end();
  });

  router.post('/posts', async (req, res) => {
    const caller = callerOf(req);
    await requireBasic(
      req,
      agoraPostCreatePermission,
      'You may not create posts',
    );
    const input = parseBody(createPostBody, req);
    refuseShortQuestion(input.type, input, minimums);
    const id = await createPost(db, input, caller);
    writes.notify({ type: 'postCreated', postId: id, actor: caller.userRef });
    res.status(201).json(await readPost(db, id, caller));
  });

  router.post('/posts/:id/restore', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const caller = callerOf(req);
    await audited(auditor, req, 'post-restore', { postId: id }, () =>
      restorePost(db, id, caller),
    );
    writes.notify({ type: 'postRestored', postId: id, actor: caller.userRef });
    res.json(await readPost(db, id, caller));
  });

  router.post('/posts/:id', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const { summary, ...input } = parseBody(updatePostBody, req);
    await editPost(options, req, id, input, { summary }, minimums);
    res.json(await readPost(db, id, callerOf(req)));
  });

  router.delete('/posts/:id', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const { reason } = parseBody(deleteBody, req);
    const caller = callerOf(req);
    const actor = caller.userRef;
    if (parseQuery(deletePostQuery, req).permanent) {
      const purged = await audited(
        auditor,
        req,
        'post-purge',
        { postId: id },
        () => purgePost(db, id, caller),
      );
      writes.notify({ type: 'postDeleted', postId: id, reason, actor, purged });
    } else {
      const meta = { postId: id, ...(reason && { reason }) };
      await audited(auditor, req, 'post-delete', meta, () =>
        deletePost(db, id, reason, caller),
      );
      writes.notify({ type: 'postDeleted', postId: id, reason, actor });
    }
    res.status(204).end();
  });

  router.get('/posts/:id', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const caller = callerOf(req);
    // The one load of the post: its author still reads a deleted one.
    const row = await countView(db, id, caller);
    res.json(await postForReview(db, row, caller, reviewAfter, true));
  });

  router.put('/posts/:id/click', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const caller = callerOf(req);
    await countClick(db, id, caller);
    res.json(await readPost(db, id, caller));
  });

  const vote =
    (value: 1 | -1 | 0): RequestHandler =>
    async (req, res) => {
      const { id } = parseParams(postParams, req);
      const caller = callerOf(req);
      await requireBasic(req, agoraVotePermission, 'You may not vote');
      if (await votePost(db, id, value, caller))
        writes.notify({
          type: 'voteChanged',
          postId: id,
          value: VOTE_CHANGES[value],
          actor: caller.userRef,
        });
      res.json(await readPost(db, id, caller));
    };
  router.get('/posts/:id/upvote', vote(1));
  router.get('/posts/:id/downvote', vote(-1));
  router.delete('/posts/:id/vote', vote(0));

  const favorite =
    (value: boolean): RequestHandler =>
    async (req, res) => {
      const { id } = parseParams(postParams, req);
      const caller = callerOf(req);
      await setFavorite(db, id, value, caller);
      res.json(await readPost(db, id, caller));
    };
  router.get('/posts/:id/favorite', favorite(true));
  router.get('/posts/:id/unfavorite', favorite(false));

  return router;
};
