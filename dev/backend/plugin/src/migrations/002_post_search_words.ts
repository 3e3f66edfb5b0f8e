import type { Knex } from 'knex';

/**
 * The word index behind post search (see stores/searchIndex.ts), filled for
 * posts that already exist.
 *
 * The backfill is the store's indexing as this migration shipped, frozen
 * here so the migration keeps indexing the same whatever the store becomes.
 */
const WORD = /[\p{L}\p{N}+#]+/gu;

/** Lower-case runs of letters, digits, `+` and `#`, at most 64 long, once each. */
function wordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.toLocaleLowerCase('en-US').matchAll(WORD))
    words.add(match[0].slice(0, 64));
  return [...words];
}

/** The words of every post's title, content and tags, 5,000 a post at most. */
async function backfill(db: Knex) {
  let lastId = 0;
  for (;;) {
    // 500 posts at a time, so a large install is not read into memory at once.
    const posts = await db('posts')
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(500)
      .select('id', 'title', 'content');
    if (posts.length === 0) return;
    for (const post of posts) {
      const tags = await db('post_tags')
        .join('tags', 'tags.id', 'post_tags.tag_id')
        .where('post_tags.post_id', post.id)
        .pluck('tags.tag');
      const words = wordsOf([post.title, post.content, ...tags].join(' '));
      const rows = words
        .slice(0, 5000)
        .map(word => ({ post_id: post.id, word }));
      for (let i = 0; i < rows.length; i += 400)
        await db('post_search_words').insert(rows.slice(i, i + 400));
    }
    lastId = posts[posts.length - 1].id;
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_search_words', t => {
    t.string('word', 64).notNullable();
    t.integer('post_id')
      .notNullable()
      .references('posts.id')
      .onDelete('CASCADE');
    t.primary(['word', 'post_id']);
    t.index(['post_id'], 'post_search_words_post_idx');
  });
  if (String(knex.client.config.client).startsWith('pg')) {
    // Byte-order collation so that prefix ranges (word >= 'ab' AND word < 'ac')
    // select exactly the words SQLite's BINARY collation selects.
    await knex.raw(
      'ALTER TABLE post_search_words ALTER COLUMN word TYPE varchar(64) COLLATE "C"',
    );
  }
  await backfill(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('post_search_words');
}
