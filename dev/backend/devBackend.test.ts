import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import knexFactory from 'knex';
import { parse } from 'yaml';
import { createBackend } from '@backstage/backend-defaults';
import { mockServices } from '@backstage/backend-test-utils';
import type { JsonObject } from '@backstage/types';
import { demoCatalogReady } from './demoCatalog';
import { devBackendFeatures } from './features';

/** A port nothing listens on, for the backend's own listener. */
async function freePort() {
  const server = createServer();
  await new Promise<void>(resolve => server.listen(0, resolve));
  const { port } = server.address() as { port: number };
  await new Promise(resolve => server.close(resolve));
  return port;
}

/** Drops the plugins' databases of a run on PostgreSQL. */
async function dropDatabases(pg: string, prefix: string) {
  const admin = knexFactory({ client: 'pg', connection: pg });
  try {
    const { rows } = await admin.raw(
      'SELECT datname FROM pg_database WHERE starts_with(datname, ?)',
      [prefix],
    );
    for (const { datname } of rows as { datname: string }[])
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [datname]);
  } finally {
    await admin.destroy();
  }
}

/**
 * The dev backend as `npm start` runs it (features.ts, app-config.yaml, in
 * development mode), on a free port and in-memory databases, or on fresh
 * PostgreSQL databases with `npm run test:pg` (every plugin's migrations,
 * the notifications backend's among them, run there). Stacks have
 * two sources there: the root router's error handler and the one Backstage
 * adds to every plugin's router; neither may reach a body (docs/api.md,
 * "Errors").
 */
