import type { Knex } from 'knex';

/**
 * The whole Agora schema. Counters are kept, not computed on read: on their
 * rows (a post's score, views, clicks, answers and comments, last activity;
 * an answer's score) and in counter tables (post_counts, tag_counts,
 * entity_counts, user_counts, daily_counts, voter_days, statistics_*,
 * leaderboard_*), each moved in the same transaction as the write that
 * changes it (stores/counters/), so list pages at 100k posts never
 * aggregate on the fly. Indexes are named after what they serve; the
 * queries that use them are in docs/performance.md.
 *
 * This is the first migration of an unpublished package. Once published, a
 * migration is never edited; a later one that backfills carries its own
 * frozen copy of the counting it does (docs/architecture.md).
 */
const timestamp = (t: Knex.CreateTableBuilder, name: string) =>
  t.timestamp(name, { useTz: true });

const ref = (t: Knex.CreateTableBuilder, name: string) =>
  t.string(name, 255).notNullable();

const postId = (t: Knex.CreateTableBuilder) =>
  t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');

/** Scores and activity: an expression index serves the "activity" order. */
const ACTIVITY =
  '(1 + score * 2 + answers_count * 3 + comments_count + views * 0.1 + clicks * 0.5)';

async function content(knex: Knex) {
  await knex.schema.createTable('posts', t => {
    t.increments('id').primary();
    t.string('type', 16).notNullable();
    t.string('title', 255).notNullable();
    t.text('content').notNullable().defaultTo('');
    ref(t, 'author');
    t.boolean('anonymous').notNullable().defaultTo(false);
    timestamp(t, 'created').notNullable();
    timestamp(t, 'updated').nullable();
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
    t.string('deleted_by', 255).nullable();
    timestamp(t, 'deleted_at').nullable();
    // The latest of created, edited, answered and commented on.
    timestamp(t, 'last_activity').nullable();
    t.index(['status', 'type', 'created'], 'posts_status_type_created_idx');
    t.index(['author'], 'posts_author_idx');
    t.index(['score'], 'posts_score_idx');
    t.index(['views'], 'posts_views_idx');
    t.index(['created'], 'posts_created_idx');
    t.index(['status', 'created', 'id'], 'posts_status_created_id_idx');
    t.index(
      ['status', 'type', 'answers_count', 'created', 'id'],
      'posts_unanswered_idx',
    );
    t.index(
      ['status', 'type', 'correct_answer', 'created', 'id'],
      'posts_incorrect_idx',
    );
    t.index(['status', 'type', 'score', 'id'], 'posts_status_type_score_idx');
    t.index(['status', 'type', 'clicks', 'id'], 'posts_status_type_clicks_idx');
    t.index(['status', 'deleted_at', 'id'], 'posts_status_deleted_at_idx');
    t.index(
      ['status', 'last_activity', 'id'],
      'posts_status_last_activity_id_idx',
    );
    t.index(
      ['author', 'status', 'type', 'created', 'anonymous', 'views'],
      'posts_author_statistics_idx',
    );
  });
  await knex.raw(
    `CREATE INDEX posts_status_activity_idx ON posts (status, ${ACTIVITY}, id)`,
  );

  await knex.schema.createTable('answers', t => {
    t.increments('id').primary();
    postId(t);
    t.text('content').notNullable();
    ref(t, 'author');
    t.boolean('anonymous').notNullable().defaultTo(false);
    timestamp(t, 'created').notNullable();
    timestamp(t, 'updated').nullable();
    t.string('updated_by', 255).nullable();
    t.string('status', 16).notNullable().defaultTo('active');
    t.text('delete_reason').nullable();
    t.boolean('correct').notNullable().defaultTo(false);
    t.integer('score').notNullable().defaultTo(0);
    t.text('images').notNullable().defaultTo('[]');
    t.index(['post_id'], 'answers_post_idx');
    t.index(['author'], 'answers_author_idx');
    t.index(['created'], 'answers_created_idx');
    t.index(['status'], 'answers_status_idx');
    t.index(
      ['author', 'status', 'created', 'anonymous', 'post_id'],
      'answers_author_statistics_idx',
    );
    t.index(['status', 'created', 'id'], 'answers_status_created_id_idx');
    t.index(['status', 'score', 'id'], 'answers_status_score_id_idx');
  });
  await knex.raw(
    'CREATE INDEX answers_status_changed_id_idx ON answers (status, (COALESCE(updated, created)), id)',
  );

  await knex.schema.createTable('comments', t => {
    t.increments('id').primary();
    postId(t);
    t.integer('answer_id')
      .nullable()
      .references('answers.id')
      .onDelete('CASCADE');
    t.text('content').notNullable();
    ref(t, 'author');
    timestamp(t, 'created').notNullable();
    timestamp(t, 'updated').nullable();
    t.string('status', 16).notNullable().defaultTo('active');
    t.text('delete_reason').nullable();
    t.index(['post_id'], 'comments_post_idx');
    t.index(['answer_id'], 'comments_answer_idx');
    t.index(['created'], 'comments_created_idx');
    t.index(
      ['author', 'status', 'created', 'post_id', 'answer_id'],
      'comments_author_statistics_idx',
    );
  });

  // Words of title, content and tags, for search (stores/searchIndex.ts).
  await knex.schema.createTable('post_search_words', t => {
    t.string('word', 64).notNullable();
    postId(t);
    t.primary(['word', 'post_id']);
    t.index(['post_id', 'word'], 'post_search_words_post_word_idx');
  });
  if (knex.client.config.client === 'pg') {
    // Byte order, so prefix matches (`word LIKE 'kaf%'`) use the key.
    await knex.raw(
      'ALTER TABLE post_search_words ALTER COLUMN word TYPE varchar(64) COLLATE "C"',
    );
  }
}

