import type { Knex } from 'knex';

/**
 * `tag_counts` and `entity_counts`: per tag and per entity, how many active
 * posts link to it, in all and of each type. `GET /tags` and `GET /entities`
 * read them instead of joining every post link to its post on every request
 * (~270 ms for the tags at 100k posts, docs/performance.md). Kept by the post
 * write paths in the transaction of each write (stores/counters/directoryCounts.ts);
 * a tag without a row has no active posts.
 *
 * The backfill is written here rather than imported from the store, so the
 * migration keeps doing the same thing if the store changes later.
 */
const TYPES = `COUNT(*),
  SUM(CASE WHEN p.type = 'question' THEN 1 ELSE 0 END),
  SUM(CASE WHEN p.type = 'article' THEN 1 ELSE 0 END),
  SUM(CASE WHEN p.type = 'link' THEN 1 ELSE 0 END)`;

function typeColumns(t: Knex.CreateTableBuilder) {
  for (const column of ['posts', 'questions', 'articles', 'links'])
    t.integer(column).notNullable().defaultTo(0);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tag_counts', t => {
    t.integer('tag_id').primary();
    typeColumns(t);
  });
  await knex.schema.createTable('entity_counts', t => {
    t.string('entity_ref', 255).primary();
    typeColumns(t);
  });
  await knex.raw(
    `INSERT INTO tag_counts (tag_id, posts, questions, articles, links)
     SELECT pt.tag_id, ${TYPES} FROM post_tags pt JOIN posts p ON p.id = pt.post_id
     WHERE p.status = 'active' GROUP BY pt.tag_id`,
  );
  await knex.raw(
    `INSERT INTO entity_counts (entity_ref, posts, questions, articles, links)
     SELECT pe.entity_ref, ${TYPES} FROM post_entities pe JOIN posts p ON p.id = pe.post_id
     WHERE p.status = 'active' GROUP BY pe.entity_ref`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('entity_counts');
  await knex.schema.dropTable('tag_counts');
}