describe('the dev backend', () => {
  const env = process.env.NODE_ENV;
  const backend = createBackend();
  let base: string;
  const pg = process.env.AGORA_TEST_PG;
  // Backstage names each plugin's database after this prefix.
  const prefix = `agora_dev_${randomBytes(4).toString('hex')}_`;

  beforeAll(async () => {
    process.env.NODE_ENV = 'development';
    const port = await freePort();
    base = `http://localhost:${port}`;
    const config = parse(
      readFileSync(join(__dirname, '../../app-config.yaml'), 'utf8'),
    );
    config.backend = {
      ...config.backend,
      baseUrl: base,
      listen: { port },
      database: pg
        ? { client: 'pg', connection: pg, prefix }
        : { client: 'better-sqlite3', connection: ':memory:' },
    };
    config.agora = { ...config.agora, seed: { enabled: false } };
    for (const feature of devBackendFeatures) backend.add(feature);
    backend.add(
      mockServices.rootConfig.factory({ data: config as JsonObject }),
    );
    backend.add(mockServices.rootLogger.factory({ level: 'none' }));
    await backend.start();
    // The dev policy judges groups: wait until the catalog has them.
    while (!(await demoCatalogReady(base)))
      await new Promise(resolve => setTimeout(resolve, 500));
  }, 120_000);
  afterAll(async () => {
    await backend.stop();
    if (pg) await dropDatabases(pg, prefix);
    process.env.NODE_ENV = env;
  });

  it.each([
    ['Agora', 'get', '/api/agora/posts/list/recent', 401],
    ['Agora', 'post', '/api/agora/posts/query', 401],
    ['the catalog', 'get', '/api/catalog/entities', 401],
    ['the permission backend', 'post', '/api/permission/authorize', 401],
    ['portal search', 'get', '/api/search/query', 401],
    ['the auth backend', 'get', '/api/auth/nope/refresh', 404],
  ] as const)(
    '%s: %s %s answers %s without a stack',
    async (_plugin, method, path, status) => {
      const res = await request(base)[method](path);
      expect(res.status).toBe(status);
      expect(res.type).toBe('application/json');
      expect(res.body.error).toEqual(
        expect.objectContaining({ message: expect.any(String) }),
      );
      expect(res.body.error).not.toHaveProperty('stack');
      expect(res.text).not.toContain(__dirname);
    },
  );

  /** A token of the "Act as" provider (devActAsProvider.ts) for `user`. */
  async function actAs(user: string) {
    const res = await request(base)
      .get('/api/auth/actAs/refresh')
      .query({ user })
      .set('x-requested-with', 'XMLHttpRequest');
    expect(res.status).toBe(200);
    return res.body.backstageIdentity;
  }

  it('signs in as a demo user through the catalog, groups included', async () => {
    const { identity } = await actAs('user:default/aisha.khan');
    expect(identity.userEntityRef).toBe('user:default/aisha.khan');
    expect(identity.ownershipEntityRefs).toContain('group:default/payments');
  });

  it.each([
    ['names no user', 'group:default/payments', 400],
    ['names a user the catalog does not have', 'user:default/nobody', 404],
  ])('refuses a sign-in that %s', async (_case, user, status) => {
    const res = await request(base)
      .get('/api/auth/actAs/refresh')
      .query({ user })
      .set('x-requested-with', 'XMLHttpRequest');
    expect(res.status).toBe(status);
  });

  it('runs the dev policy: a secret post is read by payments, not by Liam', async () => {
    const bearer = async (user: string) =>
      `Bearer ${(await actAs(user)).token}`;
    const maria = await bearer('user:default/maria.garcia');
    const created = await request(base)
      .post('/api/agora/posts')
      .set('authorization', maria)
      .send({
        type: 'question',
        title: 'Where is the ledger key?',
        content: 'Asking for the payments team, who rotate it.',
        tags: ['secret'],
      });
    expect(created.status).toBe(201);
    const read = async (user: string) =>
      request(base)
        .get(`/api/agora/posts/${created.body.id}`)
        .set('authorization', await bearer(user));
    expect((await read('user:default/liam.chen')).status).toBe(404);
    expect((await read('user:default/aisha.khan')).status).toBe(200);
    const permissions = async (user: string) =>
      (
        await request(base)
          .get('/api/agora/permissions')
          .set('authorization', await bearer(user))
      ).body;
    expect(await permissions('user:default/liam.chen')).toEqual(
      expect.objectContaining({ moderator: false, createPost: true }),
    );
    expect(await permissions('user:default/maria.garcia')).toEqual(
      expect.objectContaining({ moderator: true }),
    );
  });

  /**
   * Agora's notifications reach Backstage's notifications backend: it sends
   * them after the write, in the background, so they are polled for.
   */
  it("tells a question's author of a new answer through Backstage's notifications", async () => {
    const maria = `Bearer ${(await actAs('user:default/maria.garcia')).token}`;
    const liam = `Bearer ${(await actAs('user:default/liam.chen')).token}`;
    const question = await request(base)
      .post('/api/agora/posts')
      .set('authorization', maria)
      .send({
        type: 'question',
        title: 'Which port does the ledger listen on?',
        content: 'Asking for the notifications test.',
        tags: ['ledger'],
      });
    expect(question.status).toBe(201);
    const answer = await request(base)
      .post(`/api/agora/posts/${question.body.id}/answers`)
      .set('authorization', liam)
      .send({ answer: 'On 8443, behind the gateway.' });
    expect(answer.status).toBe(201);

    const link = `/agora/questions/${question.body.id}#answer_${answer.body.id}`;
    let notifications: { payload: Record<string, string>; origin: string }[] =
      [];
    for (let tries = 0; tries < 50; tries++) {
      const res = await request(base)
        .get('/api/notifications')
        .set('authorization', maria);
      expect(res.status).toBe(200);
      notifications = res.body.notifications;
      if (notifications.some(n => n.payload.link === link)) break;
      await new Promise(resolve => setTimeout(resolve, 200));
    }
    expect(notifications).toContainEqual(
      expect.objectContaining({
        origin: 'plugin:agora',
        payload: expect.objectContaining({
          title: expect.stringContaining('answered'),
          topic: 'New answers to your questions',
          link,
        }),
      }),
    );
    const status = await request(base)
      .get('/api/notifications/status')
      .set('authorization', maria);
    expect(status.body.unread).toBeGreaterThanOrEqual(1);
  });

  /** Polls `user`'s notifications until one links to `link` (or gives up). */
  async function notificationLinked(bearer: string, link: string) {
    for (let tries = 0; tries < 50; tries++) {
      const res = await request(base)
        .get('/api/notifications')
        .set('authorization', bearer);
      const found = (
        res.body.notifications as { payload: Record<string, string> }[]
      ).find(n => n.payload.link === link);
      if (found) return found;
      await new Promise(resolve => setTimeout(resolve, 200));
    }
    return undefined;
  }

  /**
   * Under the dev policy, a group mention reaches the group's members who
   * may read the post, and nobody hears of a post the policy hides.
   */
  it('tells a mentioned group whom the policy lets read the post, and nobody else', async () => {
    const bearer = async (user: string) =>
      `Bearer ${(await actAs(user)).token}`;
    const aisha = await bearer('user:default/aisha.khan');
    const noah = await bearer('user:default/noah.williams');
    const liam = await bearer('user:default/liam.chen');
    // Each has used Agora, so the policy has judged them.
    for (const user of [aisha, noah, liam])
      expect(
        (
          await request(base)
            .get('/api/agora/permissions')
            .set('authorization', user)
        ).status,
      ).toBe(200);
    const secret = await request(base)
      .post('/api/agora/posts')
      .set('authorization', aisha)
      .send({
        type: 'question',
        title: 'Who holds the card vault keys this quarter?',
        content: 'cc @group:default/payments and @user:default/liam.chen',
        tags: ['secret'],
      });
    expect(secret.status).toBe(201);
    const link = `/agora/questions/${secret.body.id}`;
    // Noah is in payments and reads `secret` posts.
    expect(await notificationLinked(noah, link)).toMatchObject({
      payload: { topic: 'Mentions of you and your groups' },
    });
    // Liam may not read them: named or not, he is not told. (People are
    // sent to before groups, so his would have arrived before Noah's.)
    const res = await request(base)
      .get('/api/notifications')
      .set('authorization', liam);
    expect(
      (res.body.notifications as { payload: { link: string } }[]).map(
        n => n.payload.link,
      ),
    ).not.toContain(link);
  });

  /**
   * Someone who never used Agora has no recorded decision: a mention tells
   * them only that they were mentioned, with the link (issue 42, item 6),
   * in person or as a member of a mentioned group.
   */
  it('tells people who never used Agora only that they were mentioned', async () => {
    const liam = `Bearer ${(await actAs('user:default/liam.chen')).token}`;
    const kenji = `Bearer ${(await actAs('user:default/kenji.tanaka')).token}`;
    const emma = `Bearer ${(await actAs('user:default/emma.johansson')).token}`;
    const question = await request(base)
      .post('/api/agora/posts')
      .set('authorization', liam)
      .send({
        type: 'question',
        title: 'Who reviews the release notes of the mobile app?',
        content: 'cc @user:default/kenji.tanaka and @group:default/mobile',
        tags: [],
      });
    expect(question.status).toBe(201);
    const link = `/agora/questions/${question.body.id}`;
    const minimal = {
      title: 'You were mentioned in Agora',
      description: 'Open it to see where, if you may read it.',
      link,
      topic: 'Mentions of you and your groups',
    };
    for (const user of [kenji, emma]) {
      const told = await notificationLinked(user, link);
      expect(told?.payload).toMatchObject(minimal);
      expect(JSON.stringify(told)).not.toMatch(/release notes|liam/i);
    }
    // Kenji, in person and in the group, is told once.
    const res = await request(base)
      .get('/api/notifications')
      .set('authorization', kenji);
    expect(
      (res.body.notifications as { payload: { link: string } }[]).filter(
        n => n.payload.link === link,
      ),
    ).toHaveLength(1);
  });

  /**
   * The status a WebSocket handshake to signals-backend gets. Signals only
   * listens for upgrades after it saw one as a plain request through the
   * root router, as the browser's first attempt is (its client gives up
   * after a second and tries again), so a quiet attempt counts as `null`.
   */
  function signalsHandshake(token: string) {
    return new Promise<number | null>(resolve => {
      const req = httpRequest(`${base}/api/signals`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': randomBytes(16).toString('base64'),
          'sec-websocket-protocol': token,
        },
        timeout: 1000,
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? null);
      });
      req.on('response', res => {
        res.resume();
        resolve(res.statusCode ?? null);
      });
      req.on('timeout', () => {
        req.destroy();
        resolve(null);
      });
      req.on('error', () => resolve(null));
      req.end();
    });
  }

  it('lets WebSocket upgrades through the dev root router to signals', async () => {
    const { token } = await actAs('user:default/maria.garcia');
    let status: number | null = null;
    for (let tries = 0; tries < 3 && status === null; tries++)
      status = await signalsHandshake(token);
    expect(status).toBe(101);
  });
});
