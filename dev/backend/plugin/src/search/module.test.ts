import request from 'supertest';
import { mockCredentials, mockServices } from '@backstage/backend-test-utils';
import type { RegisterCollatorParameters } from '@backstage/plugin-search-backend-node';
import { searchIndexRegistryExtensionPoint } from '@backstage/plugin-search-backend-node/alpha';
import type { AgoraSearchDocument, Collection } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { AgoraCollatorFactory } from './collator';
import {
  agoraSearchModule,
  DEFAULT_AGORA_SCHEDULE,
  readAgoraCollatorConfig,
} from './module';

async function collate(factory: AgoraCollatorFactory) {
  const documents: AgoraSearchDocument[] = [];
  for await (const document of await factory.getCollator()) {
    documents.push(document);
  }
  return documents;
}

describe('agoraSearchModule', () => {
  let backend: AgoraTestBackend;
  const registered: RegisterCollatorParameters[] = [];

  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config: {
        search: {
          collators: {
            agora: {
              basePath: '/qa/',
              schedule: { frequency: { hours: 1 }, timeout: { minutes: 5 } },
            },
          },
        },
      },
      features: [agoraSearchModule],
      extensionPoints: [
        [
          searchIndexRegistryExtensionPoint,
          {
            addCollator: (options: RegisterCollatorParameters) =>
              registered.push(options),
          },
        ],
      ],
    });
  });
  afterAll(() => backend.stop());

  const service = () =>
    mockCredentials.service.header({
      onBehalfOf: mockCredentials.service('plugin:search'),
      targetPluginId: 'agora',
    });

  it('registers one collator of type agora with the search plugin', () => {
    expect(registered).toHaveLength(1);
    expect(registered[0].factory.type).toBe('agora');
    // The search backend filters results with it per reader.
    expect(registered[0].factory.visibilityPermission?.name).toBe(
      'agora.post.read',
    );
    expect(typeof registered[0].schedule.run).toBe('function');
  });

  it('collates active posts and collections, masking anonymous authors, as the search service', async () => {
    const question = await createTestPost(backend, {
      title: 'How do I rotate **keys**?',
      content: 'Use the `vault` CLI, see [docs](https://example.com).',
      tags: ['security'],
    });
    const secret = await createTestPost(
      backend,
      { title: 'Is my team overloaded?', anonymous: true },
      USERS.bob,
    );
    const article = await createTestPost(
      backend,
      { type: 'article', title: 'Our release train', content: '# Trains' },
      USERS.carol,
    );
    const gone = await createTestPost(backend, { title: 'Deleted soon' });
    expect(
      (await backend.as().delete(`/posts/${gone.id}`, { reason: 'dup' }))
        .status,
    ).toBe(204);
    const collection = (
      await backend.as(USERS.carol).post('/collections', {
        title: 'Onboarding',
        description: '*Start* here',
      })
    ).body as Collection;
    await backend
      .as(USERS.carol)
      .post(`/collections/${collection.id}/posts`, { postId: article.id });

    const documents = await collate(
      registered[0].factory as AgoraCollatorFactory,
    );

    expect(documents).toEqual([
      {
        title: 'How do I rotate **keys**?',
        text: 'Use the vault CLI, see docs.',
        location: `/qa/questions/${question.id}`,
        kind: 'question',
        created: question.created,
        author: USERS.alice,
        score: 0,
        answersCount: 0,
        views: 0,
        tags: ['security'],
        authorization: { resourceRef: `agora-post:${question.id}` },
      },
      expect.objectContaining({
        location: `/qa/questions/${secret.id}`,
        author: 'anonymous',
        authorization: { resourceRef: `agora-post:${secret.id}` },
      }),
      expect.objectContaining({
        location: `/qa/articles/${article.id}`,
        kind: 'article',
        text: 'Trains',
        author: USERS.carol,
      }),
      {
        title: 'Onboarding',
        text: 'Start here',
        location: `/qa/collections/${collection.id}`,
        kind: 'collection',
        created: collection.created,
        author: USERS.carol,
        postsCount: 1,
      },
    ]);
    expect(JSON.stringify(documents)).not.toContain(USERS.bob);
  });

  it('pages through every post, not a first page', async () => {
    const more = await Promise.all(
      [1, 2, 3].map(n => createTestPost(backend, { title: `Paged ${n}` })),
    );
    const factory = new AgoraCollatorFactory({
      auth: mockServices.auth({ pluginId: 'search' }),
      discovery: {
        getBaseUrl: async () => backend.apiUrl,
        getExternalBaseUrl: async () => backend.apiUrl,
      },
      logger: mockServices.logger.mock(),
      basePath: '/agora',
      pageSize: 2,
    });
    const locations = (await collate(factory))
      .filter(d => d.kind !== 'collection')
      .map(d => d.location);
    // Three posts of the previous test, three new ones: three pages of two.
    expect(locations).toHaveLength(6);
    expect(new Set(locations).size).toBe(6);
    for (const post of more) {
      expect(locations).toContain(`/agora/questions/${post.id}`);
    }
  });

  it('lets a service make the two list queries and nothing else', async () => {
    const api = (method: 'get' | 'post', path: string) =>
      request(backend.server)
        [method](`/api/agora${path}`)
        .set('authorization', service());
    expect((await api('post', '/posts/query').send({})).status).toBe(200);
    expect((await api('post', '/collections/query').send({})).status).toBe(200);
    // Moderators' lists stay closed: the service is nobody's moderator.
    expect(
      (await api('post', '/posts/query').send({ status: 'deleted' })).status,
    ).toBe(403);
    expect((await api('get', '/posts/list/recent')).status).toBe(403);
    expect((await api('get', '/users')).status).toBe(403);
    expect(
      (
        await api('post', '/posts').send({
          type: 'question',
          title: 'Written by a service',
          content: 'x',
        })
      ).status,
    ).toBe(403);
    // A service is no person: it is not listed among the users.
    const users = await backend.as().get('/users?limit=100');
    expect(JSON.stringify(users.body)).not.toContain('plugin:');
  });

  it('leaves users exactly where they were', async () => {
    const signedIn = await request(backend.server)
      .post('/api/agora/posts/query')
      .set('authorization', mockCredentials.user.header(USERS.carol))
      .send({});
    expect(signedIn.status).toBe(200);
    const anonymousSeenByUser = signedIn.body.posts.find(
      (p: { title: string }) => p.title === 'Is my team overloaded?',
    );
    expect(anonymousSeenByUser.author).toBe('anonymous');
    // Opening the path to services did not open it to invalid tokens.
    const invalid = await request(backend.server)
      .post('/api/agora/posts/query')
      .set('authorization', mockCredentials.service.invalidHeader())
      .send({});
    expect(invalid.status).toBe(401);
  });

  it('leaves out a post its flags hide until a moderator resolves them', async () => {
    const post = await createTestPost(backend, { title: 'Cheap pills' });
    const location = `/qa/questions/${post.id}`;
    const indexed = async () =>
      (await collate(registered[0].factory as AgoraCollatorFactory)).some(
        d => d.location === location,
      );
    expect(await indexed()).toBe(true);
    for (const user of [USERS.bob, USERS.carol, 'user:default/f1'])
      expect(
        (
          await backend
            .as(user)
            .post(`/posts/${post.id}/flags`, { reason: 'spam' })
        ).status,
      ).toBe(204);
    expect(await indexed()).toBe(false);
    expect(
      (
        await backend.as(USERS.moderator).post('/flags/resolve', {
          kind: 'post',
          id: post.id,
          resolution: 'dismissed',
        })
      ).status,
    ).toBe(200);
    expect(await indexed()).toBe(true);
  });
});

