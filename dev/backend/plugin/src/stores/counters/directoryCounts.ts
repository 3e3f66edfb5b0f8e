import type { Knex } from 'knex';
import { boolOf, numOf, rowsOf } from '../dbValues';
import type { ContentSnapshot } from './snapshotTypes';
import {
  attributedSql,
  isActive,
  isActiveSql,
  liveAnswerSql,
  liveCommentSql,
} from '../liveContent';

type Db = Knex | Knex.Transaction;

/**
 * Counters behind `GET /tags`, `/entities` and `/users` (`tag_counts`,
 * `entity_counts` and `user_counts` in migrations/001_initial.ts): per tag
 * and per entity the active posts of each type, per user every
 * number of the users list but followers. Counting them from posts, answers,
 * comments and votes on every request took 0.3–5 s at 100k posts
 * (docs/performance.md).
 *
 * Every counted row belongs to exactly one post (a tag or entity link, the
 * post itself, its answers, comments and votes), so the counters are sums
 * of per-post contributions. A write that can move a number takes the
 * contributions of its post before and after ({@link countsOfPost}) and adds
 * the difference ({@link moveDirectoryCounts}) in its own transaction; views and
 * votes move their few counters directly ({@link countViewForAuthor},
 * {@link countVote}). The loaders recount everything
 * ({@link recountDirectories}) from the same queries without the post
 * restriction.
 */
interface CounterTable {
  table: string;
  key: string;
  columns: readonly string[];
  /** One row per key (`key`, then `columns`), restricted to one post when `postId` is given. */
  rows(db: Db, postId?: number): Knex.Raw;
}

const TYPE_COLUMNS = ['posts', 'questions', 'articles', 'links'] as const;
const typeSums = (alias: string) =>
  `COUNT(*) AS posts,
   SUM(CASE WHEN ${alias}.type = 'question' THEN 1 ELSE 0 END) AS questions,
   SUM(CASE WHEN ${alias}.type = 'article' THEN 1 ELSE 0 END) AS articles,
   SUM(CASE WHEN ${alias}.type = 'link' THEN 1 ELSE 0 END) AS links`;
const onePost = (column: string, postId?: number) =>
  postId === undefined ? '' : ` AND ${column} = ${Number(postId)}`;

/** Active posts of each type per key of a post's link table (tag, entity). */
const typeCountsBy = (
  table: string,
  key: string,
  links: string,
): CounterTable => ({
  table,
  key,
  columns: TYPE_COLUMNS,
  rows: (db, postId) =>
    db.raw(
      `SELECT l.${key}, ${typeSums('p')}
       FROM ${links} l JOIN posts p ON p.id = l.post_id
       WHERE ${isActiveSql('p')}${onePost('p.id', postId)}
       GROUP BY l.${key}`,
    ),
});

const TAGS = typeCountsBy('tag_counts', 'tag_id', 'post_tags');
const ENTITIES = typeCountsBy('entity_counts', 'entity_ref', 'post_entities');

const USER_COLUMNS = [
  'views',
  'questions',
  'articles',
  'links',
  'answers',
  'comments',
  'votes',
  'post_score',
  'answer_score',
  'correct_answers',
] as const;

/**
 * Per user, what the users list shows, from content that counts
 * (stores/liveContent.ts): active posts, active answers of active posts,
 * comments of those, votes on them. Anonymous posts and answers, and the
 * comments their authors wrote under them, count for nobody, so the list
 * cannot reveal who wrote them. One row per counted item (columns named by
 * the first SELECT, in USER_COLUMNS order), summed per user.
 */