/**
 * Revision history of posts and answers (stores/revisions.ts): one row per
 * version, numbered 1, 2, 3… per post or answer, each a full copy of what an
 * edit can change. `answer_id` is 0 for a post's own versions, so the key
 * holds on PostgreSQL too, where NULLs never collide.
 */
async function history(knex: Knex) {
  await knex.schema.createTable('revisions', t => {
    postId(t);
    t.integer('answer_id').notNullable().defaultTo(0);
    t.integer('revision').notNullable();
    ref(t, 'author');
    timestamp(t, 'created').notNullable();
    t.text('summary').nullable();
    t.integer('restored_from').nullable();
    t.string('title', 255).nullable();
    t.text('content').notNullable();
    t.text('tags').notNullable().defaultTo('[]'); // JSON array of tag names
    t.text('entities').notNullable().defaultTo('[]'); // JSON array of refs
    t.string('header_image', 2048).nullable();
    t.string('url', 2048).nullable();
    t.text('images').notNullable().defaultTo('[]'); // JSON array of attachment ids
    t.primary(['post_id', 'answer_id', 'revision']);
  });
}

/**
 * Keeping knowledge right: questions closed as duplicates (one row per
 * closed question, gone when it is reopened or either question is purged),
 * the last review of a post, and flags with the items they hide. Tables
 * rather than columns on posts, so no list query reads them unless it asks.
 */
