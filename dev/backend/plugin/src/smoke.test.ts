import request from 'supertest';
import { mockCredentials } from '@backstage/backend-test-utils';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from './testing/startAgoraTestBackend';
import { AuthorizeResult } from '@backstage/plugin-permission-common';
import { DEV_IDENTITY_HEADER } from './service/identity';
import { permissionsWithPolicy } from './testing/testPolicy';

describe('agora backend', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  it('answers a path parameter that is no valid percent-encoding with the JSON 404 of an unknown resource', async () => {
    for (const path of ['/posts/%ff', '/tags/%E0%A4%A', '/entities/%zz']) {
      const res = await backend.as(USERS.alice).get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { errors: [{ message: 'Not found' }] },
      });
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await backend.as().get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ message: 'Not found' }] });
  });

  it('answers health checks without credentials', async () => {
    const res = await request(backend.server).get('/api/agora/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('refuses invalid credentials with a JSON 401', async () => {
    const res = await request(backend.server)
      .get('/api/agora/posts/list/recent')
      .set('authorization', mockCredentials.user.invalidHeader());
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('answers malformed JSON bodies with a 400 JSON body, not a 500', async () => {
    const res = await backend
      .as()
      .raw('post', '/posts')
      .set('content-type', 'application/json')
      .send('{"title": ');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
  });
});

describe('agora backend without agora.devIdentity', () => {
  it('ignores the dev identity header and uses the signed-in user', async () => {
    const backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config: { agora: { devIdentity: false } },
    });
    try {
      const res = await request(backend.server)
        .post('/api/agora/posts')
        .set(DEV_IDENTITY_HEADER, USERS.moderator)
        .set('authorization', mockCredentials.user.header(USERS.bob))
        .send({ type: 'question', title: 'Who am I?', content: 'x' });
      expect(res.status).toBe(201);
      expect(res.body.author).toBe(USERS.bob);
      // The header did not grant the moderator's rights either.
      const deleted = await request(backend.server)
        .post('/api/agora/posts/query')
        .set(DEV_IDENTITY_HEADER, USERS.moderator)
        .set('authorization', mockCredentials.user.header(USERS.bob))
        .send({ status: 'deleted' });
      expect(deleted.status).toBe(403);
    } finally {
      await backend.stop();
    }
  });
});

describe('agora backend without agora.seed.enabled', () => {
  it('seeds nothing: a real installation that leaves the key out starts empty', async () => {
    // `seed: {}` leaves `enabled` unset (the test default sets it false).
    const backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config: { agora: { seed: {} } },
    });
    try {
      const posts = await backend.as().get('/posts/list/recent');
      expect(posts.status).toBe(200);
      expect(posts.body.total).toBe(0);
      const tags = await backend.as().get('/tags');
      expect(tags.body.total).toBe(0);
    } finally {
      await backend.stop();
    }
  });
});

describe('agora backend with agora.devIdentity', () => {
  const post = (backend: AgoraTestBackend, authorization: string) =>
    request(backend.server)
      .post('/api/agora/posts')
      .set(DEV_IDENTITY_HEADER, USERS.alice)
      .set('authorization', authorization)
      .send({ type: 'question', title: 'Who am I?', content: 'x' });

  it('lets the header act on top of a user credential, never a service credential', async () => {
    const backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    try {
      const asUser = await post(
        backend,
        mockCredentials.user.header(USERS.bob),
      );
      expect(asUser.status).toBe(201);
      expect(asUser.body.author).toBe(USERS.alice);

      const asService = await post(backend, mockCredentials.service.header());
      expect(asService.status).toBe(403);
      expect(asService.body.errors).toHaveLength(1);
      const list = await backend.as(USERS.alice).post('/posts/query', {});
      expect(list.body.total).toBe(1);
    } finally {
      await backend.stop();
    }
  });

  it('refuses a header that is no user ref with a 400, instead of acting as the signed-in user', async () => {
    const backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    try {
      for (const value of [
        'user:default/',
        'group:default/payments',
        'noah.williams',
        `user:default/${'a'.repeat(300)}`,
        '',
      ]) {
        const res = await request(backend.server)
          .get('/api/agora/posts/list/recent')
          .set(DEV_IDENTITY_HEADER, value)
          .set('authorization', mockCredentials.user.header(USERS.bob));
        expect({ value, status: res.status }).toEqual({ value, status: 400 });
        expect(res.body.errors[0].message).toBe(
          'x-agora-user must be a user ref like user:default/jane, at most 255 characters',
        );
      }
      // A ref without its namespace is the default namespace's, as everywhere.
      const short = await request(backend.server)
        .post('/api/agora/posts')
        .set(DEV_IDENTITY_HEADER, 'user:Noah.Williams')
        .set('authorization', mockCredentials.user.header(USERS.bob))
        .send({ type: 'question', title: 'Who am I now?', content: 'x' });
      expect(short.status).toBe(201);
      expect(short.body.author).toBe('user:default/noah.williams');
    } finally {
      await backend.stop();
    }
  });

  it('refuses the header under the permission framework, whose policy judges the credentials', async () => {
    const backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config: { permission: { enabled: true } },
      features: [
        permissionsWithPolicy(() => ({ result: AuthorizeResult.ALLOW })),
      ],
    });
    try {
      const res = await post(backend, mockCredentials.user.header(USERS.bob));
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toMatch(/not honoured/);
      // The same request without the header is the signed-in user's.
      const own = await request(backend.server)
        .post('/api/agora/posts')
        .set('authorization', mockCredentials.user.header(USERS.bob))
        .send({ type: 'question', title: 'Who am I?', content: 'x' });
      expect(own.status).toBe(201);
      expect(own.body.author).toBe(USERS.bob);
    } finally {
      await backend.stop();
    }
  });

  it('ignores the header when the backend runs in production', async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let backend: AgoraTestBackend | undefined;
    try {
      backend = await startAgoraTestBackend(SHORT_QUESTIONS);
      const res = await post(backend, mockCredentials.user.header(USERS.bob));
      expect(res.status).toBe(201);
      expect(res.body.author).toBe(USERS.bob);
    } finally {
      process.env.NODE_ENV = nodeEnv;
      await backend?.stop();
    }
  });
});
