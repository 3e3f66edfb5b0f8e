/* eslint-disable no-console -- a command-line tool: the plans are its console output */
import type { Knex } from 'knex';
import { performance } from 'node:perf_hooks';
import type { AnswersQuery } from '@agora/contract';
import { queryAnswers } from '../backend/plugin/src/stores/answerQuery';
import type { Caller } from '../backend/plugin/src/domain/caller';
import type { BenchVocabulary } from './dataset';

/** The shapes of `POST /answers/query` the benchmark times, and the filters it does not. */
function answerQueries(v: BenchVocabulary): [string, AnswersQuery][] {
  return [
    ['newest', {}],
    ['best scored', { orderBy: 'score' }],
    ['last changed, oldest first', { orderBy: 'updated', order: 'asc' }],
    [
      'newest of the last 30 days',
      {
        fromDate: new Date(Date.now() - 30 * 86_400_000)
          .toISOString()
          .slice(0, 10),
      },
    ],
    ["the busiest author's, newest", { author: v.users[0] }],
    ["a rare author's, by score", { author: v.users[400], orderBy: 'score' }],
    ["a post's, by score", { postId: 5, orderBy: 'score' }],
    [
      'text search (a substring of every answer: a full scan)',
      { searchQuery: v.words[40] },
    ],
    ['without votes (an anti-join of every answer)', { noVotes: true }],
  ];
}

interface Sent {
  sql: string;
  bindings: readonly unknown[];
}

/**
 * Runs each query through the store, as the route does, and prints every
 * statement it sent with its plan: the total, the page and the reads that
 * serialise the page (comments, the caller's votes).
 */
export async function explainAnswers(
  db: Knex,
  v: BenchVocabulary,
  caller: Caller,
  plan: (sql: Knex.Sql) => Promise<string>,
) {
  const sent: Sent[] = [];
  // PostgreSQL's statements arrive numbered ($1); knex.raw binds `?`.
  const record = (query: Sent) =>
    sent.push({ ...query, sql: query.sql.replace(/\$\d+/g, '?') });
  db.on('query', record);
  try {
    for (const [name, q] of answerQueries(v)) {
      await queryAnswers(db, { ...q, limit: 10 }, caller);
      sent.length = 0;
      const startedAt = performance.now();
      await queryAnswers(db, { ...q, limit: 10 }, caller);
      const ms = performance.now() - startedAt;
      const statements = [...sent];
      console.log(`\n## answers: ${name}: queryAnswers ${ms.toFixed(1)} ms`);
      for (const statement of statements) {
        console.log(`-- ${statement.sql}`);
        console.log(await plan(statement as Knex.Sql));
      }
    }
  } finally {
    db.off('query', record);
  }
}
