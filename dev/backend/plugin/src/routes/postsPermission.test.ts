import request from 'supertest';
import { mockCredentials } from '@backstage/backend-test-utils';
import {
  AuthorizeResult,
  isResourcePermission,
} from '@backstage/plugin-permission-common';
import type { Post, PostsResponse } from '@agora/contract';
import {
  agoraPostConditions as is,
  createAgoraPostConditionalDecision,
} from '../permissions/conditions';
import { permissionsWithPolicy } from '../testing/testPolicy';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';

/** carol stands for the payments team: only she and authors read `secret`. */
const backendWithPolicy = () =>
  startAgoraTestBackend({
    config: { permission: { enabled: true }, agora: { devIdentity: false } },
    features: [
      permissionsWithPolicy((permission, userRef) => {
        if (
          isResourcePermission(permission, 'agora-post') &&
          permission.name === 'agora.post.read' &&
          userRef !== USERS.carol
        )
          return createAgoraPostConditionalDecision(permission, {
            anyOf: [
              { not: is.hasTag({ tags: ['secret'] }) },
              is.isAuthor({ userRefs: [userRef ?? ''] }),
            ],
          });
        return { result: AuthorizeResult.ALLOW };
      }),
    ],
  });

describe('agora.post.read under a permission policy', () => {
  let backend: AgoraTestBackend;
  let secret: Post;
  let open: Post;
  beforeAll(async () => {
    backend = await backendWithPolicy();
    const create = async (userRef: string, tags: string[], title: string) => {
      const res = await as(userRef).post('/api/agora/posts').send({
        type: 'question',
        title,
        content: 'Body',
        tags,
      });
      expect(res.status).toBe(201);
      return res.body as Post;
    };
    secret = await create(USERS.alice, ['secret'], 'Ledger keys rotation');
    open = await create(USERS.bob, ['general'], 'Ledger onboarding');
  });
  afterAll(() => backend.stop());

  const as = (userRef: string) => {
    const header = mockCredentials.user.header(userRef);
    return {
      get: (path: string) =>
        request(backend.server).get(path).set('authorization', header),
      post: (path: string) =>
        request(backend.server).post(path).set('authorization', header),
      put: (path: string) =>
        request(backend.server).put(path).set('authorization', header),
    };
  };
  const ids = (body: PostsResponse) => body.posts.map(p => p.id);

  it('answers 404 for a hidden post, as for a missing one', async () => {
    const hidden = await as(USERS.bob).get(`/api/agora/posts/${secret.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(
      (await as(USERS.bob).get('/api/agora/posts/999999')).body,
    );
    expect(
      (await as(USERS.carol).get(`/api/agora/posts/${secret.id}`)).status,
    ).toBe(200);
    // The author rule of the policy: alice reads her own secret post.
    expect(
      (await as(USERS.alice).get(`/api/agora/posts/${secret.id}`)).status,
    ).toBe(200);
  });

  it.each([
    ['a plain query', {}],
    [
      'a tag query (the tag shortcut)',
      { tags: ['secret', 'general'], tagsRelation: 'or' },
    ],
    ['a search (the search shortcut)', { searchQuery: 'ledger' }],
    ['a type filter (the kept counts)', { type: 'question' }],
  ])('leaves hidden posts out of %s, total included', async (_name, query) => {
    const query$ = (userRef: string) =>
      as(userRef).post('/api/agora/posts/query').send(query);
    const bob = await query$(USERS.bob);
    expect(bob.status).toBe(200);
    expect(ids(bob.body)).toEqual([open.id]);
    expect(bob.body.total).toBe(1);
    const carol = (await query$(USERS.carol)).body;
    expect(ids(carol).sort()).toEqual([secret.id, open.id].sort());
    expect(carol.total).toBe(2);
  });

  it('filters the list presets and pages consistently', async () => {
    const recent = await as(USERS.bob).get(
      '/api/agora/posts/list/recent?limit=1&offset=0',
    );
    expect(ids(recent.body)).toEqual([open.id]);
    expect(recent.body.total).toBe(1);
    const next = await as(USERS.bob).get(
      '/api/agora/posts/list/recent?limit=1&offset=1',
    );
    expect(next.body.posts).toEqual([]);
    const mine = await as(USERS.alice).get('/api/agora/posts/list/own');
    expect(ids(mine.body)).toEqual([secret.id]);
  });

  it('hides everything under a hidden post: answers, comments, votes, follows', async () => {
    const post = `/api/agora/posts/${secret.id}`;
    const bob = as(USERS.bob);
    const hidden = [
      await bob.post(`${post}/answers`).send({ answer: 'An answer' }),
      await bob.post(`${post}/comments`).send({ content: 'A comment' }),
      await bob.get(`${post}/upvote`),
      await bob.get(`${post}/favorite`),
      await bob.put(`/api/agora/posts/follow/${secret.id}`),
      await bob.post(post).send({ title: 'Mine now', content: 'x' }),
    ];
    expect(hidden.map(r => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const carol = await as(USERS.carol)
      .post(`${post}/answers`)
      .send({ answer: 'An answer' });
    expect(carol.status).toBe(201);
    const answers = await bob.get(
      `${post}/answers/${(carol.body as { id: number }).id}`,
    );
    expect(answers.status).toBe(404);
  });
});
