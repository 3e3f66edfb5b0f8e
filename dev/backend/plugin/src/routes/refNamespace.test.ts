import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';

const enc = encodeURIComponent;
const LIAM = 'user:default/liam.chen';
const PAYMENTS = 'component:default/payments-api';

/**
 * A ref without a namespace names the entity in `default`, as in Backstage:
 * `user:liam.chen` is `user:default/liam.chen` wherever a ref comes in
 * (docs/api.md, "Refs").
 */
describe('refs without a namespace', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  it('following user:liam.chen and user:default/liam.chen is one follow, one follower', async () => {
    const bob = backend.as(USERS.bob);
    expect(
      (await bob.put(`/users/follow/${enc('user:liam.chen')}`)).status,
    ).toBe(204);
    expect((await bob.put(`/users/follow/${enc(LIAM)}`)).status).toBe(204);
    expect(
      (await bob.put(`/users/follow/${enc('User:Liam.Chen')}`)).status,
    ).toBe(204);
    const followed = await bob.get('/users/followed');
    expect(followed.body).toEqual({ followedUserRefs: [LIAM], count: 1 });
    const users = await bob.get(`/users?searchQuery=liam`);
    expect(users.body.users).toEqual([
      expect.objectContaining({ userRef: LIAM, totalFollowers: 1 }),
    ]);
    const stats = await bob.get(`/statistics/user/${enc('user:liam.chen')}`);
    expect(stats.status).toBe(200);
    expect(stats.body.summary).toMatchObject({ totalFollowers: 1 });
    // Unfollowing by the short ref ends the one follow.
    expect(
      (await bob.delete(`/users/follow/${enc('user:liam.chen')}`)).status,
    ).toBe(204);
    expect((await bob.get('/users/followed')).body.count).toBe(0);
  });

  it('user:alice following user:alice is following herself', async () => {
    const res = await backend
      .as(USERS.alice)
      .put(`/users/follow/${enc('user:alice')}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { message: 'You cannot follow yourself', path: 'ref' },
    ]);
  });

  it('a post about component:payments-api is found by component:default/payments-api', async () => {
    const post = await createTestPost(backend, {
      title: 'Payments API timeouts',
      entities: ['component:payments-api', PAYMENTS],
    });
    expect(post.entities).toEqual([PAYMENTS]);
    for (const entities of [
      [PAYMENTS],
      ['component:payments-api'],
      ['Component:Payments-API'],
    ]) {
      const found = await backend
        .as(USERS.bob)
        .post('/posts/query', { entities });
      expect({
        entities,
        ids: found.body.posts.map((p: { id: number }) => p.id),
      }).toEqual({
        entities,
        ids: [post.id],
      });
    }
    const listed = await backend
      .as(USERS.bob)
      .get(`/posts/list/recent?entities=${enc('component:payments-api')}`);
    expect(listed.body.total).toBe(1);
    const entity = await backend
      .as(USERS.bob)
      .get(`/entities/${enc('component:payments-api')}`);
    expect(entity.body).toMatchObject({ entityRef: PAYMENTS, postsCount: 1 });
    const updated = await backend.as(USERS.alice).post(`/posts/${post.id}`, {
      title: post.title,
      content: post.content,
      entities: ['api:payments'],
    });
    expect(updated.body.entities).toEqual(['api:default/payments']);
  });

  it('following an entity by either form is one follow', async () => {
    const carol = backend.as(USERS.carol);
    await carol.put(`/entities/follow/${enc('system:checkout')}`);
    await carol.put(`/entities/follow/${enc('system:default/checkout')}`);
    expect((await carol.get('/entities/followed')).body).toEqual({
      entityRefs: ['system:default/checkout'],
      count: 1,
    });
    await carol.delete(`/entities/follow/${enc('system:checkout')}`);
    expect((await carol.get('/entities/followed')).body.count).toBe(0);
  });

  it('completes author and owner filters', async () => {
    const post = await createTestPost(
      backend,
      { title: 'By carol' },
      USERS.carol,
    );
    await backend
      .as(USERS.bob)
      .post(`/posts/${post.id}/answers`, { answer: 'By bob' });
    await backend
      .as(USERS.carol)
      .post('/collections', { title: 'Carol reads' });
    const bob = backend.as(USERS.bob);
    const posts = await bob.post('/posts/query', { author: 'user:carol' });
    expect(posts.body.posts.map((p: { id: number }) => p.id)).toEqual([
      post.id,
    ]);
    const answers = await bob.post('/answers/query', { author: 'user:bob' });
    expect(answers.body.total).toBe(1);
    const collections = await bob.post('/collections/query', {
      owner: 'user:carol',
    });
    expect(
      collections.body.collections.map((c: { title: string }) => c.title),
    ).toEqual(['Carol reads']);
    const users = await bob.get(`/users?searchRefs=${enc('user:carol')}`);
    expect(
      users.body.users.map((u: { userRef: string }) => u.userRef),
    ).toContain(USERS.carol);
  });

  it('completes tag experts and template entities', async () => {
    const mod = backend.as(USERS.moderator);
    const tag = await mod.put('/tags', {
      tag: 'namespaces',
      experts: ['user:bob', USERS.bob],
    });
    expect(tag.body.experts).toEqual([USERS.bob]);
    const template = await mod.post('/templates', {
      title: 'Incident',
      entities: ['component:payments-api', PAYMENTS],
    });
    expect(template.body.entities).toEqual([PAYMENTS]);
  });
});
