import type { Knex } from 'knex';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { pluginDatabase } from '../testing/pluginDatabase';

/**
 * How many SQL statements the busiest requests issue (docs/architecture.md,
 * "One post loader"), counted with knex's query events on the plugin's own
 * database client: the request's own and those of the write's listeners
 * (the notifier, the events and signals publishers), which run after the
 * response, so each count waits until the database has been quiet a while.
 * A count that grows is a read that came back; one that shrinks is a gain
 * to pin here.
 */
describe('statements per request', () => {
  const database = pluginDatabase();
  let backend: AgoraTestBackend;
  let db: Knex;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({ features: [database.feature] });
    db = database.db();
    // Bob's first request records him as seen (once a while, not per request).
    await backend.as(USERS.bob).get('/posts/list/recent');
  });
  afterAll(() => backend.stop());

  /** The statements `send` causes, once the database is quiet again. */
  async function statementsOf(send: () => Promise<{ status: number }>) {
    await quiet();
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    db.on('query', record);
    try {
      const res = await send();
      expect(res.status).toBeLessThan(300);
      await quiet();
    } finally {
      db.off('query', record);
    }
    return statements;
  }

  /** Resolves once no statement has run for 300 ms. */
  async function quiet() {
    let last = Date.now();
    const seen = () => {
      last = Date.now();
    };
    db.on('query', seen);
    try {
      while (Date.now() - last < 300)
        await new Promise(resolve => setTimeout(resolve, 50));
    } finally {
      db.off('query', seen);
    }
  }

  // [SQLite, PostgreSQL]: PostgreSQL also locks the counter rows a write
  // moves, in key order (stores/transactions.ts, lockRows). At 2f4a102, before
  // the one post loader, SQLite's were 28, 35, 36 and 30.
  it.each([
    [
      'GET /posts/:id (a reader)',
      [18, 18],
      (id: number) => backend.as(USERS.bob).get(`/posts/${id}`),
    ],
    [
      'POST /posts/:id/comments',
      [28, 28],
      (id: number) =>
        backend
          .as(USERS.bob)
          .post(`/posts/${id}/comments`, { content: 'Nice' }),
    ],
    [
      'POST /posts/:id/answers',
      [33, 32],
      (id: number) =>
        backend.as(USERS.bob).post(`/posts/${id}/answers`, {
          answer: 'Roll it out with a canary first.',
        }),
    ],
    [
      'GET /posts/:id/upvote',
      [26, 26],
      (id: number) => backend.as(USERS.bob).get(`/posts/${id}/upvote`),
    ],
  ] as const)('%s issues %j statements', async (_name, counts, send) => {
    const post = await createTestPost(backend);
    const statements = await statementsOf(() => send(post.id));
    const count =
      String(db.client.config.client) === 'pg' ? counts[1] : counts[0];
    // The statements are shown when the count differs, to tell which came or went.
    expect({ count: statements.length, statements }).toEqual({
      count,
      statements,
    });
  });
});
