import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { seedDemoData } from '../../seed';
import { openTestDatabase } from '../../testing/testDatabase';
import { isoOf } from '../dbValues';
import { recountLastActivity } from './lastActivity';

describe('recountLastActivity', () => {
  let db: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_last_activity'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
  }, 30_000);
  afterAll(() => close());

  it("sets every post's last activity to its latest creation, edit, answer or comment", async () => {
    await db('posts').update({ last_activity: null });
    await recountLastActivity(db);
    const latest = new Map<number, string>();
    const seen = (postId: unknown, at: unknown) => {
      if (!at) return;
      const id = Number(postId);
      const iso = isoOf(at);
      if (!latest.has(id) || latest.get(id)! < iso) latest.set(id, iso);
    };
    const posts = await db('posts').select('id', 'created', 'updated');
    for (const post of posts) {
      seen(post.id, post.created);
      seen(post.id, post.updated);
    }
    for (const table of ['answers', 'comments'])
      for (const row of await db(table).select('post_id', 'created'))
        seen(row.post_id, row.created);

    const after = await db('posts').select('id', 'last_activity');
    expect(after.length).toBeGreaterThan(50);
    const answered = after.filter(
      row =>
        isoOf(row.last_activity) !==
        isoOf(posts.find(p => p.id === row.id)!.created),
    );
    // Most demo posts have answers or comments after them.
    expect(answered.length).toBeGreaterThan(20);
    for (const row of after)
      expect([row.id, isoOf(row.last_activity)]).toEqual([
        row.id,
        latest.get(Number(row.id)),
      ]);
  });
});
