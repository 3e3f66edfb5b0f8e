import type { Knex } from 'knex';
import { readFilterOf, postJudgeOf } from '../domain/callerRights';
import {
  agoraAnswerCreatePermission,
  agoraCommentCreatePermission,
  agoraPostClosePermission,
  type ExcerptPart,
  type Post,
  type PostsResponse,
  type PostType,
  type VoteValue,
} from '@agora/contract';
import type { Caller } from '../domain/caller';
import {
  boolOf,
  idsOf,
  isoOf,
  numOf,
  optionalIso,
  visibleAuthor,
} from './dbValues';
import { mayModify } from '../domain/fallbackRights';
import {
  filteredPosts,
  filtersOnly,
  orderPosts,
  PostFilter,
  trendOf,
} from './postQuery';
import { trendPageIds } from './trendPage';
import { openFirstPageIds, type OpenPager } from './openFirst';
import { tagListing } from './tagListing';
import {
  plainSearchTotal,
  resolveSearch,
  searchExcerpts,
  type ResolvedSearch,
} from './searchIndex';
import { countedTotal } from './counters/postCounts';
import { linksOfPosts } from './postLinks';
import { duplicatesOf } from './duplicates';
import { reviewsOf } from './reviews';
import { answersOfPost } from './answers';
import { commentsOfPost } from './comments';
import { isReadAll, restrictToReadable } from '../permissions/postFilterSql';
import { whereReadableBy } from './postVisibility';
import { loadPost } from './postAccess';
import {
  flagHiddenShown,
  flagHiddenReplies,
  hiddenIdsFrom,
  MAX_HIDDEN_BY_ID,
  whereNotFlagHidden,
} from './flagHidden';
import { itemFlags, POST_CHANGES } from './itemRights';
import { postResourceOf } from './postResources';
import type { PostRow } from '../domain/rows';

/** A raw `posts` row as knex returns it (`domain/rows.ts`). */

/** Per-caller facts about a page of posts, loaded in batched queries. */
/**
 * The caller's favourites, follows and votes among the posts `ids`, in one
 * statement (each table's (post_id, user_ref) key answers its part).
 */
function callerMarks(
  db: Knex,
  ids: number[],
  caller: Caller,
): Promise<{ post_id: number; kind: string; value: unknown }[]> {
  const marks = (table: string, kind: string, value: string) =>
    db(table)
      .whereIn('post_id', ids)
      .where('user_ref', caller.userRef)
      .select(
        'post_id',
        db.raw(`'${kind}' as kind`),
        db.raw(`${value} as value`),
      );
  return marks('post_favorites', 'favorite', '0').unionAll([
    marks('post_followers', 'follow', '0'),
    marks('post_votes', 'vote', 'value'),
  ]);
}

async function callerFacts(db: Knex, ids: number[], caller: Caller) {
  const [mine, links, duplicates] = await Promise.all([
    callerMarks(db, ids, caller),
    linksOfPosts(db, ids),
    duplicatesOf(db, ids, caller),
  ]);
  const favorites = new Set<number>();
  const follows = new Set<number>();
  const votes = new Map<number, VoteValue>();
  for (const { post_id, kind, value } of mine) {
    const id = Number(post_id);
    if (kind === 'favorite') favorites.add(id);
    else if (kind === 'follow') follows.add(id);
    else votes.set(id, numOf(value) as VoteValue);
  }
  return { favorites, follows, votes, duplicates, ...links };
}

/**
 * Turns `posts` rows into the contract's Post shape for one caller: own,
 * favorite, following, ownVote, canEdit/canDelete, tags, entities and
 * images filled in, and the author of an anonymous post masked as
 * `anonymous` for everyone but the author (the editor too, when it is the
 * author). Keeps the rows' order. Use this (or {@link listPosts} /
 * {@link postsByIds}) wherever posts leave the backend, so masking and
 * permissions are decided in one place.
 */
export async function serializePosts(
  db: Knex,
  rows: PostRow[],
  caller: Caller,
): Promise<Post[]> {
  return (await serializeWithClosures(db, rows, caller)).posts;
}