async function moderation(knex: Knex) {
  await knex.schema.createTable('post_duplicates', t => {
    t.integer('post_id').primary().references('posts.id').onDelete('CASCADE');
    t.integer('original_id')
      .notNullable()
      .references('posts.id')
      .onDelete('CASCADE');
    ref(t, 'closed_by');
    timestamp(t, 'closed_at').notNullable();
    t.index(['original_id'], 'post_duplicates_original_idx');
  });
  // A post's last review (stale content): one row per reviewed post.
  await knex.schema.createTable('post_reviews', t => {
    t.integer('post_id').primary().references('posts.id').onDelete('CASCADE');
    t.string('verdict', 16).notNullable();
    // What no longer holds, when an "outdated" review said (at most
    // REVIEW_REASON_MAX_LENGTH characters, checked by the route's schema).
    t.text('reason').nullable();
    ref(t, 'reviewed_by');
    timestamp(t, 'reviewed_at').notNullable();
  });
  // Flags on posts, answers and comments (stores/flags.ts): open until a
  // moderator resolves them; `post_id` is the post the item belongs to.
  await knex.schema.createTable('flags', t => {
    t.increments('id').primary();
    t.string('target_kind', 16).notNullable();
    t.integer('target_id').notNullable();
    postId(t);
    ref(t, 'reporter');
    t.string('reason', 16).notNullable();
    t.text('text').nullable();
    timestamp(t, 'created').notNullable();
    timestamp(t, 'resolved_at').nullable();
    t.string('resolved_by', 255).nullable();
    t.string('resolution', 16).nullable();
    t.index(['post_id'], 'flags_post_idx');
  });
  // One open flag per person and item: the key that refuses a second one.
  await knex.raw(
    'CREATE UNIQUE INDEX flags_open_unique ON flags (target_kind, target_id, reporter) WHERE resolved_at IS NULL',
  );
  // Items hidden by their open flags: one row each, gone once reviewed.
  await knex.schema.createTable('flag_hidden', t => {
    t.string('target_kind', 16).notNullable();
    t.integer('target_id').notNullable();
    postId(t);
    timestamp(t, 'hidden_at').notNullable();
    t.primary(['target_kind', 'target_id']);
    t.index(['post_id'], 'flag_hidden_post_idx');
  });
}

async function reactions(knex: Knex) {
  await knex.schema.createTable('post_votes', t => {
    postId(t);
    ref(t, 'user_ref');
    t.integer('value').notNullable();
    timestamp(t, 'created').notNullable();
    t.primary(['post_id', 'user_ref']);
    t.index(['user_ref'], 'post_votes_user_idx');
    t.index(['created'], 'post_votes_created_idx');
  });
  await knex.schema.createTable('answer_votes', t => {
    t.integer('answer_id')
      .notNullable()
      .references('answers.id')
      .onDelete('CASCADE');
    ref(t, 'user_ref');
    t.integer('value').notNullable();
    timestamp(t, 'created').notNullable();
    t.primary(['answer_id', 'user_ref']);
    t.index(['user_ref'], 'answer_votes_user_idx');
    t.index(['created'], 'answer_votes_created_idx');
  });
  // One view per user, post and hour: the unique key lets only the reader
  // who inserts it count the view.
  await knex.schema.createTable('post_views', t => {
    postId(t);
    ref(t, 'user_ref');
    timestamp(t, 'viewed').notNullable();
    t.integer('hour').nullable();
    t.index(['post_id', 'user_ref', 'viewed'], 'post_views_lookup_idx');
    t.index(['viewed'], 'post_views_viewed_idx');
    t.index(['post_id', 'viewed'], 'post_views_post_viewed_idx');
    t.unique(['post_id', 'user_ref', 'hour'], {
      indexName: 'post_views_hour_unique',
    });
  });
  await knex.schema.createTable('post_clicks', t => {
    postId(t);
    ref(t, 'user_ref');
    timestamp(t, 'created').notNullable();
    t.primary(['post_id', 'user_ref']);
  });
  await knex.schema.createTable('post_favorites', t => {
    postId(t);
    ref(t, 'user_ref');
    timestamp(t, 'created').notNullable();
    t.primary(['post_id', 'user_ref']);
    t.index(['user_ref'], 'post_favorites_user_idx');
  });
}

async function tagsAndEntities(knex: Knex) {
  await knex.schema.createTable('tags', t => {
    t.increments('id').primary();
    t.string('tag', 50).notNullable().unique();
    t.text('description').nullable();
    timestamp(t, 'created').notNullable();
    t.index(['created'], 'tags_created_idx');
  });
  // A post's status and created time are copied here, so a tag's page lists
  // from this table alone.
  await knex.schema.createTable('post_tags', t => {
    postId(t);
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    t.primary(['post_id', 'tag_id']);
    t.string('status', 16).notNullable().defaultTo('active');
    timestamp(t, 'created').nullable();
    t.index(
      ['tag_id', 'status', 'created', 'post_id'],
      'post_tags_tag_status_created_idx',
    );
  });
  await knex.schema.createTable('tag_experts', t => {
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    ref(t, 'user_ref');
    t.primary(['tag_id', 'user_ref']);
  });
  await knex.schema.createTable('post_entities', t => {
    postId(t);
    ref(t, 'entity_ref');
    t.primary(['post_id', 'entity_ref']);
    t.index(['entity_ref'], 'post_entities_entity_idx');
  });
}

