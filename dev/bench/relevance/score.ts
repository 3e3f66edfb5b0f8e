/**
 * Scoring of the relevance benchmark (`npm run bench:search`): pure, so a
 * test can check it on a toy input. An engine's answer to a query is the
 * ranked list of result titles it showed (at most the first ten count); the
 * query's wanted post is found at rank r when it is the r-th of them.
 */

/** How many results count: a search box's first page. */
export const TOP_K = 10;

/** One query as an engine answered it. */
export interface QueryOutcome {
  query: string;
  category: string;
  expected: string;
  /** The results' titles, best first. */
  results: string[];
  /** How the engine answered beside its results (e.g. a corrected query). */
  remark?: string;
}

/** Recall at 1 and 3 and the mean reciprocal rank of a set of queries. */
export interface Figures {
  queries: number;
  /** Share of queries whose wanted post is the first result. */
  recallAt1: number;
  /** Share of queries whose wanted post is among the first three. */
  recallAt3: number;
  /** Mean of 1/rank of the wanted post in the first ten, 0 when absent. */
  mrr: number;
}

/** A query the engine did not answer with its post in the first three. */
export interface Miss {
  query: string;
  category: string;
  expected: string;
  /** Rank of the wanted post in the first ten, undefined when absent. */
  rank?: number;
  /** What came first instead, undefined when nothing was found. */
  first?: string;
  remark?: string;
}

export interface EngineScore {
  overall: Figures;
  byCategory: Record<string, Figures>;
  missesAt3: Miss[];
}

/** Rank (1-based) of the wanted post among the first {@link TOP_K} results. */
export function rankOf(outcome: Pick<QueryOutcome, 'expected' | 'results'>) {
  const i = outcome.results.slice(0, TOP_K).indexOf(outcome.expected);
  return i < 0 ? undefined : i + 1;
}

/** The figures of a set of queries; all zero for none. */
export function figuresOf(
  outcomes: Pick<QueryOutcome, 'expected' | 'results'>[],
): Figures {
  const ranks = outcomes.map(rankOf);
  const n = outcomes.length;
  const share = (hit: (rank: number) => boolean) =>
    n ? ranks.filter(r => r !== undefined && hit(r)).length / n : 0;
  return {
    queries: n,
    recallAt1: share(r => r === 1),
    recallAt3: share(r => r <= 3),
    mrr: n ? ranks.reduce<number>((sum, r) => sum + (r ? 1 / r : 0), 0) / n : 0,
  };
}

/**
 * Scores an engine's answers: overall, per category (in the order the
 * categories first appear) and the queries missed at 3.
 */
export function scoreEngine(outcomes: QueryOutcome[]): EngineScore {
  const categories = [...new Set(outcomes.map(o => o.category))];
  return {
    overall: figuresOf(outcomes),
    byCategory: Object.fromEntries(
      categories.map(c => [
        c,
        figuresOf(outcomes.filter(o => o.category === c)),
      ]),
    ),
    missesAt3: outcomes
      .map(o => ({ o, rank: rankOf(o) }))
      .filter(({ rank }) => rank === undefined || rank > 3)
      .map(({ o, rank }) => ({
        query: o.query,
        category: o.category,
        expected: o.expected,
        rank,
        first: o.results[0],
        ...(o.remark && { remark: o.remark }),
      })),
  };
}
