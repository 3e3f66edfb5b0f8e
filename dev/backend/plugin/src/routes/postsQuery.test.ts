import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import type { Post } from '@agora/contract';

const ids = (body: { posts: Post[] }) =>
  body.posts.map(p => p.id).sort((a, b) => a - b);
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86400_000).toISOString().slice(0, 10);

describe('posts queries', () => {
  let backend: AgoraTestBackend;
  let p1: Post;
  let p2: Post;
  let p3: Post;
  let p4: Post;
  let p5: Post;
  const query = (body: object, user: string = USERS.alice) =>
    backend.as(user).post('/posts/query', body);

  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    p1 = await createTestPost(backend, {
      title: 'Deploying Kubernetes clusters',
      content: 'Use helm charts',
      tags: ['k8s', 'helm'],
    });
    p2 = await createTestPost(
      backend,
      {
        type: 'article',
        title: 'Kafka streams intro',
        content: 'Streams and kubernetes operators',
        tags: ['kafka'],
        entities: ['component:default/payments'],
      },
      USERS.bob,
    );
    p3 = await createTestPost(
      backend,
      {
        type: 'link',
        title: 'Helm docs',
        content: '',
        url: 'https://helm.sh',
        tags: ['helm', 'docs'],
      },
      USERS.bob,
    );
    p4 = await createTestPost(
      backend,
      {
        title: 'Question about salaries',
        content: 'private',
        anonymous: true,
        tags: ['hr'],
      },
      USERS.carol,
    );
    p5 = await createTestPost(backend, {
      title: 'Terraform state',
      content: 'remote backends',
      entities: ['component:default/payments', 'system:default/infra'],
    });
    await backend
      .as(USERS.bob)
      .post(`/posts/${p1.id}/answers`, { answer: 'Try kubectl' });
    await backend.as(USERS.alice).get(`/posts/${p2.id}/upvote`);
  });
  afterAll(() => backend.stop());

  describe('searchQuery', () => {
    it.each([
      ['kubernetes', () => [p1.id, p2.id]],
      ['KUBE', () => [p1.id, p2.id]],
      ['kubernetes helm', () => [p1.id]],
      ['k8s', () => [p1.id]],
      ['docs helm', () => [p3.id]],
      ['!!!', () => []],
    ])(
      '"%s" needs every word in the title, content or a tag',
      async (searchQuery, expected) => {
        const res = await query({ searchQuery });
        expect(res.status).toBe(200);
        expect(ids(res.body)).toEqual(expected());
        expect(res.body.total).toBe(expected().length);
        expect(res.body.search).toBeUndefined();
      },
    );

    it('lists posts with some of the words when none has them all, and says so', async () => {
      const res = await query({ searchQuery: 'kubernetes nothere' });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([p1.id, p2.id]);
      expect(res.body.search).toEqual({ someWords: true });
    });

    it('refuses the best-match order without a search', async () => {
      const res = await query({ orderBy: 'relevance' });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        path: 'orderBy',
        message: 'orderBy relevance needs a searchQuery',
      });
    });

    it('reindexes a post when it is edited', async () => {
      await backend.as(USERS.alice).post(`/posts/${p5.id}`, {
        title: 'Terraform state',
        content: 'remote backends in opentofu',
        entities: ['component:default/payments', 'system:default/infra'],
      });
      expect(ids((await query({ searchQuery: 'opentofu' })).body)).toEqual([
        p5.id,
      ]);
    });
  });

  describe('filters', () => {
    it('filters by tags with and/or relations, also in index form on GET', async () => {
      expect(ids((await query({ tags: ['helm'] })).body)).toEqual([
        p1.id,
        p3.id,
      ]);
      expect(ids((await query({ tags: ['helm', 'k8s'] })).body)).toEqual([
        p1.id,
      ]);
      expect(
        ids((await query({ tags: ['helm', 'k8s'], tagsRelation: 'or' })).body),
      ).toEqual([p1.id, p3.id]);
      const indexForm = await backend
        .as()
        .get('/posts/list/question?tags[0]=helm');
      expect(ids(indexForm.body)).toEqual([p1.id]);
    });

    it('filters by entities with and/or relations', async () => {
      const both = ['component:default/payments', 'system:default/infra'];
      expect(ids((await query({ entities: both })).body)).toEqual([p5.id]);
      expect(
        ids((await query({ entities: both, entitiesRelation: 'or' })).body),
      ).toEqual([p2.id, p5.id]);
    });

    it('filters by type, answers, correct answers and votes', async () => {
      expect(ids((await query({ type: 'article' })).body)).toEqual([p2.id]);
      expect(
        ids((await query({ type: 'question', noAnswers: 'true' })).body),
      ).toEqual([p4.id, p5.id]);
      expect(
        ids((await query({ type: 'question', noCorrectAnswer: true })).body),
      ).toEqual([p1.id, p4.id, p5.id]);
      expect(ids((await query({ noVotes: true })).body)).not.toContain(p2.id);
      expect((await query({ noVotes: true })).body.total).toBe(4);
    });

    it('filters by whole UTC days', async () => {
      expect((await query({ fromDate: today, toDate: today })).body.total).toBe(
        5,
      );
      expect((await query({ toDate: yesterday })).body.total).toBe(0);
      const bad = await query({ fromDate: '2024-02-30' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('fromDate');
    });
  });

  describe('pages and order', () => {
    it('reports the total of all matching posts, not the page length', async () => {
      const first = await query({
        limit: '2',
        offset: 0,
        orderBy: 'title',
        order: 'asc',
      });
      expect(first.body.posts.map((p: Post) => p.title)).toEqual([
        'Deploying Kubernetes clusters',
        'Helm docs',
      ]);
      expect(first.body.total).toBe(5);
      const last = await query({
        limit: 2,
        offset: 4,
        orderBy: 'title',
        order: 'asc',
      });
      expect(last.body.posts.map((p: Post) => p.title)).toEqual([
        'Terraform state',
      ]);
      expect(last.body.total).toBe(5);
    });

    it('orders by score and answers', async () => {
      expect((await query({ orderBy: 'score' })).body.posts[0].id).toBe(p2.id);
      expect((await query({ orderBy: 'answersCount' })).body.posts[0].id).toBe(
        p1.id,
      );
    });

    it('orders by clicks, counting one click per person', async () => {
      // One person's clicks only: two people's would make p3 hot, and the
      // hot list test below counts on p3 being untouched.
      await backend.as(USERS.alice).put(`/posts/${p3.id}/click`);
      await backend.as(USERS.alice).put(`/posts/${p3.id}/click`);
      const most = (await query({ orderBy: 'clicks' })).body.posts;
      expect(most[0]).toMatchObject({ id: p3.id, clicks: 1 });
      const least = (await query({ orderBy: 'clicks', order: 'asc' })).body
        .posts;
      expect(least.at(-1).id).toBe(p3.id);
    });

    it('refuses bad limits, orders and rank without a collection', async () => {
      const tooMany = await backend.as().get('/posts/list/recent?limit=101');
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({
        type: 'query',
        errors: [{ path: 'limit' }],
      });
      expect((await query({ orderBy: 'random' })).status).toBe(400);
      expect((await query({ orderBy: 'rank' })).status).toBe(400);
      expect((await backend.as().get('/posts/list/everything')).status).toBe(
        404,
      );
    });

    it('orders a collection by rank', async () => {
      const created = await backend
        .as(USERS.alice)
        .post('/collections', { title: 'Reading' });
      await backend
        .as(USERS.alice)
        .post(`/collections/${created.body.id}/posts`, { postId: p3.id });
      await backend
        .as(USERS.alice)
        .post(`/collections/${created.body.id}/posts`, { postId: p1.id });
      const res = await query({
        collectionId: created.body.id,
        orderBy: 'rank',
      });
      expect(res.body.posts.map((p: Post) => p.id)).toEqual([p3.id, p1.id]);
      expect(res.body.total).toBe(2);
    });
  });

  describe('preset lists', () => {
    it('hot sorts active posts by the trend score and leaves out untouched new ones', async () => {
      const res = await backend.as().get('/posts/list/hot');
      // p1 has an answer, p2 a vote; p3-p5 are as new and quiet as p1 and p2
      // were, and their recency weight alone no longer makes them hot.
      expect(res.body.posts.map((p: Post) => p.id)).toEqual([p1.id, p2.id]);
      expect(res.body.total).toBe(2);
      const trends = res.body.posts.map((p: Post) => p.trend);
      expect([...trends].sort((a, b) => b - a)).toEqual(trends);
      // The plain trend sort still lists every post.
      expect((await query({ orderBy: 'trend' })).body.total).toBe(5);
    });

    it('unanswered, incorrect, own and type lists', async () => {
      expect(
        ids((await backend.as().get('/posts/list/unanswered')).body),
      ).toEqual([p4.id, p5.id]);
      expect(
        ids((await backend.as().get('/posts/list/incorrect')).body),
      ).toEqual([p1.id, p4.id, p5.id]);
      expect(
        ids((await backend.as(USERS.bob).get('/posts/list/own')).body),
      ).toEqual([p2.id, p3.id]);
      expect(ids((await backend.as().get('/posts/list/link')).body)).toEqual([
        p3.id,
      ]);
    });

    it('followed lists posts in followed tags', async () => {
      expect(
        (await backend.as(USERS.carol).get('/posts/list/followed')).body.total,
      ).toBe(0);
      await backend.as(USERS.carol).put('/tags/follow/kafka');
      expect(
        ids((await backend.as(USERS.carol).get('/posts/list/followed')).body),
      ).toEqual([p2.id]);
    });
  });
});
