import type { Knex } from 'knex';
import { groupByDay } from '../dayBuckets';
import { boolOf, numOf, rowsOf } from '../dbValues';
import {
  type Authored,
  commentIsAttributed,
  commentIsLive,
  isActive,
} from '../liveContent';
import {
  addToDays,
  addToViewsTotal,
  addToVoterDays,
  dayDeltasOf,
  dayOfValue,
  voterDeltasOf,
} from './dailyCounts';
import { addToBoards, boardDeltasOf } from './leaderboardCounts';
import { directoryCountsOf, moveDirectoryCounts } from './directoryCounts';

/**
 * A status change, create or removal of a post, answer or comment moves
 * three sets of counters: the daily and user-statistics counters
 * (stores/counters/dailyCounts.ts), the leaderboards (stores/counters/leaderboardCounts.ts)
 * and the directories (stores/counters/directoryCounts.ts). Each is a sum of what
 * every item contributes, so the write reads what its item contributes once
 * before and once after ({@link snapshotOf}) and each module derives its
 * deltas from that pair. Each set reading the item with its own queries
 * took four times as many reads (docs/performance.md, "Statistics and
 * directory reads").
 */
type Db = Knex | Knex.Transaction;

export type {
  SnapshotAnswer,
  ContentSnapshot,
  SnapshotPost,
  Scope,
  VoteRow,
} from './snapshotTypes';
import type {
  SnapshotAnswer,
  ContentSnapshot,
  SnapshotPost,
  Scope,
  VoteRow,
} from './snapshotTypes';

/** What an item that does not exist (yet, or any more) contributes. */
export const NOTHING: ContentSnapshot = {
  tags: [],
  entities: [],
  answers: [],
  comments: [],
  postVotes: [],
  answerVotes: [],
  views: new Map(),
};

const authored = (
  row: Record<string, unknown>,
  prefix = '',
): Authored & { day: string } => ({
  status: String(row[`${prefix}status`]),
  author: String(row[`${prefix}author`]),
  anonymous: boolOf(row[`${prefix}anonymous`]),
  day: row[`${prefix}created`] ? dayOfValue(row[`${prefix}created`]) : '',
});

const answerOf = (row: Record<string, unknown>): SnapshotAnswer => ({
  ...authored(row),
  id: Number(row.id),
  score: numOf(row.score),
  correct: boolOf(row.correct),
});

const voteOf = (row: Record<string, unknown>): VoteRow => ({
  voter: String(row.user_ref),
  value: numOf(row.value),
  day: dayOfValue(row.created),
});

/** Live comments among `rows`, judged with their post and answer. */
function liveCommentsOf(
  post: Authored,
  answers: Map<number, Authored>,
  rows: Record<string, unknown>[],
): ContentSnapshot['comments'] {
  const out: ContentSnapshot['comments'] = [];
  for (const row of rows) {
    const comment = authored(row);
    const onAnswer = row.answer_id !== null && row.answer_id !== undefined;
    const answer = onAnswer ? answers.get(Number(row.answer_id)) : undefined;
    if (!commentIsLive(post, answer, { ...comment, onAnswer })) continue;
    out.push({
      author: comment.author,
      day: comment.day,
      attributed: commentIsAttributed(post, answer, comment),
    });
  }
  return out;
}

const COMMENT_COLUMNS = ['answer_id', 'status', 'author', 'created'];
const ANSWER_COLUMNS = [
  'id',
  'status',
  'author',
  'anonymous',
  'created',
  'score',
  'correct',
];

/**
 * A post's rows. Nothing of an inactive post counts, so its snapshot is the
 * post row's read only.
 */
async function snapshotOfPost(
  db: Db,
  id: number,
  created: boolean,
): Promise<ContentSnapshot> {
  const row = await db('posts')
    .where('id', id)
    .first(
      'type',
      'status',
      'author',
      'anonymous',
      'created',
      'views',
      'score',
    );
  if (!row || !isActive(row)) return NOTHING;
  const post: SnapshotPost = {
    ...authored(row),
    type: String(row.type),
    views: numOf(row.views),
    score: numOf(row.score),
  };
  const links = rowsOf(
    await db.raw(
      `SELECT 'tag' AS kind, CAST(tag_id AS varchar(255)) AS ref
         FROM post_tags WHERE post_id = ?
       UNION ALL
       SELECT 'entity', entity_ref FROM post_entities WHERE post_id = ?`,
      [id, id],
    ),
  );
  const snapshot: ContentSnapshot = {
    ...NOTHING,
    post,
    tags: links.filter(l => l.kind === 'tag').map(l => String(l.ref)),
    entities: links.filter(l => l.kind === 'entity').map(l => String(l.ref)),
  };
  if (created) return snapshot;
  const answerRows = (
    await db('answers').where('post_id', id).select(ANSWER_COLUMNS)
  ).map(answerOf);
  const answers = new Map(answerRows.map(a => [a.id, a]));
  const comments = await db('comments')
    .where('post_id', id)
    .select(COMMENT_COLUMNS);
  // Both kinds of vote in one read; `answer_id` is null for the post's.
  const votes = await db('post_votes')
    .where('post_id', id)
    .select(
      db.raw('CAST(NULL AS integer) AS answer_id'),
      'user_ref',
      'value',
      'created',
    )
    .unionAll(
      db('answer_votes as v')
        .join('answers as a', 'a.id', 'v.answer_id')
        .where('a.post_id', id)
        .select('v.answer_id', 'v.user_ref', 'v.value', 'v.created'),
    );
  const views = await groupByDay(
    db as Knex,
    db('post_views as r').where('r.post_id', id),
    'r.viewed',
  );
  snapshot.answers = answerRows.filter(isActive);
  snapshot.comments = liveCommentsOf(post, answers, comments);
  snapshot.postVotes = [];
  snapshot.answerVotes = [];
  snapshot.views = new Map(
    (views as { day: string; n: unknown }[]).map(v => [
      String(v.day),
      numOf(v.n),
    ]),
  );
  for (const vote of votes as Record<string, unknown>[]) {
    if (vote.answer_id === null || vote.answer_id === undefined) {
      snapshot.postVotes.push(voteOf(vote));
      continue;
    }
    const answer = answers.get(Number(vote.answer_id));
    if (answer && isActive(answer))
      snapshot.answerVotes.push({ vote: voteOf(vote), answer });
  }
  return snapshot;
}

