import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { fixClock } from '../testing/seededCommunity';
import type { Post } from '@agora/contract';

/** One minute after another: every write gets its own time. */
let clock = Date.parse('2026-03-01T08:00:00.000Z');
const tick = () => {
  clock += 60_000;
  jest.setSystemTime(clock);
  return new Date(clock).toISOString();
};

describe('orderBy activity', () => {
  let backend: AgoraTestBackend;
  let older: Post;
  let middle: Post;
  let newer: Post;
  const order = async (orderBy: string) => {
    const res = await backend
      .as(USERS.alice)
      .post('/posts/query', { orderBy, limit: 10 });
    expect(res.status).toBe(200);
    return (res.body.posts as Post[]).map(p => p.id);
  };
  const read = async (id: number) =>
    (await backend.as(USERS.alice).get(`/posts/${id}`)).body as Post;

  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    fixClock(new Date(clock).toISOString());
    tick();
    older = await createTestPost(backend, { title: 'Older question' });
    tick();
    middle = await createTestPost(backend, { title: 'Middle question' });
    tick();
    newer = await createTestPost(backend, { title: 'Newer question' });
  });
  afterAll(async () => {
    jest.useRealTimers();
    await backend.stop();
  });

  it('starts at creation, newest first', async () => {
    expect(newer.lastActivity).toBe(newer.created);
    expect(await order('activity')).toEqual([newer.id, middle.id, older.id]);
  });

  it('moves a post up when it gets an answer, and not by edit time', async () => {
    const at = tick();
    const res = await backend
      .as(USERS.bob)
      .post(`/posts/${older.id}/answers`, { answer: 'Try this' });
    expect(res.status).toBe(201);
    expect((await read(older.id)).lastActivity).toBe(at);
    expect(await order('activity')).toEqual([older.id, newer.id, middle.id]);
    // Nobody edited a post: "updated" falls back to created, as before.
    expect(await order('updated')).toEqual([newer.id, middle.id, older.id]);
  });

  it('moves a post up when it gets a comment, on the post or an answer', async () => {
    const at = tick();
    const res = await backend
      .as(USERS.carol)
      .post(`/posts/${middle.id}/comments`, { content: 'Same here' });
    expect(res.status).toBe(201);
    expect((await read(middle.id)).lastActivity).toBe(at);
    expect(await order('activity')).toEqual([middle.id, older.id, newer.id]);

    const answer = (await read(older.id)).answers![0];
    const later = tick();
    await backend
      .as(USERS.carol)
      .post(`/posts/${older.id}/answers/${answer.id}/comments`, {
        content: 'Worked for me',
      });
    expect((await read(older.id)).lastActivity).toBe(later);
    expect(await order('activity')).toEqual([older.id, middle.id, newer.id]);
    expect(await order('updated')).toEqual([newer.id, middle.id, older.id]);
  });

  it('counts edits of the post, its answers and comments; not deletions', async () => {
    const edited = tick();
    await backend.as(USERS.alice).post(`/posts/${newer.id}`, {
      title: 'Newer question, edited',
      content: 'More details',
    });
    expect((await read(newer.id)).lastActivity).toBe(edited);
    expect(await order('activity')).toEqual([newer.id, older.id, middle.id]);
    expect((await order('updated'))[0]).toBe(newer.id);

    const [comment] = (await read(middle.id)).comments!;
    const commentEdited = tick();
    await backend
      .as(USERS.carol)
      .post(`/posts/${middle.id}/comments/${comment.id}`, {
        content: 'Same here, on 1.2',
      });
    expect((await read(middle.id)).lastActivity).toBe(commentEdited);

    const [answer] = (await read(older.id)).answers!;
    const answerEdited = tick();
    await backend
      .as(USERS.bob)
      .post(`/posts/${older.id}/answers/${answer.id}`, { answer: 'Try that' });
    expect((await read(older.id)).lastActivity).toBe(answerEdited);
    expect(await order('activity')).toEqual([older.id, middle.id, newer.id]);

    tick();
    await backend
      .as(USERS.carol)
      .delete(`/posts/${middle.id}/comments/${comment.id}`);
    expect((await read(middle.id)).lastActivity).toBe(commentEdited);
    // Ascending walks the same order back, ties broken by id.
    const res = await backend
      .as(USERS.alice)
      .post('/posts/query', { orderBy: 'activity', order: 'asc' });
    expect((res.body.posts as Post[]).map(p => p.id)).toEqual([
      newer.id,
      middle.id,
      older.id,
    ]);
  });
});
