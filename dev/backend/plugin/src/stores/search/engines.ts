import type { Knex } from 'knex';
import type { ExcerptPart } from '@agora/contract';
import type { QueryTerm } from './queryText';
import type { SearchDocument } from './documents';

/**
 * The search index on each database's own full-text engine (docs/search.md):
 * SQLite's FTS5 (porter stemming, bm25) and PostgreSQL's text search
 * (weighted tsvector under GIN, ts_rank_cd). Both index the same four
 * fields of a post, weighted title > tags > body > answers.
 */

/** A parsed query and how its terms combine: every one, or any (best first). */
export interface SearchPlan {
  terms: QueryTerm[];
  excluded: QueryTerm[];
  mode: 'all' | 'any';
}

/** SQL with its bindings. */
interface Sql {
  sql: string;
  bindings: Knex.RawBinding[];
}

export interface SearchEngine {
  /** Replaces the entries of `postIds` by `docs` (posts without a document leave the index). */
  write(
    trx: Knex | Knex.Transaction,
    postIds: number[],
    docs: SearchDocument[],
  ): Promise<void>;
  /**
   * `(SELECT post_id, relevance FROM … matching)`: the posts matching a
   * plan with their relevance, higher is better.
   */
  matching(plan: SearchPlan): Sql;
  /**
   * The number of posts matching a plan, counted in the index alone; with
   * `among` (a subquery of post ids), of those of them only.
   */
  countMatching(db: Knex, plan: SearchPlan, among?: Sql): Promise<number>;
  /** Excerpts of the body of some of the matching posts, matches marked. */
  excerpts(
    db: Knex,
    plan: SearchPlan,
    postIds: number[],
  ): Promise<Map<number, ExcerptPart[]>>;
}

/** Marks around matching words in the engines' excerpts; stripped from indexed text. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKS = /[\uE000\uE001]/gu;
const unmarked = (text: string) => text.replace(MARKS, '');

/** Field weights: title, tags, body, answers. */
const SQLITE_WEIGHTS = [10, 6, 1, 0.5];

/** FTS5: the post's id is the row id of `post_fts (title, tags, body, answers)`. */
export const sqliteEngine: SearchEngine = {
  async write(trx, postIds, docs) {
    for (let i = 0; i < postIds.length; i += 500) {
      const ids = postIds.slice(i, i + 500);
      await trx.raw(
        `DELETE FROM post_fts WHERE rowid IN (${ids.map(() => '?').join(',')})`,
        ids,
      );
    }
    for (let i = 0; i < docs.length; i += 100) {
      const batch = docs.slice(i, i + 100);
      await trx.raw(
        `INSERT INTO post_fts (rowid, title, tags, body, answers) VALUES ${batch
          .map(() => '(?, ?, ?, ?, ?)')
          .join(', ')}`,
        batch.flatMap(d => [
          d.postId,
          unmarked(d.title),
          d.tags,
          unmarked(d.body),
          unmarked(d.answers),
        ]),
      );
    }
  },
  matching(plan) {
    return {
      sql:
        `(SELECT rowid AS post_id, -bm25(post_fts, ${SQLITE_WEIGHTS.join(', ')}) AS relevance` +
        ' FROM post_fts WHERE post_fts MATCH ?)',
      bindings: [fts5Expression(plan)],
    };
  },
  async countMatching(db, plan, among) {
    // `+rowid`: FTS5 runs the MATCH once and the ids filter its rows.
    const rows: { n: number }[] = await db.raw(
      `SELECT count(*) AS n FROM post_fts WHERE post_fts MATCH ?${
        among ? ` AND +rowid IN (${among.sql})` : ''
      }`,
      [fts5Expression(plan), ...(among?.bindings ?? [])],
    );
    return Number(rows[0]?.n ?? 0);
  },
  async excerpts(db, plan, postIds) {
    if (postIds.length === 0) return new Map();
    // `+rowid`: the page's ids filter the matches rather than reach FTS5 as
    // rowid constraints, which would run the MATCH once per id (for a
    // prefix of many words, ~150 ms for 20 ids at 100k posts instead of ~8).
    const rows: { id: number; excerpt: string; body: string }[] = await db.raw(
      `SELECT rowid AS id, body, snippet(post_fts, 2, ?, ?, '…', 24) AS excerpt FROM post_fts` +
        ` WHERE post_fts MATCH ? AND +rowid IN (${postIds.map(() => '?').join(',')})`,
      [OPEN, CLOSE, fts5Expression(plan), ...postIds],
    );
    return new Map(
      rows
        .filter(row => row.body)
        .map(row => [Number(row.id), excerptParts(String(row.excerpt))]),
    );
  },
};

/** A term as FTS5 query syntax; its text is only letters, digits and spaces. */
function fts5Term(term: QueryTerm) {
  return `"${term.text}"${term.prefix ? '*' : ''}`;
}

/** The MATCH expression of a plan. */
export function fts5Expression(plan: SearchPlan): string {
  const positive = plan.terms.map(fts5Term);
  let expression =
    plan.mode === 'all' ? positive.join(' AND ') : `(${positive.join(' OR ')})`;
  if (plan.excluded.length)
    expression += ` NOT (${plan.excluded.map(fts5Term).join(' OR ')})`;
  return expression;
}

/** `ts_rank_cd` weights of D, C, B, A: answers, body, tags, title. */
const PG_WEIGHTS = '{0.05, 0.2, 0.6, 1.0}';

