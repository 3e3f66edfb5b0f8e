import type { Knex } from 'knex';
import { AuthorizeResult } from '@backstage/plugin-permission-common';
import type { Caller } from '../domain/caller';
import { readFilterOf } from '../domain/callerRights';
import { restrictToReadable } from '../permissions/postFilterSql';
import { type PostReadFilter } from '../domain/rights';
import { numOf } from './dbValues';
import {
  hiddenIdsFrom,
  whereFlagHiddenFrom,
  whereNotFlagHidden,
} from './flagHidden';

/**
 * The post counts of tags and entities as a reader may read them
 * (docs/permissions.md, "What is and is not filtered per reader"): active
 * posts the policy lets them read and flags do not hide from them. The kept
 * counters (`tag_counts`, `entity_counts`, stores/counters/directoryCounts.ts)
 * count every active post; they are the reader's figures as they stand for
 * whoever reads every post and has no flag-hidden post to miss, which is
 * every reader of an installation without a policy whose flags are
 * reviewed. Otherwise:
 *
 * - a reader whom the policy lets read every post gets the kept counts less
 *   the posts flags hide from them (few: each waits in the review queue);
 * - a reader the policy limits gets their posts counted for the page's keys
 *   (tags or entities) only;
 * - a reader who may read no post gets zeros.
 *
 * Lists also leave out what only unreadable posts carry
 * ({@link whereReaderSeesAny}): a tag named only on a secret post is no
 * reader's tag but its posts' readers.
 */
export interface Directory {
  /** The link table from posts to the key: `post_tags` or `post_entities`. */
  links: 'post_tags' | 'post_entities';
  /** The key's column in `links`. */
  key: 'tag_id' | 'entity_ref';
}

export const TAG_DIRECTORY: Directory = { links: 'post_tags', key: 'tag_id' };
export const ENTITY_DIRECTORY: Directory = {
  links: 'post_entities',
  key: 'entity_ref',
};

export interface TypeCounts {
  posts: number;
  questions: number;
  articles: number;
  links: number;
}

/** How a reader's counts differ from the kept ones. */
export type ReaderScope =
  | { kind: 'kept' }
  | { kind: 'lessHidden'; caller: Caller }
  | { kind: 'readable'; caller: Caller; filter: PostReadFilter }
  | { kind: 'none' };

/** One query at most: whether any post is hidden from the caller by flags. */
export async function readerScopeOf(
  db: Knex,
  caller: Caller,
): Promise<ReaderScope> {
  const filter = readFilterOf(caller);
  if (filter.result === AuthorizeResult.DENY) return { kind: 'none' };
  if (filter.result === AuthorizeResult.CONDITIONAL)
    return { kind: 'readable', caller, filter };
  if (caller.isModerator) return { kind: 'kept' };
  const hidden = await hiddenIdsFrom(db, caller, 'post');
  return hidden.length === 0
    ? { kind: 'kept' }
    : { kind: 'lessHidden', caller };
}

/** Active posts linked to `keyColumn` (an outer query's column) of the directory. */
function linkedPosts(db: Knex, dir: Directory) {
  return db(`${dir.links} as rc_l`)
    .join('posts', 'posts.id', 'rc_l.post_id')
    .where('posts.status', 'active');
}

/**
 * Keeps the rows of `qb` whose key (`keyColumn`) carries no active post at
 * all (kept count `keptPosts` is 0: a new tag, a followed entity) or at least
 * one the reader may read.
 */
export function whereReaderSeesAny(
  db: Knex,
  qb: Knex.QueryBuilder,
  dir: Directory,
  scope: ReaderScope,
  keyColumn: string,
  keptPosts: string,
) {
  if (scope.kind === 'kept') return qb;
  const noPosts = `coalesce(${keptPosts}, 0) = 0`;
  if (scope.kind === 'none') return qb.whereRaw(noPosts);
  const readable = linkedPosts(db, dir).whereRaw('?? = ??', [
    `rc_l.${dir.key}`,
    keyColumn,
  ]);
  whereNotFlagHidden(db, readable, 'post', 'posts', scope.caller);
  if (scope.kind === 'readable') restrictToReadable(readable, scope.filter);
  return qb.where(inner =>
    inner.whereRaw(noPosts).orWhereExists(readable.select('posts.id')),
  );
}

const sums = (db: Knex) => [
  db.raw('count(*) as posts'),
  db.raw(
    "sum(case when posts.type = 'question' then 1 else 0 end) as questions",
  ),
  db.raw("sum(case when posts.type = 'article' then 1 else 0 end) as articles"),
  db.raw("sum(case when posts.type = 'link' then 1 else 0 end) as links"),
];

const countsOf = (row: any): TypeCounts => ({
  posts: numOf(row?.posts),
  questions: numOf(row?.questions),
  articles: numOf(row?.articles),
  links: numOf(row?.links),
});

/**
 * The reader's counts per key for rows that carry their kept counts as
 * `postsCount`, `questionsCount`, `articlesCount` and `linksCount`, and their
 * key as `keyOf(row)`: the rows with the reader's figures in those fields.
 * All keys are counted in one grouped query, or none is needed.
 */
export async function withReaderCounts<R extends Record<string, unknown>>(
  db: Knex,
  dir: Directory,
  scope: ReaderScope,
  rows: R[],
  keyOf: (row: R) => string | number,
): Promise<R[]> {
  if (scope.kind === 'kept' || rows.length === 0) return rows;
  const put = (row: R, c: TypeCounts): R => ({
    ...row,
    postsCount: c.posts,
    questionsCount: c.questions,
    articlesCount: c.articles,
    linksCount: c.links,
  });
  if (scope.kind === 'none')
    return rows.map(row => put(row, countsOf(undefined)));
  const keys = [...new Set(rows.map(keyOf))];
  const qb = linkedPosts(db, dir)
    .whereIn(`rc_l.${dir.key}`, keys)
    .groupBy(`rc_l.${dir.key}`)
    .select(`rc_l.${dir.key} as key`, ...sums(db));
  if (scope.kind === 'readable') {
    whereNotFlagHidden(db, qb, 'post', 'posts', scope.caller);
    restrictToReadable(qb, scope.filter);
  } else {
    // Only the hidden ones, to take off the kept counts.
    whereFlagHiddenFrom(db, qb, 'post', 'posts', scope.caller);
  }
  const counted = new Map<string, TypeCounts>(
    (await qb).map((r: any) => [String(r.key), countsOf(r)]),
  );
  return rows.map(row => {
    const c = counted.get(String(keyOf(row))) ?? countsOf(undefined);
    if (scope.kind === 'readable') return put(row, c);
    return put(row, {
      posts: numOf(row.postsCount) - c.posts,
      questions: numOf(row.questionsCount) - c.questions,
      articles: numOf(row.articlesCount) - c.articles,
      links: numOf(row.linksCount) - c.links,
    });
  });
}
