import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import type { Post } from '@agora/contract';

/**
 * Input the database cannot hold (ids past a 32-bit integer, days outside
 * what a timestamp can shift) must be refused before it reaches the
 * database: on PostgreSQL it would otherwise fail there with a 500.
 */
const HUGE = 3_000_000_000;

describe('input bounds', () => {
  let backend: AgoraTestBackend;
  let post: Post;
  let collectionId: number;

  beforeAll(async () => {
    backend = await startAgoraTestBackend();
    post = await createTestPost(backend, { tags: ['bounds'] });
    const col = await backend
      .as(USERS.alice)
      .post('/collections', { title: 'Bounds' });
    collectionId = col.body.id;
  });
  afterAll(() => backend.stop());

  it.each([
    [`/posts/${HUGE}`, 'Post not found'],
    [`/posts/-1`, 'Post not found'],
    [`/posts/1.5`, 'Post not found'],
    [`/posts/1/answers/${HUGE}`, 'Answer not found'],
    [`/collections/${HUGE}`, 'Collection not found'],
    [`/tags/${HUGE}`, 'Tag not found'],
    [`/templates/${HUGE}`, 'Template not found'],
    ['/posts/list/nope', 'List not found'],
    ['/statistics/user/not-a-ref', 'User not found'],
  ])('GET %s answers 404 %s', async (path, message) => {
    const res = await backend.as(USERS.bob).get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ message }] });
  });

  it('answers 404 for malformed refs in writes too', async () => {
    const res = await backend.as(USERS.bob).put('/users/follow/not-a-ref');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ message: 'User not found' }] });
  });

  it('refuses out-of-range ids in bodies and queries with a 400 errors body', async () => {
    const refusals = [
      await backend
        .as(USERS.alice)
        .post(`/collections/${collectionId}/posts`, { postId: HUGE }),
      await backend.as(USERS.alice).post(`/collections/${collectionId}/rank`, {
        postId: HUGE,
        rank: 'up',
      }),
      await backend
        .as(USERS.alice)
        .post('/posts/query', { collectionId: HUGE }),
      await backend
        .as(USERS.alice)
        .get(`/posts/list/recent?collectionId=${HUGE}`),
      await backend.as(USERS.alice).post('/answers/query', { postId: HUGE }),
      await backend.as(USERS.alice).post(`/posts/${post.id}`, {
        title: 'T',
        content: 'C',
        images: [HUGE],
      }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Invalid id provided');
    }
  });

  it.each([
    ['/posts/query', { fromDate: '0000-01-01' }, 'fromDate'],
    ['/posts/query', { toDate: '9999-12-31' }, 'toDate'],
    ['/posts/query', { toDate: '2024-02-30' }, 'toDate'],
    ['/posts/query', { fromDate: '2024-13-01' }, 'fromDate'],
    ['/answers/query', { fromDate: '0000-01-01' }, 'fromDate'],
    ['/answers/query', { toDate: '9999-12-31' }, 'toDate'],
  ])('POST %s %j answers 400 on %s', async (path, body, field) => {
    const res = await backend.as(USERS.alice).post(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'body', errors: [{ path: field }] });
  });

  it('still accepts the edges of the date range', async () => {
    const res = await backend
      .as(USERS.alice)
      .post('/posts/query', { fromDate: '1970-01-01', toDate: '9998-12-31' });
    expect(res.status).toBe(200);
    expect(res.body.posts.map((p: Post) => p.id)).toContain(post.id);
    const answers = await backend
      .as(USERS.alice)
      .post('/answers/query', { fromDate: '1970-01-01', toDate: '9998-12-31' });
    expect(answers.status).toBe(200);
  });

  it('refuses lists longer than 100 values', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => `tag${i}`);
    for (const res of [
      await backend.as(USERS.alice).post('/posts/query', { tags: many }),
      await backend
        .as(USERS.alice)
        .post('/posts/query', { entities: many.map(t => `component:${t}`) }),
      await backend.as(USERS.alice).post('/posts', {
        type: 'question',
        title: 'T',
        content: 'C',
        images: many.map((_, i) => i + 1),
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('At most 100 values');
    }
  });

  it('refuses huge offsets and limits instead of passing them to the database', async () => {
    for (const res of [
      await backend.as(USERS.alice).post('/posts/query', { offset: 1e19 }),
      await backend.as(USERS.alice).post('/answers/query', { offset: HUGE }),
      await backend.as(USERS.alice).get(`/tags?offset=${HUGE}`),
      await backend.as(USERS.alice).post('/collections/query', { limit: 1e10 }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });
});