function userRows(db: Db, postId?: number): Knex.Raw {
  const only = (column: string) => onePost(column, postId);
  return db.raw(
    `SELECT user_ref, ${USER_COLUMNS.map(c => `SUM(${c}) AS ${c}`).join(', ')}
     FROM (
       SELECT p.author AS user_ref, p.views AS views,
         CASE WHEN p.type = 'question' THEN 1 ELSE 0 END AS questions,
         CASE WHEN p.type = 'article' THEN 1 ELSE 0 END AS articles,
         CASE WHEN p.type = 'link' THEN 1 ELSE 0 END AS links,
         0 AS answers, 0 AS comments, 0 AS votes, p.score AS post_score,
         0 AS answer_score, 0 AS correct_answers
       FROM posts p
       WHERE ${isActiveSql('p')} AND p.anonymous = false${only('p.id')}
       UNION ALL
       SELECT a.author, 0, 0, 0, 0, 1, 0, 0, 0, a.score,
         CASE WHEN a.correct THEN 1 ELSE 0 END
       FROM answers a JOIN posts p ON p.id = a.post_id
       WHERE ${liveAnswerSql('a', 'p')} AND a.anonymous = false${only('a.post_id')}
       UNION ALL
       SELECT c.author, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0
       FROM comments c
         JOIN posts p ON p.id = c.post_id
         LEFT JOIN answers a ON a.id = c.answer_id
       WHERE ${liveCommentSql('c', 'p', 'a')}
         AND ${attributedSql('c', 'p', 'a')}${only('c.post_id')}
       UNION ALL
       SELECT v.user_ref, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0
       FROM post_votes v JOIN posts p ON p.id = v.post_id
       WHERE ${isActiveSql('p')}${only('v.post_id')}
       UNION ALL
       SELECT v.user_ref, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0
       FROM answer_votes v
         JOIN answers a ON a.id = v.answer_id
         JOIN posts p ON p.id = a.post_id
       WHERE ${liveAnswerSql('a', 'p')}${only('a.post_id')}
     ) counted
     GROUP BY user_ref`,
  );
}

const userDeltas = (deltas: Partial<Record<UserColumn, number>>) =>
  USER_COLUMNS.map(column => deltas[column] ?? 0);
type UserColumn = (typeof USER_COLUMNS)[number];

const USERS: CounterTable = {
  table: 'user_counts',
  key: 'user_ref',
  columns: USER_COLUMNS,
  rows: userRows,
};

const TABLES = [TAGS, ENTITIES, USERS];

/** Per counter table, per key, the values in the table's column order. */
export type PostCounts = Map<CounterTable, Map<string, number[]>>;

/**
 * What one post contributes to the counters now (nothing for a post that
 * does not exist yet or any more). `users` only: answers and comments move
 * no tag or entity number.
 */
export async function countsOfPost(
  trx: Knex.Transaction,
  postId: number | undefined,
  only: 'all' | 'users' = 'all',
): Promise<PostCounts> {
  const counts: PostCounts = new Map();
  if (postId === undefined) return counts;
  for (const table of only === 'users' ? [USERS] : TABLES) {
    const byKey = new Map<string, number[]>();
    for (const row of rowsOf(await table.rows(trx, postId))) {
      byKey.set(
        String(row[table.key]),
        table.columns.map(column => numOf(row[column])),
      );
    }
    counts.set(table, byKey);
  }
  return counts;
}

/**
 * What one item contributes to the counters in the state of `snapshot`
 * (stores/counters/contentSnapshot.ts): the rows of {@link recountDirectories} that
 * belong to it.
 */
export function directoryCountsOf(snapshot: ContentSnapshot): PostCounts {
  const { post } = snapshot;
  const types = (type: string) =>
    TYPE_COLUMNS.map(c => Number(c === 'posts' || c === `${type}s`));
  const perPost = (keys: string[]) =>
    new Map(post ? keys.map(key => [key, types(post.type)]) : []);
  const users = new Map<string, number[]>();
  const add = (user: string, deltas: Partial<Record<UserColumn, number>>) => {
    const sums = users.get(user) ?? userDeltas({});
    userDeltas(deltas).forEach((d, i) => (sums[i] += d));
    users.set(user, sums);
  };
  if (post && !post.anonymous)
    add(post.author, {
      views: post.views,
      [`${post.type}s`]: 1,
      post_score: post.score,
    });
  for (const answer of snapshot.answers)
    if (!answer.anonymous)
      add(answer.author, {
        answers: 1,
        answer_score: answer.score,
        correct_answers: Number(answer.correct),
      });
  for (const comment of snapshot.comments)
    if (comment.attributed) add(comment.author, { comments: 1 });
  for (const vote of snapshot.postVotes) add(vote.voter, { votes: 1 });
  for (const { vote } of snapshot.answerVotes) add(vote.voter, { votes: 1 });
  return new Map([
    [TAGS, perPost(snapshot.tags)],
    [ENTITIES, perPost(snapshot.entities)],
    [USERS, users],
  ]);
}

