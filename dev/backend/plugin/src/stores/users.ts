import type { Knex } from 'knex';
import type { UserStats } from '@agora/contract';
import { nowIso, numOf, optionalIso } from './dbValues';
import { normalRef } from '../domain/refs';
import { countRows, whereContains } from './listHelpers';
import { writeTransaction } from './transactions';
import { userSeen } from './counters/activityEvents';

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

/** A user with posts, answers or comments under their name, in `user_counts`. */
const HAS_CONTENT = '(questions + articles + links + answers + comments) > 0';

/**
 * Everyone who posted, answered or commented under their name, or is
 * followed, with every counter of the User shape: kept on write in
 * `user_counts` (stores/counters/directoryCounts.ts, which also says what counts),
 * followers and last seen joined.
 */
function usersWithStats(db: Knex) {
  const refs = db('user_counts')
    .whereRaw(HAS_CONTENT)
    .select('user_ref')
    .union(db('user_followers').select('user_ref'));
  const followers = db('user_followers')
    .groupBy('user_ref')
    .select('user_ref', db.raw('count(*) as "followers"'));
  const c = (column: string) => `coalesce(uc.${column}, 0)`;
  return db
    .from(refs.as('u'))
    .leftJoin('user_counts as uc', 'uc.user_ref', 'u.user_ref')
    .leftJoin(followers.as('f'), 'f.user_ref', 'u.user_ref')
    .leftJoin('users_seen as s', 's.user_ref', 'u.user_ref')
    .select(
      'u.user_ref as userRef',
      db.raw(`${c('views')} as "totalViews"`),
      db.raw(`${c('questions')} as "totalQuestions"`),
      db.raw(`${c('articles')} as "totalArticles"`),
      db.raw(`${c('links')} as "totalLinks"`),
      db.raw(`${c('answers')} as "totalAnswers"`),
      db.raw(`${c('comments')} as "totalComments"`),
      db.raw(`${c('votes')} as "totalVotes"`),
      db.raw('coalesce(f."followers", 0) as "totalFollowers"'),
      db.raw(`${c('post_score')} as "postScore"`),
      db.raw(`${c('answer_score')} as "answerScore"`),
      db.raw(`${c('correct_answers')} as "correctAnswers"`),
      db.raw(
        `${c('post_score')} + ${c('answer_score')} + ${CORRECT_ANSWER_POINTS} * ${c('correct_answers')} as "reputation"`,
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
    await writeTransaction(db, async trx => {
      await trx('users_seen')
        .insert({ user_ref: userRef, last_seen: nowIso() })
        .onConflict('user_ref')
        .merge(['last_seen']);
      await userSeen(trx, userRef);
    });
  };
}