describe('readAgoraCollatorConfig', () => {
  const read = (data: object) =>
    readAgoraCollatorConfig(mockServices.rootConfig({ data }));

  it('defaults to every ten minutes below /agora', () => {
    expect(read({})).toEqual({
      schedule: { ...DEFAULT_AGORA_SCHEDULE, scope: 'local' },
      basePath: '/agora',
    });
    expect(DEFAULT_AGORA_SCHEDULE.frequency).toEqual({ minutes: 10 });
  });

  it('indexes at every start on each replica when the engine is in memory (Lunr)', () => {
    // A global task would wait for the slot the previous process persisted,
    // leaving Lunr's empty index to answer MissingIndexError until then.
    const { schedule } = read({
      backend: { database: { client: 'better-sqlite3' } },
    });
    expect(schedule.scope).toBe('local');
    expect(schedule.initialDelay).toEqual({ seconds: 10 });
  });

  it('indexes once per slot across replicas when the index is shared (PostgreSQL, Elasticsearch)', () => {
    expect(
      read({ backend: { database: { client: 'pg' } } }).schedule.scope,
    ).toBe('global');
    expect(
      read({
        backend: {
          database: {
            client: 'better-sqlite3',
            plugin: { search: { client: 'pg' } },
          },
        },
      }).schedule.scope,
    ).toBe('global');
    expect(
      read({ search: { elasticsearch: { provider: 'elastic' } } }).schedule
        .scope,
    ).toBe('global');
  });

  it('reads the schedule and base path from search.collators.agora', () => {
    const config = mockServices.rootConfig({
      data: {
        search: {
          collators: {
            agora: {
              basePath: '/qa',
              schedule: { frequency: 'PT1M', timeout: { minutes: 2 } },
            },
          },
        },
      },
    });
    expect(readAgoraCollatorConfig(config)).toEqual({
      basePath: '/qa',
      schedule: expect.objectContaining({
        frequency: { minutes: 1 },
        timeout: { minutes: 2 },
        // No scope configured: the engine's, not the scheduler's global.
        scope: 'local',
      }),
    });
  });

  it('keeps a configured scope', () => {
    const { schedule } = read({
      backend: { database: { client: 'pg' } },
      search: {
        collators: {
          agora: {
            schedule: {
              frequency: { minutes: 5 },
              timeout: { minutes: 5 },
              scope: 'local',
            },
          },
        },
      },
    });
    expect(schedule.scope).toBe('local');
  });
});
