import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { migrate } from '../backend/plugin/src/migrations';
import type { BenchDatabase } from './databases';
import { seedBench, type SeedCounts } from './seed';

async function existingCounts(db: Knex): Promise<SeedCounts | undefined> {
  const count = async (table: string) => {
    try {
      return Number((await db(table).count({ n: '*' }).first())?.n ?? 0);
    } catch {
      return 0;
    }
  };
  const posts = await count('posts');
  if (posts === 0) return undefined;
  return {
    posts,
    answers: await count('answers'),
    comments: await count('comments'),
    postVotes: await count('post_votes'),
    answerVotes: await count('answer_votes'),
    postTags: await count('post_tags'),
    searchDocuments: await count(
      String(db.client.config.client).startsWith('pg')
        ? 'post_search'
        : 'post_fts',
    ),
    favorites: await count('post_favorites'),
  };
}

/** Migrate and load (or reuse) the data through a direct knex connection. */
export async function load(
  target: BenchDatabase,
  posts: number,
  reuse: boolean,
) {
  const startedAt = performance.now();
  let db = target.connect();
  let counts = reuse ? await existingCounts(db) : undefined;
  const reused = Boolean(counts);
  if (!counts) {
    await db.destroy();
    await target.reset();
    db = target.connect();
    await migrate(db);
    // eslint-disable-next-line no-console -- progress of a long load
    console.log(`  ${target.name}: loading ${posts} posts…`);
    counts = await seedBench(db, posts);
  } else {
    await migrate(db);
  }
  if (target.name === 'PostgreSQL') {
    // What autovacuum does soon after a load of this size (PostgreSQL 13+
    // vacuums insert-heavy tables too); index-only scans need the visibility map.
    await db.raw('VACUUM ANALYZE');
  }
  const activeIds = (
    await db('posts').where('status', 'active').orderBy('id').pluck('id')
  ).map(Number);
  const version = await target.version(db);
  await db.destroy();
  return {
    counts,
    reused,
    activeIds,
    version,
    seconds: (performance.now() - startedAt) / 1000,
  };
}
