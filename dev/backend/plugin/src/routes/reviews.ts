import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { reviewBody, reviewsQuery, type Post } from '@agora/contract';
import { callerOf, type Caller } from '../domain/caller';
import { parseBody, parseParams, parseQuery } from '../service/validation';
import { isoOf } from '../stores/dbValues';
import { postOf, readablePostRow, serializePosts } from '../stores/posts';
import type { PostRow } from '../domain/rows';
import { postsDueForReview, reviewFlags, reviewPost } from '../stores/reviews';
import type { Knex } from 'knex';
import { postParams } from './postsSchema';

/** A single read of a post with the caller's review flags (docs/api.md, "Reviews"). */
async function readPostForReview(
  db: Knex,
  id: number,
  caller: Caller,
  afterDays: number,
  withThread = false,
): Promise<Post> {
  const row = await readablePostRow(db, id, caller);
  return postForReview(db, row, caller, afterDays, withThread);
}

/** {@link readPostForReview} of a post row the request has loaded. */
export async function postForReview(
  db: Knex,
  row: PostRow,
  caller: Caller,
  afterDays: number,
  withThread = false,
): Promise<Post> {
  const [post, flags] = await Promise.all([
    postOf(db, row, caller, withThread),
    reviewFlags(db, row, caller, afterDays),
  ]);
  return { ...post, ...flags };
}

/** Stale content review: review a post, list what is due. */
export const reviewsRouter: DomainRouter = ({ db, settings }) => {
  const router = promiseRouter();
  const afterDays = settings.reviewAfterDays;

  router.post('/posts/:id/review', async (req, res) => {
    const { id } = parseParams(postParams, req);
    const { verdict, reason } = parseBody(reviewBody, req);
    const caller = callerOf(req);
    await reviewPost(db, id, verdict, caller, reason);
    res.json(await readPostForReview(db, id, caller, afterDays));
  });

  router.get('/reviews', async (req, res) => {
    const { scope = 'mine', limit, offset } = parseQuery(reviewsQuery, req);
    const caller = callerOf(req);
    const { rows, total } = await postsDueForReview(
      db,
      { scope, limit, offset },
      caller,
      afterDays,
    );
    const posts = await serializePosts(db, rows, caller);
    const since = new Map(rows.map(row => [Number(row.id), row.review_since]));
    res.json({
      posts: posts.map(post => ({
        ...post,
        needsReview: true,
        reviewSince: isoOf(since.get(post.id)),
      })),
      total,
    });
  });

  return router;
};
