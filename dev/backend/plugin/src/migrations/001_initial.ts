import type { Knex } from 'knex';

/**
 * The whole Agora schema. Counters (score, views, answers, comments, clicks)
 * are denormalised onto their rows and maintained in the same transaction as
 * the change, so list pages at 100k posts never aggregate on the fly.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('posts', t => {
    t.increments('id').primary();
    t.string('type', 16).notNullable();
    t.string('title', 255).notNullable();
    t.text('content').notNullable().defaultTo('');
    t.string('author', 255).notNullable();
    t.boolean('anonymous').notNullable().defaultTo(false);
    t.timestamp('created', { useTz: true }).notNullable();
    t.timestamp('updated', { useTz: true }).nullable();
    t.string('updated_by', 255).nullable();
    t.string('status', 16).notNullable().defaultTo('active');
    t.text('delete_reason').nullable();
    t.string('header_image', 2048).nullable();
    t.string('url', 2048).nullable();
    t.text('images').notNullable().defaultTo('[]'); // JSON array of attachment ids
    t.integer('score').notNullable().defaultTo(0);
    t.integer('views').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
    t.integer('answers_count').notNullable().defaultTo(0);
    t.integer('comments_count').notNullable().defaultTo(0);
    t.boolean('correct_answer').notNullable().defaultTo(false);
    t.index(['status', 'type', 'created'], 'posts_status_type_created_idx');
    t.index(['author'], 'posts_author_idx');
    t.index(['score'], 'posts_score_idx');
    t.index(['views'], 'posts_views_idx');
  });

  await knex.schema.createTable('answers', t => {
    t.increments('id').primary();
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.text('content').notNullable();
    t.string('author', 255).notNullable();
    t.boolean('anonymous').notNullable().defaultTo(false);
    t.timestamp('created', { useTz: true }).notNullable();
    t.timestamp('updated', { useTz: true }).nullable();
    t.string('updated_by', 255).nullable();
    t.string('status', 16).notNullable().defaultTo('active');
    t.text('delete_reason').nullable();
    t.boolean('correct').notNullable().defaultTo(false);
    t.integer('score').notNullable().defaultTo(0);
    t.text('images').notNullable().defaultTo('[]');
    t.index(['post_id'], 'answers_post_idx');
    t.index(['author'], 'answers_author_idx');
  });

  await knex.schema.createTable('comments', t => {
    t.increments('id').primary();
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.integer('answer_id').nullable().references('answers.id').onDelete('CASCADE');
    t.text('content').notNullable();
    t.string('author', 255).notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
    t.timestamp('updated', { useTz: true }).nullable();
    t.string('status', 16).notNullable().defaultTo('active');
    t.index(['post_id'], 'comments_post_idx');
    t.index(['answer_id'], 'comments_answer_idx');
  });

  await knex.schema.createTable('post_votes', t => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.integer('value').notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
    t.primary(['post_id', 'user_ref']);
    t.index(['user_ref'], 'post_votes_user_idx');
  });

  await knex.schema.createTable('answer_votes', t => {
    t.integer('answer_id').notNullable().references('answers.id').onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.integer('value').notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
    t.primary(['answer_id', 'user_ref']);
    t.index(['user_ref'], 'answer_votes_user_idx');
  });

  await knex.schema.createTable('post_views', t => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.timestamp('viewed', { useTz: true }).notNullable();
    t.index(['post_id', 'user_ref', 'viewed'], 'post_views_lookup_idx');
    t.index(['viewed'], 'post_views_viewed_idx');
  });

  await knex.schema.createTable('post_clicks', t => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
    t.primary(['post_id', 'user_ref']);
  });

  await knex.schema.createTable('post_favorites', t => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
    t.primary(['post_id', 'user_ref']);
    t.index(['user_ref'], 'post_favorites_user_idx');
  });

  await knex.schema.createTable('tags', t => {
    t.increments('id').primary();
    t.string('tag', 50).notNullable().unique();
    t.text('description').nullable();
    t.timestamp('created', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('post_tags', t => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    t.primary(['post_id', 'tag_id']);
    t.index(['tag_id'], 'post_tags_tag_idx');
  });

  await knex.schema.createTable('tag_experts', t => {
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.primary(['tag_id', 'user_ref']);
  });

  await knex.schema.createTable('post_entities', t => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.string('entity_ref', 255).notNullable();
    t.primary(['post_id', 'entity_ref']);
    t.index(['entity_ref'], 'post_entities_entity_idx');
  });

  await knex.schema.createTable('collections', t => {
    t.increments('id').primary();
    t.string('title', 255).notNullable();
    t.text('description').nullable();
    t.string('owner', 255).notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
    t.timestamp('updated', { useTz: true }).nullable();
    t.string('header_image', 2048).nullable();
    t.text('images').notNullable().defaultTo('[]');
    t.index(['owner'], 'collections_owner_idx');
  });

  await knex.schema.createTable('collection_posts', t => {
    t.integer('collection_id').notNullable().references('collections.id').onDelete('CASCADE');
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
    t.primary(['collection_id', 'post_id']);
    t.index(['post_id'], 'collection_posts_post_idx');
  });

  // Follows: one table per followed kind keeps each lookup a primary-key hit.
  await knex.schema.createTable('tag_followers', t => {
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.primary(['tag_id', 'user_ref']);
    t.index(['user_ref'], 'tag_followers_user_idx');
  });
  await knex.schema.createTable('entity_followers', t => {
    t.string('entity_ref', 255).notNullable();
    t.string('user_ref', 255).notNullable();
    t.primary(['entity_ref', 'user_ref']);
    t.index(['user_ref'], 'entity_followers_user_idx');
  });
  await knex.schema.createTable('user_followers', t => {
    t.string('user_ref', 255).notNullable();
    t.string('follower_ref', 255).notNullable();
    t.primary(['user_ref', 'follower_ref']);
    t.index(['follower_ref'], 'user_followers_follower_idx');
  });
  await knex.schema.createTable('collection_followers', t => {
    t.integer('collection_id').notNullable().references('collections.id').onDelete('CASCADE');
    t.string('user_ref', 255).notNullable();
    t.primary(['collection_id', 'user_ref']);
    t.index(['user_ref'], 'collection_followers_user_idx');
  });

  await knex.schema.createTable('templates', t => {
    t.increments('id').primary();
    t.string('title', 255).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('question_title', 255).nullable();
    t.text('question_content').nullable();
    t.text('tags').notNullable().defaultTo('[]');
    t.text('entities').notNullable().defaultTo('[]');
    t.timestamp('created', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('attachments', t => {
    t.increments('id').primary();
    t.string('uuid', 64).notNullable().unique();
    t.string('mime_type', 64).notNullable();
    t.integer('size').notNullable();
    t.binary('data').nullable(); // null when stored in a configured directory
    t.string('path', 1024).nullable();
    t.string('creator', 255).notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('ai_answers', t => {
    t.string('cache_key', 128).primary();
    t.text('answer').notNullable();
    t.timestamp('created', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('users_seen', t => {
    t.string('user_ref', 255).primary();
    t.timestamp('last_seen', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'users_seen',
    'ai_answers',
    'attachments',
    'templates',
    'collection_followers',
    'user_followers',
    'entity_followers',
    'tag_followers',
    'collection_posts',
    'collections',
    'post_entities',
    'tag_experts',
    'post_tags',
    'tags',
    'post_favorites',
    'post_clicks',
    'post_views',
    'answer_votes',
    'post_votes',
    'comments',
    'answers',
    'posts',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