/**
 * {@link serializePosts}, and which of the posts are closed as duplicates,
 * also of an original the caller may not read (whose `duplicateOf` stays
 * unset): such a question takes no answers either.
 */
async function serializeWithClosures(
  db: Knex,
  rows: PostRow[],
  caller: Caller,
): Promise<{ posts: Post[]; closed: ReadonlySet<number> }> {
  if (rows.length === 0) return { posts: [], closed: new Set() };
  const ids = rows.map(r => Number(r.id));
  const [facts, reviews, hidden, hiddenReplies] = await Promise.all([
    callerFacts(db, ids, caller),
    reviewsOf(db, rows, caller),
    flagHiddenShown(db, 'post', rows, caller),
    flagHiddenReplies(db, ids, caller),
  ]);
  const posts = rows.map(row => {
    const id = Number(row.id);
    const own = row.author === caller.userRef;
    const author = visibleAuthor(caller, row.author, row.anonymous);
    const tags = facts.tags.get(id) ?? [];
    const entities = facts.entities.get(id) ?? [];
    const flags = itemFlags(
      caller,
      POST_CHANGES,
      row.author,
      postResourceOf(row, tags, entities),
    );
    // A deleted post is the moderators' to restore; its author only reads why.
    const live = row.status === 'active' || caller.isModerator;
    const post: Post = {
      id,
      type: row.type as PostType,
      title: row.title,
      content: row.content,
      author,
      anonymous: boolOf(row.anonymous),
      own,
      created: isoOf(row.created),
      updated: optionalIso(row.updated),
      // Rows a loader inserted without it (tests) fall back to the post's own times.
      lastActivity: isoOf(row.last_activity ?? row.updated ?? row.created),
      updatedBy:
        row.updated_by && row.updated_by === row.author
          ? author
          : (row.updated_by ?? undefined),
      status: row.status,
      score: numOf(row.score),
      views: numOf(row.views),
      // The caller's figures: what flags hide from them is not counted.
      answersCount:
        numOf(row.answers_count) - (hiddenReplies.answers.get(id) ?? 0),
      commentsCount:
        numOf(row.comments_count) - (hiddenReplies.comments.get(id) ?? 0),
      correctAnswer: boolOf(row.correct_answer),
      favorite: facts.favorites.has(id),
      following: facts.follows.has(id),
      ownVote: facts.votes.get(id),
      tags,
      entities,
      headerImage: row.header_image ?? undefined,
      url: row.url ?? undefined,
      clicks: numOf(row.clicks),
      images: idsOf(row.images),
      trend: trendOf(row),
      canEdit: flags.canEdit && live,
      canDelete: flags.canDelete && live,
    };
    // Undefined when the caller may not read the original (duplicatesOf).
    const duplicateOf = facts.duplicates.get(id);
    if (duplicateOf) post.duplicateOf = duplicateOf;
    const review = reviews.get(id);
    if (review) post.review = review;
    if (hidden.has(id)) post.flagHidden = true;
    if (row.delete_reason && mayModify(caller, row.author))
      post.deleteReason = row.delete_reason;
    // Who deleted and when is moderation data; an author deleting their own
    // anonymous post is shown as its author is. The author learns only
    // whether it was themselves (otherwise a moderator).
    const selfDeleted = own && row.deleted_by === row.author;
    if ((caller.isModerator || selfDeleted) && row.deleted_by) {
      post.deletedBy = row.deleted_by === row.author ? author : row.deleted_by;
    }
    if (caller.isModerator && row.deleted_at)
      post.deleted = isoOf(row.deleted_at);
    return post;
  });
  return { posts, closed: new Set(facts.duplicates.keys()) };
}

/** The ids of one page of a posts query in its order, leaving out `without`. */
async function pageIds(
  db: Knex,
  base: Knex.QueryBuilder,
  query: PostFilter,
  without: number[],
  limit: number,
  offset: number,
): Promise<number[]> {
  const open = without.length
    ? base.clone().whereNotIn('posts.id', without)
    : base;
  if (query.orderBy === 'trend') {
    return trendPageIds(db, open, query.order ?? 'desc', limit, offset);
  }
  const page = open.clone().select('posts.id');
  orderPosts(page, query);
  const idRows: PostRow[] = await page.limit(limit).offset(offset);
  return idRows.map(r => Number(r.id));
}