async function collections(knex: Knex) {
  await knex.schema.createTable('collections', t => {
    t.increments('id').primary();
    t.string('title', 255).notNullable();
    t.text('description').nullable();
    ref(t, 'owner');
    timestamp(t, 'created').notNullable();
    timestamp(t, 'updated').nullable();
    t.string('header_image', 2048).nullable();
    t.text('images').notNullable().defaultTo('[]');
    t.index(['owner'], 'collections_owner_idx');
  });
  await knex.schema.createTable('collection_posts', t => {
    t.integer('collection_id')
      .notNullable()
      .references('collections.id')
      .onDelete('CASCADE');
    postId(t);
    t.integer('position').notNullable();
    timestamp(t, 'created').notNullable();
    t.primary(['collection_id', 'post_id']);
    t.index(['post_id'], 'collection_posts_post_idx');
  });
}

/**
 * One table per followed kind keeps each lookup a primary-key hit. Purging
 * a post deletes its rows explicitly (stores/postWrites.ts): SQLite
 * cascades only when the connection turns foreign keys on.
 */
async function follows(knex: Knex) {
  await knex.schema.createTable('post_followers', t => {
    postId(t);
    ref(t, 'user_ref');
    t.primary(['post_id', 'user_ref']);
    t.index(['user_ref'], 'post_followers_user_idx');
  });
  await knex.schema.createTable('tag_followers', t => {
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    ref(t, 'user_ref');
    t.primary(['tag_id', 'user_ref']);
    t.index(['user_ref'], 'tag_followers_user_idx');
  });
  await knex.schema.createTable('entity_followers', t => {
    ref(t, 'entity_ref');
    ref(t, 'user_ref');
    t.primary(['entity_ref', 'user_ref']);
    t.index(['user_ref'], 'entity_followers_user_idx');
  });
  await knex.schema.createTable('user_followers', t => {
    ref(t, 'user_ref');
    ref(t, 'follower_ref');
    t.primary(['user_ref', 'follower_ref']);
    t.index(['follower_ref'], 'user_followers_follower_idx');
  });
  await knex.schema.createTable('collection_followers', t => {
    t.integer('collection_id')
      .notNullable()
      .references('collections.id')
      .onDelete('CASCADE');
    ref(t, 'user_ref');
    t.primary(['collection_id', 'user_ref']);
    t.index(['user_ref'], 'collection_followers_user_idx');
  });
}

async function support(knex: Knex) {
  await knex.schema.createTable('templates', t => {
    t.increments('id').primary();
    t.string('title', 255).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('question_title', 255).nullable();
    t.text('question_content').nullable();
    t.text('tags').notNullable().defaultTo('[]');
    t.text('entities').notNullable().defaultTo('[]');
    timestamp(t, 'created').notNullable();
  });
  await knex.schema.createTable('attachments', t => {
    t.increments('id').primary();
    t.string('uuid', 64).notNullable().unique();
    t.string('mime_type', 64).notNullable();
    t.integer('size').notNullable();
    t.binary('data').nullable(); // null when stored in a configured directory
    t.string('path', 1024).nullable();
    ref(t, 'creator');
    timestamp(t, 'created').notNullable();
  });
  await knex.schema.createTable('ai_answers', t => {
    t.string('cache_key', 128).primary();
    t.text('answer').notNullable();
    timestamp(t, 'created').notNullable();
  });
  await knex.schema.createTable('users_seen', t => {
    t.string('user_ref', 255).primary();
    timestamp(t, 'last_seen').notNullable();
  });
  // Each user's latest `agora.post.read` decision under a permission policy
  // and their groups, as the identity middleware last saw them: the policy
  // answers only for a caller's own credentials, so notifications judge
  // their recipients from here (docs/notifications.md).
  await knex.schema.createTable('policy_readers', t => {
    t.string('user_ref', 255).primary();
    // The PolicyDecision as JSON, conditions included.
    t.text('read_decision').notNullable();
    // Ownership refs (the user and their groups) as a JSON array.
    t.text('ownership').notNullable();
    timestamp(t, 'updated_at').notNullable();
  });
}