/** Adds each key's `after - before` to its counters; rows start at zero. */
export async function moveDirectoryCounts(
  trx: Knex.Transaction,
  before: PostCounts,
  after: PostCounts,
) {
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(table) ?? new Map<string, number[]>();
    const now = after.get(table) ?? new Map<string, number[]>();
    // In key order, so writers of the same rows never deadlock (counterRows.ts).
    const keys = [...new Set([...was.keys(), ...now.keys()])].sort();
    for (const key of keys) {
      const deltas = table.columns.map(
        (_, i) => (now.get(key)?.[i] ?? 0) - (was.get(key)?.[i] ?? 0),
      );
      await addCounts(trx, table, key, deltas);
    }
  }
}

async function addCounts(
  trx: Knex.Transaction,
  table: CounterTable,
  key: string,
  deltas: number[],
) {
  if (deltas.every(d => d === 0)) return;
  const insert: Record<string, unknown> = { [table.key]: key };
  const merge: Record<string, Knex.Raw> = {};
  table.columns.forEach((column, i) => {
    insert[column] = deltas[i];
    if (deltas[i] !== 0)
      merge[column] = trx.raw('?? + ?', [
        `${table.table}.${column}`,
        deltas[i],
      ]);
  });
  await trx(table.table).insert(insert).onConflict(table.key).merge(merge);
}

/** A post or answer row (its `status`, `anonymous` and `author`). */
type Counted = Record<string, unknown>;

/**
 * A counted view: the post's author gains one view if the post counts for
 * them (active, not anonymous). Views and votes, the frequent writes, move
 * their few counters directly instead of taking two snapshots of the post
 * (each a planned UNION of five lookups, ~2–5 ms on PostgreSQL).
 */
export async function countViewForAuthor(trx: Knex.Transaction, post: Counted) {
  if (!isActive(post) || boolOf(post.anonymous)) return;
  await addCounts(trx, USERS, String(post.author), userDeltas({ views: 1 }));
}

/**
 * A vote on `target` (the post, or an answer of `post`) went from
 * `previous` to `value` (0: none): the voter's vote count and the author's
 * post or answer score move if the target counts (active, under an active
 * post); the score only when it is not anonymous. What a snapshot of the
 * post would find, as the counters test checks.
 */
export async function countVote(
  trx: Knex.Transaction,
  vote: {
    post: Counted;
    answer?: Counted;
    voter: string;
    previous: number;
    value: number;
  },
) {
  const target = vote.answer ?? vote.post;
  if (!isActive(vote.post) || !isActive(target)) return;
  const voted = Number(vote.value !== 0) - Number(vote.previous !== 0);
  const moves = new Map([[vote.voter, userDeltas({ votes: voted })]]);
  if (!boolOf(target.anonymous)) {
    const score = vote.value - vote.previous;
    const author = String(target.author);
    const sums = moves.get(author) ?? userDeltas({});
    const scored = userDeltas(
      vote.answer ? { answer_score: score } : { post_score: score },
    );
    moves.set(
      author,
      sums.map((d, i) => d + scored[i]),
    );
  }
  // In key order, so writers of the same rows never deadlock (counterRows.ts).
  for (const user of [...moves.keys()].sort())
    await addCounts(trx, USERS, user, moves.get(user)!);
}

/** Removes a deleted tag's counters. */
export async function dropTagCounts(trx: Knex.Transaction, tagId: number) {
  await trx('tag_counts').where('tag_id', tagId).delete();
}

/** Recounts every counter from the base tables; for loaders that write in bulk (seed, benchmark). */
export async function recountDirectories(trx: Db) {
  for (const table of TABLES) {
    await trx(table.table).delete();
    const rows = table.rows(trx).toSQL();
    await trx.raw(
      `INSERT INTO ${table.table} (${table.key}, ${table.columns.join(', ')}) ${rows.sql}`,
      rows.bindings,
    );
  }
}