/** PostgreSQL: `post_search (post_id, body, document tsvector)`. */
export function pgEngine(language: string): SearchEngine {
  return {
    async write(trx, postIds, docs) {
      const gone = postIds.filter(id => !docs.some(d => d.postId === id));
      if (gone.length)
        await trx('post_search').whereIn('post_id', gone).delete();
      for (let i = 0; i < docs.length; i += 200) {
        const batch = docs.slice(i, i + 200);
        const document =
          `setweight(to_tsvector(?::regconfig, ?), 'A') || setweight(to_tsvector(?::regconfig, ?), 'B')` +
          ` || setweight(to_tsvector(?::regconfig, ?), 'C') || setweight(to_tsvector(?::regconfig, ?), 'D')`;
        await trx.raw(
          `INSERT INTO post_search (post_id, body, document) VALUES ${batch
            .map(() => `(?, ?, ${document})`)
            .join(', ')}` +
            ' ON CONFLICT (post_id) DO UPDATE SET body = excluded.body, document = excluded.document',
          batch.flatMap(d => [
            d.postId,
            unmarked(d.body),
            language,
            unmarked(d.title),
            language,
            d.tags,
            language,
            unmarked(d.body),
            language,
            unmarked(d.answers),
          ]),
        );
      }
    },
    matching(plan) {
      const query = tsquery(plan, language);
      return {
        sql:
          `(SELECT post_search.post_id, ts_rank_cd('${PG_WEIGHTS}', post_search.document, q.query, 1) AS relevance` +
          ` FROM post_search, (SELECT ${query.sql} AS query) q WHERE post_search.document @@ q.query)`,
        bindings: query.bindings,
      };
    },
    async countMatching(db, plan, among) {
      const query = tsquery(plan, language);
      // All matches: the query as a sub-select, whose value the planner
      // does not see, so that it reads the GIN index; with the query's
      // value it estimates a common word's share of posts and scans every
      // document instead, detoasting each (150 ms rather than 25 for a word
      // in a third of 100k posts). Among a few ids it probes them by key.
      const result = among
        ? await db.raw(
            `SELECT count(*) AS n FROM post_search WHERE post_search.document @@ ${query.sql}` +
              ` AND post_search.post_id IN (${among.sql})`,
            [...query.bindings, ...among.bindings],
          )
        : await db.raw(
            `SELECT count(*) AS n FROM post_search WHERE post_search.document @@ (SELECT ${query.sql})`,
            query.bindings,
          );
      return Number(result.rows[0]?.n ?? 0);
    },
    async excerpts(db, plan, postIds) {
      if (postIds.length === 0) return new Map();
      const query = tsquery(plan, language);
      const result = await db.raw(
        `SELECT post_id AS id, body, ts_headline(?::regconfig, body, q.query, ?) AS excerpt` +
          ` FROM post_search, (SELECT ${query.sql} AS query) q` +
          ` WHERE post_id IN (${postIds.map(() => '?').join(',')})`,
        [
          language,
          `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=26, MinWords=14, ShortWord=2, MaxFragments=1`,
          ...query.bindings,
          ...postIds,
        ],
      );
      const rows: { id: number; body: string; excerpt: string }[] = result.rows;
      return new Map(
        rows
          .filter(row => row.body)
          .map(row => [Number(row.id), pgExcerpt(row.body, row.excerpt)]),
      );
    },
  };
}

/** A term as a tsquery; its text is only letters, digits and spaces. */
function tsTerm(term: QueryTerm, language: string): Sql {
  if (term.phrase)
    return {
      sql: 'phraseto_tsquery(?::regconfig, ?)',
      bindings: [language, term.typed ?? term.text],
    };
  if (term.prefix)
    return {
      sql: '(plainto_tsquery(?::regconfig, ?) || to_tsquery(?::regconfig, ?))',
      bindings: [language, term.text, language, `${term.text}:*`],
    };
  return {
    sql: 'plainto_tsquery(?::regconfig, ?)',
    bindings: [language, term.text],
  };
}

function tsquery(plan: SearchPlan, language: string): Sql {
  const join = (terms: QueryTerm[], op: string) => {
    const parts = terms.map(t => tsTerm(t, language));
    return {
      sql: `(${parts.map(p => p.sql).join(` ${op} `)})`,
      bindings: parts.flatMap(p => p.bindings),
    };
  };
  const positive = join(plan.terms, plan.mode === 'all' ? '&&' : '||');
  if (plan.excluded.length === 0) return positive;
  const excluded = join(plan.excluded, '||');
  return {
    sql: `(${positive.sql} && !!${excluded.sql})`,
    bindings: [...positive.bindings, ...excluded.bindings],
  };
}

/** ts_headline's fragment, with an ellipsis where it cuts the body. */
function pgExcerpt(body: string, excerpt: string): ExcerptPart[] {
  const text = unmarked(excerpt);
  const start = body.indexOf(text);
  const before = start > 0 ? '…' : '';
  const after = start >= 0 && start + text.length < body.length ? '…' : '';
  return excerptParts(`${before}${excerpt}${after}`);
}

/** Splits an excerpt at its marks: the runs between OPEN and CLOSE are matches. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && Boolean(last.match) === match) last.text += text;
    else parts.push(match ? { text, match: true } : { text });
  };
  let rest = excerpt;
  while (rest) {
    const open = rest.indexOf(OPEN);
    if (open < 0) {
      push(unmarked(rest), false);
      break;
    }
    push(unmarked(rest.slice(0, open)), false);
    const close = rest.indexOf(CLOSE, open);
    const end = close < 0 ? rest.length : close;
    push(unmarked(rest.slice(open + 1, end)), true);
    rest = close < 0 ? '' : rest.slice(close + 1);
  }
  return parts;
}