/** Kept counts, moved by stores/counters/ in the writing transaction. */
async function counters(knex: Knex) {
  // Live posts per status and type: list totals without a count(*).
  await knex.schema.createTable('post_counts', t => {
    t.string('status', 16).notNullable();
    t.string('type', 16).notNullable();
    t.integer('total').notNullable().defaultTo(0);
    t.primary(['status', 'type']);
  });
  const perType = (t: Knex.CreateTableBuilder) => {
    for (const column of ['posts', 'questions', 'articles', 'links'])
      t.integer(column).notNullable().defaultTo(0);
  };
  await knex.schema.createTable('tag_counts', t => {
    t.integer('tag_id').primary();
    perType(t);
  });
  await knex.schema.createTable('entity_counts', t => {
    t.string('entity_ref', 255).primary();
    perType(t);
  });
  await knex.schema.createTable('user_counts', t => {
    t.string('user_ref', 255).primary();
    for (const column of [
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
    ])
      t.integer(column).notNullable().defaultTo(0);
  });
  // Statistics: per day and metric, voters per day, people, running totals.
  await knex.schema.createTable('daily_counts', t => {
    t.string('day', 10).notNullable();
    t.string('metric', 16).notNullable();
    t.integer('total').notNullable();
    t.primary(['day', 'metric']);
  });
  await knex.schema.createTable('statistics_users', t => {
    t.string('user_ref', 255).notNullable().primary();
  });
  await knex.schema.createTable('statistics_totals', t => {
    t.string('name', 16).notNullable().primary();
    t.bigInteger('total').notNullable();
  });
  await knex('statistics_totals').insert({ name: 'views', total: 0 });
  await knex.schema.createTable('voter_days', t => {
    ref(t, 'user_ref');
    t.string('day', 10).notNullable();
    t.integer('total').notNullable();
    t.primary(['user_ref', 'day']);
  });
  // Leaderboards: per day, rolled up per month and in total.
  await knex.schema.createTable('leaderboard_days', t => {
    t.string('board', 16).notNullable();
    t.string('day', 10).notNullable();
    ref(t, 'author');
    t.integer('total').notNullable();
    t.primary(['board', 'day', 'author']);
    t.index(['board', 'day', 'author', 'total'], 'leaderboard_days_sum_idx');
  });
  await knex.schema.createTable('leaderboard_months', t => {
    t.string('board', 16).notNullable();
    t.string('month', 7).notNullable();
    ref(t, 'author');
    t.integer('total').notNullable();
    t.primary(['board', 'month', 'author']);
    t.index(
      ['board', 'month', 'author', 'total'],
      'leaderboard_months_sum_idx',
    );
  });
  await knex.schema.createTable('leaderboard_totals', t => {
    t.string('board', 16).notNullable();
    ref(t, 'author');
    t.integer('total').notNullable();
    t.primary(['board', 'author']);
    t.index(['board', 'total', 'author'], 'leaderboard_totals_rank_idx');
  });
}

export async function up(knex: Knex): Promise<void> {
  await content(knex);
  await history(knex);
  await moderation(knex);
  await reactions(knex);
  await tagsAndEntities(knex);
  await collections(knex);
  await follows(knex);
  await support(knex);
  await counters(knex);
}

/** Every table, in an order that drops referencing tables first. */
const TABLES = [
  'leaderboard_totals',
  'leaderboard_months',
  'leaderboard_days',
  'voter_days',
  'statistics_totals',
  'statistics_users',
  'daily_counts',
  'user_counts',
  'entity_counts',
  'tag_counts',
  'post_counts',
  'policy_readers',
  'users_seen',
  'ai_answers',
  'attachments',
  'templates',
  'collection_followers',
  'user_followers',
  'entity_followers',
  'tag_followers',
  'post_followers',
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
  'post_search_words',
  'flag_hidden',
  'flags',
  'post_reviews',
  'post_duplicates',
  'revisions',
  'comments',
  'answers',
  'posts',
];

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.schema.dropTableIfExists(table);
}
