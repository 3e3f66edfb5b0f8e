import type { Knex } from 'knex';

/**
 * `user_counts`: per user, every number of the users list but followers —
 * views, questions, articles, links, answers, comments and votes, post and
 * answer score, correct answers — over the content that counts (active,
 * under an active post, never anonymous content or the comments its author
 * wrote under it). `GET /users` reads it instead of grouping all posts,
 * answers, comments and votes on every request (docs/performance.md). Kept
 * by the write paths in the transaction of each write
 * (stores/counters/directoryCounts.ts); a user without a row has none of them.
 *
 * The backfill is written here rather than imported from the store, so the
 * migration keeps doing the same thing if the store changes later.
 */
const COLUMNS = [
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
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_counts', t => {
    t.string('user_ref', 255).primary();
    for (const column of COLUMNS) t.integer(column).notNullable().defaultTo(0);
  });
  await knex.raw(
    `INSERT INTO user_counts (user_ref, ${COLUMNS.join(', ')})
     SELECT user_ref, ${COLUMNS.map(c => `SUM(${c})`).join(', ')}
     FROM (
       SELECT p.author AS user_ref, p.views AS views,
         CASE WHEN p.type = 'question' THEN 1 ELSE 0 END AS questions,
         CASE WHEN p.type = 'article' THEN 1 ELSE 0 END AS articles,
         CASE WHEN p.type = 'link' THEN 1 ELSE 0 END AS links,
         0 AS answers, 0 AS comments, 0 AS votes, p.score AS post_score,
         0 AS answer_score, 0 AS correct_answers
       FROM posts p
       WHERE p.status = 'active' AND p.anonymous = false
       UNION ALL
       SELECT a.author, 0, 0, 0, 0, 1, 0, 0, 0, a.score,
         CASE WHEN a.correct THEN 1 ELSE 0 END
       FROM answers a JOIN posts p ON p.id = a.post_id
       WHERE a.status = 'active' AND p.status = 'active' AND a.anonymous = false
       UNION ALL
       SELECT c.author, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0
       FROM comments c
         JOIN posts p ON p.id = c.post_id
         LEFT JOIN answers a ON a.id = c.answer_id
       WHERE c.status = 'active' AND p.status = 'active'
         AND (c.answer_id IS NULL OR a.status = 'active')
         AND NOT (p.anonymous = true AND p.author = c.author)
         AND NOT (a.id IS NOT NULL AND a.anonymous = true AND a.author = c.author)
       UNION ALL
       SELECT v.user_ref, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0
       FROM post_votes v JOIN posts p ON p.id = v.post_id
       WHERE p.status = 'active'
       UNION ALL
       SELECT v.user_ref, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0
       FROM answer_votes v
         JOIN answers a ON a.id = v.answer_id
         JOIN posts p ON p.id = a.post_id
       WHERE a.status = 'active' AND p.status = 'active'
     ) counted
     GROUP BY user_ref`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_counts');
}
