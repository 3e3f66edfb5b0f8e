import type { Knex } from 'knex';
import {
  POST_STATUSES,
  type ExcerptPart,
  type SearchOutcome,
} from '@agora/contract';
import {
  correctableWords,
  parseQuery,
  type ParsedQuery,
} from './search/queryText';
import { documentVocabulary, searchDocuments } from './search/documents';
import {
  pgEngine,
  sqliteEngine,
  type SearchEngine,
  type SearchPlan,
} from './search/engines';
import { dropsStopWords, searchLanguage } from './search/language';
import { isPg } from './dialect';
import { addSpellings, closestSpelling } from './search/spellings';

/**
 * Full-text search of posts on each database's own engine (docs/search.md).
 * The write paths keep the index current in their transaction
 * ({@link indexPosts}); a posts query with a search joins the matching
 * posts with their relevance ({@link joinSearch}) after
 * {@link resolveSearch} decided how to match the words.
 */

const engineOf = (db: Knex): SearchEngine =>
  isPg(db) ? pgEngine(searchLanguage(db)) : sqliteEngine;

/** Rebuilds the index entries of some posts from their title, content, tags and live answers. */
export async function indexPosts(
  db: Knex | Knex.Transaction,
  postIds: number[],
) {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return;
  const docs = await searchDocuments(db, ids);
  await engineOf(db as Knex).write(db, ids, docs);
  await addSpellings(db, docs.flatMap(documentVocabulary));
}

/** Indexes every post; for the seed, loaders and a change of language. */
export async function reindexAllPosts(
  db: Knex | Knex.Transaction,
  batch = 500,
) {
  let lastId = 0;
  for (;;) {
    const ids: number[] = (
      await db('posts')
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(batch)
        .pluck('id')
    ).map(Number);
    if (ids.length === 0) return;
    await indexPosts(db, ids);
    lastId = ids[ids.length - 1];
  }
}

/** Takes a post out of the index (a purge). */
export async function unindexPost(db: Knex | Knex.Transaction, postId: number) {
  await engineOf(db as Knex).write(db, [postId], []);
}

/** How a search is matched, and what the person is told about it. */
export interface ResolvedSearch {
  plan: SearchPlan;
  outcome?: SearchOutcome;
}

/**
 * Decides how a search matches (docs/search.md, "Matching"): every word
 * as typed when some post the caller may list has them all; else the same
 * with misspelt words replaced by their closest known spelling, when that
 * finds something; else any of the words, best match first. `hasMatch`
 * asks whether the caller's list has a post for a plan. Undefined when the
 * query has no words (it matches nothing).
 */
export async function resolveSearch(
  db: Knex,
  query: string,
  hasMatch: (plan: SearchPlan) => Promise<boolean>,
): Promise<ResolvedSearch | undefined> {
  const parsed = parseQuery(query, dropsStopWords(db));
  if (parsed.terms.length === 0) return undefined;
  const all: SearchPlan = { ...parsed, mode: 'all' };
  if (await hasMatch(all)) return { plan: all };
  const corrected = await correctedQuery(db, parsed);
  if (corrected) {
    const plan: SearchPlan = { ...corrected.parsed, mode: 'all' };
    if (await hasMatch(plan))
      return { plan, outcome: { correctedQuery: corrected.text } };
  }
  // Any word, the corrected spellings too; when that finds nothing either,
  // the result is the plain empty one.
  const terms = [...parsed.terms];
  for (const term of corrected?.parsed.terms ?? [])
    if (!terms.some(t => t.text === term.text)) terms.push(term);
  const any: SearchPlan = { terms, excluded: parsed.excluded, mode: 'any' };
  if (terms.length > 1 && (await hasMatch(any)))
    return { plan: any, outcome: { someWords: true } };
  return { plan: all };
}

/** The query with each misspelt word replaced, if any was. */
async function correctedQuery(
  db: Knex,
  parsed: ParsedQuery,
): Promise<{ parsed: ParsedQuery; text: string } | undefined> {
  const replacements = new Map<string, string>();
  for (const word of correctableWords(parsed)) {
    const spelling = await closestSpelling(db, word);
    if (spelling) replacements.set(word, spelling);
  }
  if (replacements.size === 0) return undefined;
  const terms = parsed.terms.map(term => {
    const spelling = replacements.get(term.text);
    return spelling ? { ...term, text: spelling, prefix: false } : term;
  });
  return {
    parsed: { terms, excluded: parsed.excluded },
    text: terms.map(t => (t.phrase ? `"${t.text}"` : t.text)).join(' '),
  };
}

/** Joins `search (post_id, relevance)`, the posts matching `plan`, to a query over `posts`. */
export function joinSearch(db: Knex, qb: Knex.QueryBuilder, plan: SearchPlan) {
  const { sql, bindings } = engineOf(db).matching(plan);
  qb.join(db.raw(`${sql} AS search`, bindings), 'search.post_id', 'posts.id');
}

/**
 * The number of posts of `status` matching a search with no other filter,
 * exactly: the engine's matches counted in its index, less those of the
 * posts with another status (a few: the deleted ones). Counting through
 * `posts` instead reads a post row per match, ~35,000 for a common word
 * at 100k posts (docs/performance.md, "Search on the databases' full-text
 * engines").
 */
export async function plainSearchTotal(
  db: Knex,
  plan: SearchPlan,
  status: string,
): Promise<number> {
  const engine = engineOf(db);
  const others = db('posts')
    .whereIn(
      'posts.status',
      POST_STATUSES.filter(other => other !== status),
    )
    .select('posts.id')
    .toSQL();
  const all = await engine.countMatching(db, plan);
  if (all === 0) return 0;
  const elsewhere = await engine.countMatching(db, plan, {
    sql: others.sql,
    bindings: [...others.bindings],
  });
  return all - elsewhere;
}

const YEAR_MS = 365 * 24 * 3600_000;

/**
 * Best match first: the engine's relevance, raised by up to a third for a
 * correct answer, a positive score and freshness, so that these break near
 * ties without outweighing a better match (docs/search.md, "Ranking").
 */
export function relevanceOrderSql(now = Date.now()) {
  return {
    sql:
      '(search.relevance * (1' +
      ' + CASE WHEN posts.correct_answer THEN 0.12 ELSE 0 END' +
      ' + CASE WHEN posts.score > 0 THEN 0.12 * posts.score / (posts.score + 5.0) ELSE 0 END' +
      ' + CASE WHEN posts.created >= ? THEN 0.08 WHEN posts.created >= ? THEN 0.04 ELSE 0 END))',
    bindings: [
      new Date(now - YEAR_MS).toISOString(),
      new Date(now - 3 * YEAR_MS).toISOString(),
    ],
  };
}

/** Excerpts of a page of results (docs/search.md, "Excerpts"). */
export function searchExcerpts(
  db: Knex,
  plan: SearchPlan,
  postIds: number[],
): Promise<Map<number, ExcerptPart[]>> {
  return engineOf(db).excerpts(db, plan, postIds);
}
