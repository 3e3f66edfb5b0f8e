import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';

const PAYMENTS = 'component:default/payments';
const enc = encodeURIComponent;

describe('entities routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend();
    await createTestPost(backend, {
      entities: [PAYMENTS, 'system:default/shop'],
    });
    await createTestPost(backend, { type: 'article', entities: [PAYMENTS] });
  });
  afterAll(() => backend.stop());

  it('lists referenced and followed entities with counts and a stable id', async () => {
    await backend
      .as(USERS.bob)
      .put(`/entities/follow/${enc('group:default/sre')}`);
    const res = await backend.as(USERS.bob).get('/entities');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.entities[0]).toMatchObject({
      entityRef: PAYMENTS,
      postsCount: 2,
      questionsCount: 1,
      articlesCount: 1,
      linksCount: 0,
      followerCount: 0,
    });
    const sre = res.body.entities.find(
      (e: any) => e.entityRef === 'group:default/sre',
    );
    expect(sre).toMatchObject({ postsCount: 0, followerCount: 1 });
    const again = await backend
      .as(USERS.alice)
      .get('/entities?searchQuery=PAY');
    expect(again.body).toMatchObject({
      total: 1,
      entities: [{ id: res.body.entities[0].id }],
    });
    const page = await backend
      .as(USERS.alice)
      .get('/entities?orderBy=entityRef&order=asc&limit=1&offset=1');
    expect(page.body.entities.map((e: any) => e.entityRef)).toEqual([
      'group:default/sre',
    ]);
    expect(page.body.total).toBe(3);
  });

  it('reads one entity by its URL-encoded ref; unknown or malformed refs fail as JSON', async () => {
    const res = await backend.as(USERS.bob).get(`/entities/${enc(PAYMENTS)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entityRef: PAYMENTS, postsCount: 2 });
    const missing = await backend
      .as(USERS.bob)
      .get(`/entities/${enc('component:default/nope')}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toBe('Entity not found');
    const bad = await backend
      .as(USERS.bob)
      .get(`/entities/${enc('not a ref')}`);
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ errors: [{ message: 'Entity not found' }] });
  });

  it('answers the entities that have posts with their post counts', async () => {
    const res = await backend.as(USERS.bob).get('/entities/links');
    expect(res.body).toEqual({
      entities: [
        { entityRef: PAYMENTS, count: 2 },
        { entityRef: 'system:default/shop', count: 1 },
      ],
    });
  });

  it('follows and unfollows entities per user', async () => {
    expect(
      (await backend.as(USERS.carol).put(`/entities/follow/${enc(PAYMENTS)}`))
        .status,
    ).toBe(204);
    expect(
      (await backend.as(USERS.carol).get('/entities/followed')).body,
    ).toEqual({
      entityRefs: [PAYMENTS],
      count: 1,
    });
    expect(
      (await backend.as(USERS.alice).get('/entities/followed')).body.count,
    ).toBe(0);
    expect(
      (
        await backend
          .as(USERS.carol)
          .delete(`/entities/follow/${enc(PAYMENTS)}`)
      ).status,
    ).toBe(204);
    expect(
      (await backend.as(USERS.carol).get('/entities/followed')).body.count,
    ).toBe(0);
    expect(
      (await backend.as(USERS.carol).put('/entities/follow/nope')).status,
    ).toBe(404);
  });
});