/**
 * Runs a posts query (contract "Query semantics") for a caller and returns
 * one page plus `total`, the number of all matching posts the caller may
 * read (`readable`, the permission policy's `agora.post.read`) and flags
 * do not hide from them (stores/flagHidden.ts).
 */
export async function listPosts(
  db: Knex,
  request: PostFilter,
  caller: Caller,
): Promise<PostsResponse> {
  const readable = readFilterOf(caller);
  const hidden = await hiddenIdsFrom(db, caller);
  const byId = hidden.length <= MAX_HIDDEN_BY_ID;
  const policed = !isReadAll(readable) || !byId;
  /** The query's filter over `posts`, with what the caller may not read left out when `policed`. */
  const filtered = (query: PostFilter) => {
    const qb = filteredPosts(db, query, caller);
    if (policed) {
      // The kept counters and tag shortcuts count every post, so a policy's
      // filter (or very many hidden posts) make one query over posts for
      // both page and total.
      restrictToReadable(qb, readable);
      if (byId) withoutIds(qb, hidden);
      else whereNotFlagHidden(db, qb, 'post', 'posts', caller);
    } else withoutIds(qb, hidden);
    return qb;
  };
  // Built first in every case: it also rejects what the caller may not list.
  filtered(request);
  const searched = request.searchQuery?.trim()
    ? await resolveSearch(db, request.searchQuery, async search =>
        Boolean(
          await filtered({ ...request, search })
            .first('posts.id')
            .clearOrder(),
        ),
      )
    : undefined;
  const query: PostFilter = searched
    ? { ...request, search: searched.plan }
    : request;
  const base = filteredPosts(db, query, caller);
  if (policed) {
    const restricted = filtered(query);
    const total = numOf(
      (await restricted.clone().count({ total: '*' }).first())?.total,
    );
    const ids = await openFirstPageIds(
      db,
      restricted,
      query,
      total,
      (...page) => pageIds(db, restricted, query, ...page),
    );
    return pagePosts(db, ids, caller, total, searched);
  }
  const byTags = await tagListing(db, query);
  // The exact total from the cheapest source that can answer this query:
  // counting every match in `posts` is most of a page's time at 100k posts
  // (docs/performance.md, fixes 6-8). Each counts the hidden posts too, so
  // those of them that match come off, as they come out of the pagers.
  const plainSearch =
    query.search && filtersOnly(query, ['searchQuery', 'search'])
      ? query.search
      : undefined;
  const everyMatch = async () => {
    if (byTags) return byTags.total();
    if (plainSearch)
      return plainSearchTotal(db, plainSearch, query.status ?? 'active');
    const kept = await countedTotal(db, query);
    return (
      kept ?? numOf((await base.clone().count({ total: '*' }).first())?.total)
    );
  };
  const [counted, hiddenMatches] = await Promise.all([
    everyMatch(),
    hidden.length
      ? base
          .clone()
          .whereIn('posts.id', hidden)
          .count({ total: '*' })
          .first()
          .then(row => numOf(row?.total))
      : 0,
  ]);
  const total = counted - hiddenMatches;
  withoutIds(base, hidden);
  // Sort and page over ids only, then load the page's rows: sorting
  // `posts.*` drags every matching post's content through the sort, which
  // costs hundreds of ms at 100k posts (docs/performance.md).
  const page: OpenPager = byTags?.pageIds
    ? withoutHidden(byTags.pageIds, hidden)
    : (...args) => pageIds(db, base, query, ...args);
  const ids = await openFirstPageIds(db, base, query, total, page);
  return pagePosts(db, ids, caller, total, searched);
}

/** Leaves the posts `ids` out of `qb` (over `posts`). */
function withoutIds(qb: Knex.QueryBuilder, ids: number[]) {
  if (ids.length) qb.whereNotIn('posts.id', ids);
}