/** The post a child row sits under, read with it as `authored(row, 'post_')`. */
const POST_OF_CHILD = [
  'p.status as post_status',
  'p.author as post_author',
  'p.anonymous as post_anonymous',
];

/** An answer's rows: itself, its comments and its votes, if it is live. */
async function snapshotOfAnswer(
  db: Db,
  id: number,
  created: boolean,
): Promise<ContentSnapshot> {
  const row = await db('answers as a')
    .join('posts as p', 'p.id', 'a.post_id')
    .where('a.id', id)
    .first(...ANSWER_COLUMNS.map(c => `a.${c}`), ...POST_OF_CHILD);
  if (!row) return NOTHING;
  const post = authored(row, 'post_');
  const answer = answerOf(row);
  if (!isActive(post) || !isActive(answer)) return NOTHING;
  if (created) return { ...NOTHING, answers: [answer] };
  const comments = await db('comments')
    .where('answer_id', id)
    .select(COMMENT_COLUMNS);
  const votes = await db('answer_votes')
    .where('answer_id', id)
    .select('user_ref', 'value', 'created');
  return {
    ...NOTHING,
    answers: [answer],
    comments: liveCommentsOf(post, new Map([[id, answer]]), comments),
    answerVotes: votes.map(vote => ({ vote: voteOf(vote), answer })),
  };
}

/** A comment's one row, judged with its post and answer. */
async function snapshotOfComment(db: Db, id: number): Promise<ContentSnapshot> {
  const row = await db('comments as c')
    .join('posts as p', 'p.id', 'c.post_id')
    .leftJoin('answers as a', 'a.id', 'c.answer_id')
    .where('c.id', id)
    .first(
      ...COMMENT_COLUMNS.map(c => `c.${c}`),
      ...POST_OF_CHILD,
      'a.status as answer_status',
      'a.author as answer_author',
      'a.anonymous as answer_anonymous',
    );
  if (!row) return NOTHING;
  const answers = new Map<number, Authored>();
  if (row.answer_status !== null && row.answer_status !== undefined)
    answers.set(Number(row.answer_id), authored(row, 'answer_'));
  return {
    ...NOTHING,
    comments: liveCommentsOf(authored(row, 'post_'), answers, [row]),
  };
}

/**
 * What the item of `scope` contributes to every counter now. `created`: the
 * item was just inserted, so nothing hangs under it yet and only its own
 * row (and a post's tags and entities) is read.
 */
export function snapshotOf(
  db: Db,
  scope: Scope,
  created = false,
): Promise<ContentSnapshot> {
  if ('post' in scope) return snapshotOfPost(db, scope.post, created);
  if ('answer' in scope) return snapshotOfAnswer(db, scope.answer, created);
  return snapshotOfComment(db, scope.comment);
}

/** Moves every counter by what an item contributes after minus before. */
export async function moveContentCounts(
  trx: Knex.Transaction,
  before: ContentSnapshot,
  after: ContentSnapshot,
) {
  const minus = <T extends { delta: number }>(deltas: T[]) =>
    deltas.map(d => ({ ...d, delta: -d.delta }));
  await addToDays(trx, [...dayDeltasOf(after), ...minus(dayDeltasOf(before))]);
  await addToVoterDays(trx, [
    ...voterDeltasOf(after),
    ...minus(voterDeltasOf(before)),
  ]);
  await addToViewsTotal(
    trx,
    (after.post?.views ?? 0) - (before.post?.views ?? 0),
  );
  await addToBoards(trx, [
    ...boardDeltasOf(after),
    ...minus(boardDeltasOf(before)),
  ]);
  await moveDirectoryCounts(
    trx,
    directoryCountsOf(before),
    directoryCountsOf(after),
  );
}

/**
 * Runs `write` (a change of the item's status, or its removal) between two
 * snapshots of the item, and moves every counter by their difference.
 */
export async function withContentCounts<T>(
  trx: Knex.Transaction,
  scope: Scope,
  write: () => Promise<T>,
): Promise<T> {
  const before = await snapshotOf(trx, scope);
  const result = await write();
  await moveContentCounts(trx, before, await snapshotOf(trx, scope));
  return result;
}
