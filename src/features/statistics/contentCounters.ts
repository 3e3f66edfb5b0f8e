/**
 * The counters of what people write, in the order every statistics tile row,
 * chart and table shows them; global and per-person lists extend it.
 */
export const CONTENT_COUNTERS = [
  'totalQuestions',
  'totalAnswers',
  'totalArticles',
  'totalLinks',
  'totalComments',
] as const;
