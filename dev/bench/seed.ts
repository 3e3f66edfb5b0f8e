import type { Knex } from 'knex';
import { createRandom } from '../backend/plugin/src/seed/random';
import { performance } from 'node:perf_hooks';
import { reindexAllPosts } from '../backend/plugin/src/stores/searchIndex';
import {
  applySearchLanguage,
  DEFAULT_SEARCH_LANGUAGE,
} from '../backend/plugin/src/stores/search/language';
import { recountPosts } from '../backend/plugin/src/stores/counters/postCounts';
import { recountDirectories } from '../backend/plugin/src/stores/counters/directoryCounts';
import {
  recountDailyCounts,
  recountStatisticsTotals,
} from '../backend/plugin/src/stores/counters/dailyCounts';
import { recountLeaderboards } from '../backend/plugin/src/stores/counters/leaderboardCounts';
import { recountLastActivity } from '../backend/plugin/src/stores/counters/lastActivity';
import {
  createVocabulary,
  pickSkewed,
  sampleSkewed,
  textOf,
  type BenchVocabulary,
} from './dataset';

type Row = Record<string, unknown>;

/**
 * Bulk loader for the benchmark: builds posts with answers, comments, votes,
 * favorites, tags and entities in memory, a few
 * thousand posts at a time, and writes them with multi-row INSERTs in one
 * transaction. Ids are assigned here so related rows need no round trip.
 * Counters (score, answers_count, comments_count, correct_answer) are
 * computed from the generated rows, exactly as the API would maintain them.
 */

const POSTS_PER_CHUNK = 2000;
/** Bind parameters per statement: under SQLite's 32766 and PostgreSQL's 65535. */
const MAX_BINDINGS = 30000;
const DAY = 24 * 3600_000;
const SPAN_DAYS = 730;

export interface SeedCounts {
  posts: number;
  answers: number;
  comments: number;
  postVotes: number;
  answerVotes: number;
  postTags: number;
  searchDocuments: number;
  favorites: number;
  /** Seconds the search index took to build, within the load (not known for a reused database). */
  searchIndexSeconds?: number;
}

/**
 * Multi-row `INSERT … VALUES (…), (…)` written by hand: knex's SQLite
 * dialect turns a batch insert into `SELECT … UNION ALL …`, which SQLite caps
 * at 500 rows per statement.
 */
