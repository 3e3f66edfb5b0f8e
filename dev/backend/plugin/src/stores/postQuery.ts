import type { Knex } from 'knex';
import { normalRef } from '../domain/refs';
import type { PostsQuery } from '@agora/contract';
import type { Caller } from '../domain/caller';
import type { PostRow } from '../domain/rows';
import { NotAllowedError } from '@backstage/errors';
import { badRequest } from '../domain/errors';
import { dayAfter, dayStart, numOf } from './dbValues';
import { joinSearch, relevanceOrderSql } from './searchIndex';
import { type SearchPlan } from './search/engines';

/**
 * A validated posts query; `followed` restricts to what the caller follows,
 * `active` to posts with some activity (the hot list).
 */
export interface PostFilter extends PostsQuery {
  followed?: boolean;
  active?: boolean;
  /** How `searchQuery` matches, as stores/searchIndex.ts resolveSearch decided; unset when it has no words. */
  search?: SearchPlan;
}

/** The sort of a posts query: its own, else a collection's ranks, a search's best match, or the newest first. */
export function effectiveOrderBy(q: PostFilter) {
  if (q.orderBy) return q.orderBy;
  if (q.collectionId !== undefined) return 'rank';
  return q.search ? 'relevance' : 'created';
}

const HOUR = 3600_000;
/** Recency buckets of the trend score: newer activity weighs more. */
const TREND_BUCKETS = [
  { withinMs: 24 * HOUR, weight: 8 },
  { withinMs: 7 * 24 * HOUR, weight: 4 },
  { withinMs: 30 * 24 * HOUR, weight: 2 },
];
/** Posts older than this have weight 1: their trend is their activity. */
export const TREND_WINDOW_MS =
  TREND_BUCKETS[TREND_BUCKETS.length - 1]!.withinMs;

/**
 * activity = 1 + 2·score + 3·answers + comments + views/10 + clicks/2. The
 * expression index `posts_status_activity_idx` is built on the same
 * expression, written out in migrations/001_initial.ts (a migration imports
 * no store), so older posts are read in trend order from it; the plan tests
 * of stores/trendPage.test.ts show the index is used.
 */
export const ACTIVITY_SQL =
  '(1 + posts.score * 2 + posts.answers_count * 3 + posts.comments_count' +
  ' + posts.views * 0.1 + posts.clicks * 0.5)';

/**
 * trend = activity × recency, where recency is 8 for posts of the last day,
 * 4 of the week, 2 of the month, else 1. Written with CASE over precomputed
 * cut-off timestamps so the same expression orders rows on SQLite and
 * PostgreSQL.
 */
export function trendSql(now = Date.now()) {
  const cases = TREND_BUCKETS.map(() => 'WHEN posts.created >= ? THEN ?').join(
    ' ',
  );
  const bindings = TREND_BUCKETS.flatMap(b => [
    new Date(now - b.withinMs).toISOString(),
    b.weight,
  ]);
  const sql = `(${ACTIVITY_SQL} * (CASE ${cases} ELSE 1 END))`;
  return { sql, bindings };
}

/** The same trend score computed for one row, for responses. */
export function trendOf(
  row: Pick<
    PostRow,
    | 'created'
    | 'score'
    | 'answers_count'
    | 'comments_count'
    | 'views'
    | 'clicks'
  >,
): number {
  const age = Date.now() - new Date(row.created).getTime();
  const weight = TREND_BUCKETS.find(b => age <= b.withinMs)?.weight ?? 1;
  const activity =
    1 +
    numOf(row.score) * 2 +
    numOf(row.answers_count) * 3 +
    numOf(row.comments_count) +
    numOf(row.views) * 0.1 +
    numOf(row.clicks) * 0.5;
  return Math.round(activity * weight * 10) / 10;
}

/**
 * The least activity a hot post has: an up vote, an answer, a comment, two
 * clicks or ten views above the base of 1. Without it a brand-new post nobody
 * has touched outranks older busy ones by its recency weight alone. Nearly
 * every post passes it, so the list filters by it rather than reading it as a
 * range of `posts_status_activity_idx` (see filteredPosts); its `total` counts
 * the few posts below it instead (stores/counters/postCounts.ts).
 */
export const MIN_HOT_ACTIVITY = 2;

