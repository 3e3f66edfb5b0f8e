import type { Knex } from 'knex';

/**
 * Sets every denormalised counter from the rows it summarises, with the same
 * meaning the stores maintain: active answers, active post-level comments
 * (answer comments do not count), the sum of vote values, one view per
 * post_views row, one click per post_clicks row.
 */
export async function recomputeCounters(trx: Knex.Transaction) {
  await trx('answers').update({
    score: trx.raw(
      '(SELECT COALESCE(SUM(v.value), 0) FROM answer_votes v WHERE v.answer_id = answers.id)',
    ),
  });
  await trx('posts').update({
    score: trx.raw(
      '(SELECT COALESCE(SUM(v.value), 0) FROM post_votes v WHERE v.post_id = posts.id)',
    ),
    views: trx.raw(
      '(SELECT COUNT(*) FROM post_views v WHERE v.post_id = posts.id)',
    ),
    clicks: trx.raw(
      '(SELECT COUNT(*) FROM post_clicks c WHERE c.post_id = posts.id)',
    ),
    answers_count: trx.raw(
      "(SELECT COUNT(*) FROM answers a WHERE a.post_id = posts.id AND a.status = 'active')",
    ),
    comments_count: trx.raw(
      "(SELECT COUNT(*) FROM comments c WHERE c.post_id = posts.id AND c.answer_id IS NULL AND c.status = 'active')",
    ),
    correct_answer: trx.raw(
      'EXISTS (SELECT 1 FROM answers a WHERE a.post_id = posts.id AND a.correct = ?)',
      [true],
    ),
  });
}
