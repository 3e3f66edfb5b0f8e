import knexFactory from 'knex';
import { migrate } from './migrations';
import { listPosts } from './stores/posts';
import { wordsOf } from './stores/searchIndex';

jest.setTimeout(600_000);
it('searches 100k posts fast', async () => {
  const db = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await migrate(db);
  const vocab = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}x${(i * 7919) % 97}`);
  let seed = 1;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const pick = () => vocab[Math.floor(Math.pow(rnd(), 2) * vocab.length)];
  const now = new Date().toISOString();
  for (let b = 0; b < 100; b++) {
    const posts = Array.from({ length: 1000 }, (_, i) => ({
      id: b * 1000 + i + 1, type: 'question', title: Array.from({ length: 6 }, pick).join(' '),
      content: Array.from({ length: 40 }, pick).join(' '), author: 'user:default/a', created: now,
    }));
    await db.batchInsert('posts', posts, 200);
    const words = posts.flatMap(p => wordsOf(`${p.title} ${p.content}`).map(word => ({ post_id: p.id, word })));
    await db.batchInsert('post_search_words', words, 400);
  }
  const caller = { userRef: 'user:default/b', isModerator: false };
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const q = `${pick()} ${pick().slice(0, 3)}`;
    const t = performance.now();
    await listPosts(db, { searchQuery: q, limit: 10 }, caller);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log('p50', times[20].toFixed(1), 'p95', times[37].toFixed(1), 'max', times[39].toFixed(1));
  await db.destroy();
});