const isUnset = (value: unknown) =>
  value === undefined ||
  value === false ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** Keys of a posts query that never filter: they order and page. */
const PAGING_KEYS = ['status', 'orderBy', 'order', 'limit', 'offset'];

/**
 * True when the query filters by nothing but `keys` (and status): lets a
 * store answer common lists from a narrower index, leaving every other
 * combination to {@link filteredPosts}.
 */
export function filtersOnly(
  q: PostFilter,
  keys: (keyof PostFilter)[],
): boolean {
  const allowed = new Set<string>([...PAGING_KEYS, ...keys]);
  return Object.entries(q).every(
    ([key, value]) => allowed.has(key) || isUnset(value),
  );
}

const lower = (values: string[]) => [
  ...new Set(values.map(v => v.toLocaleLowerCase('en-US'))),
];

function whereTags(
  db: Knex,
  qb: Knex.QueryBuilder,
  tags: string[],
  relation: string,
) {
  const withTags = (names: string[]) =>
    db('post_tags')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .whereIn('tags.tag', names)
      .select('post_tags.post_id');
  if (relation === 'or') qb.whereIn('posts.id', withTags(tags));
  else for (const tag of tags) qb.whereIn('posts.id', withTags([tag]));
}

function whereEntities(
  db: Knex,
  qb: Knex.QueryBuilder,
  refs: string[],
  relation: string,
) {
  const withRefs = (names: string[]) =>
    db('post_entities')
      .whereIn('entity_ref', names.map(normalRef))
      .select('post_id');
  if (relation === 'or') qb.whereIn('posts.id', withRefs(refs));
  else for (const ref of refs) qb.whereIn('posts.id', withRefs([ref]));
}

/** Posts in a followed tag or entity, or by a followed user (never their anonymous ones). */
function whereFollowed(db: Knex, qb: Knex.QueryBuilder, userRef: string) {
  qb.where(inner =>
    inner
      .whereIn(
        'posts.id',
        db('post_tags')
          .join('tag_followers', 'tag_followers.tag_id', 'post_tags.tag_id')
          .where('tag_followers.user_ref', userRef)
          .select('post_tags.post_id'),
      )
      .orWhereIn(
        'posts.id',
        db('post_entities')
          .join(
            'entity_followers',
            'entity_followers.entity_ref',
            'post_entities.entity_ref',
          )
          .where('entity_followers.user_ref', userRef)
          .select('post_entities.post_id'),
      )
      .orWhere(byUser =>
        byUser
          .where('posts.anonymous', false)
          .whereIn(
            'posts.author',
            db('user_followers')
              .where('follower_ref', userRef)
              .select('user_ref'),
          ),
      ),
  );
}

/**
 * Builds `FROM posts … WHERE …` for a posts query; the caller adds columns,
 * order and page. Deleted posts are visible to moderators, and to their
 * author through an author filter naming themselves (their profile lists
 * what was deleted and why); an author filter never reveals another user's
 * anonymous posts.
 */