/** A pager that also leaves out `hidden`, as it leaves out lower-ranked posts. */
function withoutHidden(page: OpenPager, hidden: number[]): OpenPager {
  if (hidden.length === 0) return page;
  return (without, limit, offset) =>
    page([...without, ...hidden], limit, offset);
}

/**
 * A page of posts by id, in the order of `ids`, with the list's total; a
 * search's page has excerpts and says how the words matched.
 */
async function pagePosts(
  db: Knex,
  ids: number[],
  caller: Caller,
  total: number,
  searched?: ResolvedSearch,
): Promise<PostsResponse> {
  const [rows, excerpts] = await Promise.all([
    ids.length ? db('posts').whereIn('id', ids) : ([] as PostRow[]),
    searched && ids.length
      ? searchExcerpts(db, searched.plan, ids)
      : new Map<number, ExcerptPart[]>(),
  ]);
  const byId = new Map(rows.map((r: PostRow) => [Number(r.id), r]));
  const ordered = ids
    .map(id => byId.get(id))
    .filter((r): r is PostRow => Boolean(r));
  const posts = await serializePosts(db, ordered, caller);
  for (const post of posts) {
    const excerpt = excerpts.get(post.id);
    if (excerpt?.length) post.excerpt = excerpt;
  }
  return searched?.outcome
    ? { posts, total, search: searched.outcome }
    : { posts, total };
}

/**
 * Posts by id in the given order, skipping missing, unreadable (`readable`)
 * and (for non-moderators) deleted ones.
 */
export async function postsByIds(
  db: Knex,
  ids: number[],
  caller: Caller,
): Promise<Post[]> {
  const readable = readFilterOf(caller);
  if (ids.length === 0) return [];
  const rows: PostRow[] = await whereReadableBy(
    db,
    db('posts').whereIn('id', ids),
    caller,
    readable,
  );
  const byId = new Map(rows.map(r => [Number(r.id), r]));
  const ordered = ids
    .map(id => byId.get(id))
    .filter((r): r is PostRow => Boolean(r));
  return serializePosts(db, ordered, caller);
}

/** The raw row of a post the caller may see (stores/postAccess.ts). */
export function visiblePostRow(
  db: Knex | Knex.Transaction,
  id: number,
  caller: Caller,
): Promise<PostRow> {
  return loadPost(db, id, caller);
}

/**
 * The raw row of a post the caller may read: a visible one, or their own
 * deleted post, whose author is told why it went (docs/api.md). Writes keep
 * to `visiblePostRow`.
 */
export function readablePostRow(
  db: Knex,
  id: number,
  caller: Caller,
): Promise<PostRow> {
  return loadPost(db, id, caller, { use: 'read' });
}

/**
 * One post as the caller sees it, with whether they may answer and comment
 * on it; `withThread` adds its answers and comments.
 */
export async function readPost(
  db: Knex,
  id: number,
  caller: Caller,
  withThread = false,
): Promise<Post> {
  return postOf(db, await readablePostRow(db, id, caller), caller, withThread);
}

/**
 * {@link readPost} of a row the request has loaded already through the post
 * loader (stores/postAccess.ts), so it is not read again.
 */
export async function postOf(
  db: Knex,
  row: PostRow,
  caller: Caller,
  withThread = false,
): Promise<Post> {
  const id = Number(row.id);
  const {
    posts: [post],
    closed,
  } = await serializeWithClosures(db, [row], caller);
  const judge = postJudgeOf(caller);
  const resource = postResourceOf(row, post.tags, post.entities);
  const may = (permission: typeof agoraAnswerCreatePermission) =>
    judge.allows(permission, row.author, resource);
  // A closed question takes comments but no answers (docs/api.md, "Duplicates").
  post.canAnswer = may(agoraAnswerCreatePermission) && !closed.has(id);
  post.canComment = may(agoraCommentCreatePermission);
  if (row.type === 'question')
    post.canClose = may(agoraPostClosePermission) && row.status === 'active';
  if (withThread) {
    [post.answers, post.comments] = await Promise.all([
      answersOfPost(db, id, caller),
      commentsOfPost(db, row, caller),
    ]);
  }
  return post;
}
