import type { Collection, Post } from '@agora/contract';
import { mockCredentials } from '@backstage/backend-test-utils';
import request from 'supertest';
import { USERS, SHORT_QUESTIONS } from '../testing/startAgoraTestBackend';
import { secretTagPolicy, startBackendWithPolicy } from '../testing/testPolicy';
import { succeeds } from '../testing/succeeds';

/**
 * Under a policy the identity middleware asks the caller's rights in two
 * calls, and nothing else in the request calls the permissions service
 * (docs/permissions.md, "How decisions are made").
 */
describe('permission calls per request under a policy', () => {
  let backend: Awaited<ReturnType<typeof startBackendWithPolicy>>;
  const bob = () => backend.asUser(USERS.bob);
  let post: Post;
  let collection: Collection;
  beforeAll(async () => {
    backend = await startBackendWithPolicy(
      secretTagPolicy([USERS.carol]),
      [],
      SHORT_QUESTIONS,
    );
    post = (
      await succeeds(
        bob().post('/posts', {
          type: 'question',
          title: 'Ledger keys',
          content: 'Body',
          tags: ['general'],
        }),
      )
    ).body;
    collection = (await succeeds(bob().post('/collections', { title: 'L' })))
      .body;
  });
  afterAll(() => backend.stop());

  const callsOf = async (send: () => PromiseLike<{ status: number }>) => {
    const before = backend.permissionCalls.count;
    const res = await send();
    expect(res.status).toBeLessThan(300);
    return backend.permissionCalls.count - before;
  };

  it.each([
    ['a list', () => bob().post('/posts/query', {})],
    ['a single post', () => bob().get(`/posts/${post.id}`)],
    [
      'an answer',
      () => bob().post(`/posts/${post.id}/answers`, { answer: 'A' }),
    ],
    [
      'a collection write',
      () =>
        bob().post(`/collections/${collection.id}/posts`, { postId: post.id }),
    ],
    ['the tags', () => bob().get('/tags')],
    ['the permissions', () => bob().get('/permissions')],
  ])('asks exactly twice for %s', async (_what, send) => {
    expect(await callsOf(send)).toBe(2);
  });

  it("asks exactly twice for the search collator's list", async () => {
    const send = () =>
      request(backend.server)
        .post('/api/agora/posts/query')
        .set('authorization', mockCredentials.service.header())
        .send({});
    expect(await callsOf(send)).toBe(2);
  });
});