export function filteredPosts(
  db: Knex,
  q: PostFilter,
  caller: Caller,
): Knex.QueryBuilder {
  const ownPosts =
    q.author !== undefined && normalRef(q.author) === caller.userRef;
  if (q.status === 'deleted' && !caller.isModerator && !ownPosts) {
    throw new NotAllowedError('Only moderators can list deleted posts');
  }
  const qb = db('posts');
  // A plain column filter, searches included: the (status, created, id) index
  // lets a search walk the newest posts and stop after a page of hits,
  // instead of reading every post a broad word matches (docs/performance.md).
  qb.where('posts.status', q.status ?? 'active');
  if (q.type) qb.where('posts.type', q.type);
  if (q.author) {
    const author = normalRef(q.author);
    qb.where('posts.author', author);
    if (author !== caller.userRef) qb.where('posts.anonymous', false);
  }
  if (q.tags?.length) whereTags(db, qb, lower(q.tags), q.tagsRelation ?? 'and');
  if (q.entities?.length)
    whereEntities(db, qb, q.entities, q.entitiesRelation ?? 'and');
  if (q.favorite) {
    qb.whereIn(
      'posts.id',
      db('post_favorites').where('user_ref', caller.userRef).select('post_id'),
    );
  }
  if (q.following) {
    qb.whereIn(
      'posts.id',
      db('post_followers').where('user_ref', caller.userRef).select('post_id'),
    );
  }
  if (q.noAnswers) qb.where('posts.answers_count', 0);
  if (q.noCorrectAnswer) qb.where('posts.correct_answer', false);
  if (q.noVotes) {
    qb.whereNotExists(
      db('post_votes')
        .whereRaw('post_votes.post_id = posts.id')
        .select(db.raw('1')),
    );
  }
  if (q.closedAsDuplicate) {
    // A closure counts while its original is active (stores/duplicates.ts).
    qb.whereIn(
      'posts.id',
      db('post_duplicates')
        .join(
          'posts as originals',
          'originals.id',
          'post_duplicates.original_id',
        )
        .where('originals.status', 'active')
        .select('post_duplicates.post_id'),
    );
  }
  if (q.fromDate) qb.where('posts.created', '>=', dayStart(q.fromDate));
  if (q.toDate) qb.where('posts.created', '<', dayAfter(q.toDate));
  if (q.collectionId !== undefined) {
    qb.join('collection_posts', 'collection_posts.post_id', 'posts.id').where(
      'collection_posts.collection_id',
      q.collectionId,
    );
  }
  if (q.followed) whereFollowed(db, qb, caller.userRef);
  // `+ 0` keeps planners from taking this as a range of the activity
  // index: it matches ~99 % of posts, and SQLite and PostgreSQL read the
  // hot list's last month through it (~99,000 entries, then a sort) instead
  // of the `created` index (docs/performance.md).
  if (q.active) qb.whereRaw(`${ACTIVITY_SQL} + 0 >= ?`, [MIN_HOT_ACTIVITY]);
  // A query without words (only punctuation) matches nothing rather than all.
  if (q.search) joinSearch(db, qb, q.search);
  else if (q.searchQuery?.trim()) qb.whereRaw('1 = 0');
  return qb;
}

const ORDER_COLUMNS: Record<string, string> = {
  created: 'posts.created',
  // Kept by the write paths (stores/counters/lastActivity.ts); walks
  // `posts_status_last_activity_id_idx`.
  activity: 'posts.last_activity',
  title: 'posts.title',
  views: 'posts.views',
  score: 'posts.score',
  answersCount: 'posts.answers_count',
  clicks: 'posts.clicks',
  rank: 'collection_posts.position',
};

/**
 * Adds the sort. `rank` needs a collection; its default direction is
 * ascending (position 1 first), every other key defaults to descending.
 * The id breaks ties so that pages never overlap.
 */
export function orderPosts(qb: Knex.QueryBuilder, q: PostFilter) {
  const orderBy = effectiveOrderBy(q);
  if (orderBy === 'relevance' && !q.searchQuery?.trim()) {
    throw badRequest('orderBy relevance needs a searchQuery', 'orderBy');
  }
  if (orderBy === 'rank' && q.collectionId === undefined) {
    throw badRequest('orderBy rank needs a collectionId', 'orderBy');
  }
  if (orderBy === 'deleted' && q.status !== 'deleted') {
    throw badRequest('orderBy deleted needs status deleted', 'orderBy');
  }
  const order = q.order ?? (orderBy === 'rank' ? 'asc' : 'desc');
  if (orderBy === 'trend') {
    const trend = trendSql();
    qb.orderByRaw(`${trend.sql} ${order}`, trend.bindings);
  } else if (orderBy === 'relevance') {
    // Without words nothing matches, and there is no relevance to sort by.
    if (q.search) {
      const relevance = relevanceOrderSql();
      qb.orderByRaw(`${relevance.sql} ${order}`, relevance.bindings);
    }
  } else if (orderBy === 'updated')
    qb.orderByRaw(`COALESCE(posts.updated, posts.created) ${order}`);
  // A deleted post without a deletion time (rows loaded by hand) sorts last.
  // (knex's `nulls` option drops the column itself on SQLite.)
  else if (orderBy === 'deleted')
    qb.orderByRaw('(posts.deleted_at IS NULL) asc').orderBy(
      'posts.deleted_at',
      order,
    );
  else qb.orderBy(ORDER_COLUMNS[orderBy], order);
  qb.orderBy('posts.id', order);
}
