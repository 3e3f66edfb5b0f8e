// The relevance benchmark's scoring (npm run bench:search, docs/search.md); here
// because the backend project leaves dev/bench out.
import {
  figuresOf,
  rankOf,
  scoreEngine,
  TOP_K,
} from '../bench/relevance/score';
import {
  QUERY_CATEGORIES,
  RELEVANCE_QUERIES,
} from '../bench/relevance/queries';

const outcome = (category: string, expected: string, results: string[]) => ({
  query: `find ${expected}`,
  category,
  expected,
  results,
});

describe('relevance scoring', () => {
  it('ranks the wanted post among the first ten results only', () => {
    expect(rankOf({ expected: 'b', results: ['a', 'b', 'c'] })).toBe(2);
    expect(rankOf({ expected: 'x', results: ['a', 'b'] })).toBeUndefined();
    const eleven = [...Array(TOP_K).keys()].map(i => `p${i}`).concat('x');
    expect(rankOf({ expected: 'x', results: eleven })).toBeUndefined();
  });

  it('computes recall at 1 and 3 and the mean reciprocal rank', () => {
    const outcomes = [
      outcome('typos', 'a', ['a', 'b']), // rank 1
      outcome('typos', 'b', ['a', 'b']), // rank 2
      outcome('code', 'c', ['a', 'b', 'd', 'c']), // rank 4
      outcome('code', 'e', []), // absent
    ];
    expect(figuresOf(outcomes)).toEqual({
      queries: 4,
      recallAt1: 0.25,
      recallAt3: 0.5,
      mrr: (1 + 1 / 2 + 1 / 4 + 0) / 4,
    });
    const score = scoreEngine(outcomes);
    expect(Object.keys(score.byCategory)).toEqual(['typos', 'code']);
    expect(score.byCategory.typos).toEqual({
      queries: 2,
      recallAt1: 0.5,
      recallAt3: 1,
      mrr: 0.75,
    });
    expect(score.byCategory.code.mrr).toBeCloseTo(0.125);
    expect(score.missesAt3).toEqual([
      {
        query: 'find c',
        category: 'code',
        expected: 'c',
        rank: 4,
        first: 'a',
      },
      {
        query: 'find e',
        category: 'code',
        expected: 'e',
        rank: undefined,
        first: undefined,
      },
    ]);
  });

  it('scores no queries as zeros', () => {
    expect(figuresOf([])).toEqual({
      queries: 0,
      recallAt1: 0,
      recallAt3: 0,
      mrr: 0,
    });
  });

  it('has a query set of at least 45 queries over every category', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(RELEVANCE_QUERIES.map(q => q.category))).toEqual(
      new Set(QUERY_CATEGORIES),
    );
    const texts = RELEVANCE_QUERIES.map(q => q.query.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});