async function insertAll(trx: Knex.Transaction, table: string, rows: Row[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const perStatement = Math.max(1, Math.floor(MAX_BINDINGS / columns.length));
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const bindings = chunk.flatMap(row =>
      columns.map(column => row[column] as Knex.Value),
    );
    await trx.raw(
      `INSERT INTO ?? (${columns.map(() => '??').join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      [table, ...columns, ...bindings],
    );
  }
}

interface Buffers {
  posts: Row[];
  answers: Row[];
  comments: Row[];
  post_votes: Row[];
  answer_votes: Row[];
  post_tags: Row[];
  post_entities: Row[];
  post_favorites: Row[];
}

const emptyBuffers = (): Buffers => ({
  posts: [],
  answers: [],
  comments: [],
  post_votes: [],
  answer_votes: [],
  post_tags: [],
  post_entities: [],
  post_favorites: [],
});

/** Votes of distinct users other than the author; returns their sum. */
function votesFor(
  random: ReturnType<typeof createRandom>,
  v: BenchVocabulary,
  author: string,
  max: number,
  row: (user: string, value: number) => Row,
  out: Row[],
) {
  let score = 0;
  for (const user of sampleSkewed(random, v.users, random.int(0, max))) {
    if (user === author) continue;
    const value = random.chance(0.85) ? 1 : -1;
    out.push(row(user, value));
    score += value;
  }
  return score;
}

/**
 * Closes 0.5 % of questions as duplicates of earlier ones and marks 2 % of
 * articles and links outdated, so list pages put them last the way they do
 * on a real site (stores/openFirst.ts). A generator of its own leaves the
 * rest of the dataset as it was.
 */
async function closeAndReview(trx: Knex.Transaction, at: string) {
  const random = createRandom(11);
  const moderator = 'user:default/bench-moderator';
  const rows: { id: number | string; type: string }[] = await trx('posts')
    .where('status', 'active')
    .orderBy('id')
    .select('id', 'type');
  const questions: number[] = [];
  const closed = new Set<number>();
  const closures: Row[] = [];
  const reviews: Row[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    if (row.type !== 'question') {
      if (random.chance(0.02))
        reviews.push({
          post_id: id,
          verdict: 'outdated',
          reviewed_by: moderator,
          reviewed_at: at,
        });
      continue;
    }
    const original = questions.length && random.pick(questions);
    if (original && random.chance(0.005) && !closed.has(original)) {
      closed.add(id);
      closures.push({
        post_id: id,
        original_id: original,
        closed_by: moderator,
        closed_at: at,
      });
    }
    questions.push(id);
  }
  await insertAll(trx, 'post_duplicates', closures);
  await insertAll(trx, 'post_reviews', reviews);
}

export async function seedBench(
  db: Knex,
  postCount: number,
  now = Date.now(),
): Promise<SeedCounts> {
  const random = createRandom(7);
  const v = createVocabulary();
  const counts: SeedCounts = {
    posts: 0,
    answers: 0,
    comments: 0,
    postVotes: 0,
    answerVotes: 0,
    postTags: 0,
    searchDocuments: 0,
    favorites: 0,
  };
  const start = new Date(now - SPAN_DAYS * DAY).getTime();
  const iso = (ms: number) => new Date(ms).toISOString();

  await db.transaction(async trx => {
    await insertAll(
      trx,
      'tags',
      v.tags.map((tag, i) => ({
        id: i + 1,
        tag,
        description: `About ${tag}`,
        created: iso(start),
      })),
    );
    const tagIds = new Map(v.tags.map((tag, i) => [tag, i + 1]));
    let answerId = 0;
    let commentId = 0;

    for (let first = 1; first <= postCount; first += POSTS_PER_CHUNK) {
      const b = emptyBuffers();
      const last = Math.min(postCount, first + POSTS_PER_CHUNK - 1);
      for (let id = first; id <= last; id++) {
        // Ids grow with creation time, as they do when people post.
        const created =
          start +
          ((id - 1) / postCount) * SPAN_DAYS * DAY +
          random.int(0, 3600_000);
        const author = pickSkewed(random, v.users, 2);
        const roll = random.next();
        let type = 'link';
        if (roll < 0.7) type = 'question';
        else if (roll < 0.85) type = 'article';
        const title = textOf(random, v, random.int(5, 10));
        const content = textOf(
          random,
          v,
          type === 'article' ? random.int(60, 120) : random.int(20, 60),
        );
        const tags = sampleSkewed(random, v.tags, random.int(1, 4));
        // Status and created are copied on when the post row is made, for tag
        // lists (stores/tagListing.ts).
        const postTags = tags.map(tag => ({
          post_id: id,
          tag_id: tagIds.get(tag),
        }));
        if (random.chance(0.3)) {
          for (const ref of sampleSkewed(
            random,
            v.entities,
            random.int(1, 2),
          )) {
            b.post_entities.push({ post_id: id, entity_ref: ref });
          }
        }
        const score = votesFor(
          random,
          v,
          author,
          8,
          (user, value) => ({
            post_id: id,
            user_ref: user,
            value,
            created: iso(created + DAY),
          }),
          b.post_votes,
        );

        let answersCount = 0;
        let hasCorrect = false;
        if (type === 'question' && !random.chance(0.2)) {
          answersCount = random.int(1, 4);
          const correctAt = random.chance(0.4)
            ? random.int(0, answersCount - 1)
            : -1;
          for (let a = 0; a < answersCount; a++) {
            answerId += 1;
            const answerAuthor = pickSkewed(random, v.users, 1.5);
            const aId = answerId;
            const answerScore = votesFor(
              random,
              v,
              answerAuthor,
              3,
              (user, value) => ({
                answer_id: aId,
                user_ref: user,
                value,
                created: iso(created + 2 * DAY),
              }),
              b.answer_votes,
            );
            hasCorrect ||= a === correctAt;
            b.answers.push({
              id: aId,
              post_id: id,
              content: textOf(random, v, random.int(15, 50)),
              author: answerAuthor,
              anonymous: false,
              created: iso(created + (a + 1) * 3600_000),
              status: 'active',
              correct: a === correctAt,
              score: answerScore,
              images: '[]',
            });
          }
        }
        let commentsCount = 0;
        if (random.chance(0.3)) {
          commentsCount = random.int(1, 3);
          for (let c = 0; c < commentsCount; c++) {
            commentId += 1;
            b.comments.push({
              id: commentId,
              post_id: id,
              answer_id: null,
              content: textOf(random, v, random.int(5, 20)),
              author: pickSkewed(random, v.users, 1.5),
              created: iso(created + (c + 1) * 1800_000),
              status: 'active',
            });
          }
        }
        if (random.chance(0.25)) {
          b.post_favorites.push({
            post_id: id,
            user_ref: random.pick(v.users),
            created: iso(created + DAY),
          });
        }
        b.posts.push({
          id,
          type,
          title,
          content,
          author,
          anonymous: random.chance(0.03),
          created: iso(created),
          status: random.chance(0.01) ? 'deleted' : 'active',
          url: type === 'link' ? `https://example.com/articles/${id}` : null,
          images: '[]',
          score,
          views: random.int(0, 400),
          clicks: type === 'link' ? random.int(0, 50) : 0,
          answers_count: answersCount,
          comments_count: commentsCount,
          correct_answer: hasCorrect,
        });
        const post = b.posts[b.posts.length - 1];
        for (const row of postTags)
          b.post_tags.push({
            ...row,
            status: post.status,
            created: post.created,
          });
      }
      // Parents before children: posts, then answers, then rows that reference them.
      for (const table of Object.keys(b) as (keyof Buffers)[]) {
        await insertAll(trx, table, b[table]);
      }
      counts.posts += b.posts.length;
      counts.answers += b.answers.length;
      counts.comments += b.comments.length;
      counts.postVotes += b.post_votes.length;
      counts.answerVotes += b.answer_votes.length;
      counts.postTags += b.post_tags.length;
      counts.favorites += b.post_favorites.length;
    }

    // The search index, built as a backend start builds it for a new
    // database (plugin.ts, applySearchLanguage): every post's document
    // through the engine's write(), the code the write paths use, and the
    // language recorded with it, so the backend under test does not build
    // the index a second time when it starts.
    const indexStartedAt = performance.now();
    await applySearchLanguage(
      trx as unknown as Knex,
      DEFAULT_SEARCH_LANGUAGE,
      d => reindexAllPosts(d, 2000),
    );
    counts.searchIndexSeconds = (performance.now() - indexStartedAt) / 1000;
    // eslint-disable-next-line no-console -- progress of a long load
    console.log(
      `  search index: ${counts.posts} posts in ${counts.searchIndexSeconds.toFixed(1)} s`,
    );
    counts.searchDocuments = counts.posts;
    await closeAndReview(trx, iso(now));
    await recountPosts(trx);
    await recountLastActivity(trx);
    await recountDirectories(trx);
    await recountDailyCounts(trx);
    await recountStatisticsTotals(trx);
    await recountLeaderboards(trx);
    if (String(trx.client.config.client).startsWith('pg')) {
      // Explicit ids do not advance PostgreSQL sequences; later inserts must not collide.
      for (const table of ['posts', 'answers', 'comments', 'tags']) {
        await trx.raw(
          `SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT MAX(id) FROM ??))`,
          [table, table],
        );
      }
    }
  });
  return counts;
}
