import type { Knex } from 'knex';
import type { UserStats } from '@agora/contract';
import { nowIso, numOf, optionalIso } from './dbValues';
import { normalRef } from '../service/identity';
import { countRows, whereContains } from './listHelpers';
import { addStatisticsUser } from './dailyCounts';
import {
  attributedComments,
  liveAnswers,
  liveAnswerVotes,
  livePostVotes,
} from './liveContent';

export type UserOrderBy =
  | 'totalQuestions'
  | 'reputation'
  | 'totalAnswers'
  | 'totalFollowers'
  | 'userRef';

export interface UserListQuery {
  limit: number;
  offset: number;
  orderBy: UserOrderBy;
  order: 'asc' | 'desc';
  searchQuery?: string;
  /** Users who match the search by display name; found by the client. */
  searchRefs?: string[];
}

/** Points per correct answer in `reputation` (see docs/api.md, Users). */
export const CORRECT_ANSWER_POINTS = 10;

/**
 * Posts, answers and comments that may be attributed to their author: active
 * and not shown as anonymous (answers and comments under an active post).
 * Anonymous content is never counted for anyone, so the users list cannot
 * reveal who wrote it.
 */
const attributedPosts = (db: Knex) =>
  db('posts').where('status', 'active').where('anonymous', false);
const attributedAnswers = (db: Knex) =>
  liveAnswers(db).where('anonymous', false);

/** Everyone who posted, answered or commented under their name, or is followed. */
function userRefs(db: Knex) {
  return attributedPosts(db)
    .select('author as user_ref')
    .union(attributedAnswers(db).select('author as user_ref'))
    .union(attributedComments(db).select('author as user_ref'))
    .union(db('user_followers').select('user_ref'));
}

const c = (alias: string, column: string) =>
  `coalesce(${alias}."${column}", 0)`;

/** One row per user with every counter of the User shape, from grouped subqueries. */
function usersWithStats(db: Knex) {
  const sumIf = (cond: string, alias: string) =>
    db.raw(`sum(case when ${cond} then 1 else 0 end) as "${alias}"`);
  const posts = attributedPosts(db)
    .groupBy('author')
    .select(
      'author',
      sumIf(`type = 'question'`, 'questions'),
      sumIf(`type = 'article'`, 'articles'),
      sumIf(`type = 'link'`, 'links'),
      db.raw('sum(views) as "views"'),
      db.raw('sum(score) as "score"'),
    );
  const answers = attributedAnswers(db)
    .groupBy('author')
    .select(
      'author',
      db.raw('count(*) as "answers"'),
      db.raw('sum(score) as "score"'),
      sumIf('correct', 'correct'),
    );
  const comments = attributedComments(db)
    .groupBy('author')
    .select('author', db.raw('count(*) as "comments"'));
  const votes = db
    .from(
      livePostVotes(db)
        .select('user_ref')
        .unionAll(liveAnswerVotes(db).select('user_ref'))
        .as('all_votes'),
    )
    .groupBy('user_ref')
    .select('user_ref', db.raw('count(*) as "votes"'));
  const followers = db('user_followers')
    .groupBy('user_ref')
    .select('user_ref', db.raw('count(*) as "followers"'));

  return db
    .from(userRefs(db).as('u'))
    .leftJoin(posts.as('p'), 'p.author', 'u.user_ref')
    .leftJoin(answers.as('a'), 'a.author', 'u.user_ref')
    .leftJoin(comments.as('cm'), 'cm.author', 'u.user_ref')
    .leftJoin(votes.as('v'), 'v.user_ref', 'u.user_ref')
    .leftJoin(followers.as('f'), 'f.user_ref', 'u.user_ref')
    .leftJoin('users_seen as s', 's.user_ref', 'u.user_ref')
    .select(
      'u.user_ref as userRef',
      db.raw(`${c('p', 'views')} as "totalViews"`),
      db.raw(`${c('p', 'questions')} as "totalQuestions"`),
      db.raw(`${c('p', 'articles')} as "totalArticles"`),
      db.raw(`${c('p', 'links')} as "totalLinks"`),
      db.raw(`${c('a', 'answers')} as "totalAnswers"`),
      db.raw(`${c('cm', 'comments')} as "totalComments"`),
      db.raw(`${c('v', 'votes')} as "totalVotes"`),
      db.raw(`${c('f', 'followers')} as "totalFollowers"`),
      db.raw(`${c('p', 'score')} as "postScore"`),
      db.raw(`${c('a', 'score')} as "answerScore"`),
      db.raw(`${c('a', 'correct')} as "correctAnswers"`),
      db.raw(
        `${c('p', 'score')} + ${c('a', 'score')} + ${CORRECT_ANSWER_POINTS} * ${c('a', 'correct')} as "reputation"`,
      ),
      's.last_seen as lastSeen',
    );
}

const toUser = (r: any): UserStats => ({
  userRef: r.userRef,
  totalViews: numOf(r.totalViews),
  totalQuestions: numOf(r.totalQuestions),
  totalAnswers: numOf(r.totalAnswers),
  totalComments: numOf(r.totalComments),
  totalVotes: numOf(r.totalVotes),
  totalArticles: numOf(r.totalArticles),
  totalLinks: numOf(r.totalLinks),
  totalFollowers: numOf(r.totalFollowers),
  reputation: numOf(r.reputation),
  answerScore: numOf(r.answerScore),
  postScore: numOf(r.postScore),
  correctAnswers: numOf(r.correctAnswers),
  ...(r.lastSeen ? { lastSeen: optionalIso(r.lastSeen) } : {}),
});

export async function listUsers(db: Knex, q: UserListQuery) {
  const qb = usersWithStats(db);
  if (q.searchQuery) {
    const byName = (q.searchRefs ?? []).map(normalRef);
    qb.where(match => {
      whereContains(match, 'u.user_ref', q.searchQuery);
      if (byName.length) match.orWhereIn('u.user_ref', byName);
    });
  }
  const total = await countRows(db, qb);
  qb.orderBy(q.orderBy, q.order);
  if (q.orderBy !== 'userRef') qb.orderBy('userRef', 'asc');
  const rows = await qb.limit(q.limit).offset(q.offset);
  return { users: rows.map(toUser), total };
}

const SEEN_WRITE_INTERVAL_MS = 60_000;

/**
 * Records when users were last seen. Writes at most once a minute per user
 * and process, so busy pages do not turn every read into a write.
 */
export function createSeenTracker(db: Knex) {
  const lastWrite = new Map<string, number>();
  return async (userRef: string) => {
    const now = Date.now();
    if (now - (lastWrite.get(userRef) ?? 0) < SEEN_WRITE_INTERVAL_MS) return;
    lastWrite.set(userRef, now);
    await db.transaction(async trx => {
      await trx('users_seen')
        .insert({ user_ref: userRef, last_seen: nowIso() })
        .onConflict('user_ref')
        .merge(['last_seen']);
      await addStatisticsUser(trx, userRef);
    });
  };
}
