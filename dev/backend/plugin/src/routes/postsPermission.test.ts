import type { Post, PostsResponse } from '@agora/contract';
import { USERS, SHORT_QUESTIONS } from '../testing/startAgoraTestBackend';
import {
  type PolicyTestBackend,
  questionAs,
  secretTagPolicy,
  startBackendWithPolicy,
} from '../testing/testPolicy';

// carol stands for the payments team: only she and authors read `secret`.
describe('agora.post.read under a permission policy', () => {
  let backend: PolicyTestBackend;
  let secret: Post;
  let open: Post;
  const as = (userRef: string) => backend.asUser(userRef);
  beforeAll(async () => {
    backend = await startBackendWithPolicy(
      secretTagPolicy([USERS.carol]),
      [],
      SHORT_QUESTIONS,
    );
    secret = await questionAs(
      backend,
      USERS.alice,
      ['secret'],
      'Ledger keys rotation',
    );
    open = await questionAs(
      backend,
      USERS.bob,
      ['general'],
      'Ledger onboarding',
    );
  });
  afterAll(() => backend.stop());

  const ids = (body: PostsResponse) => body.posts.map(p => p.id);

  it('answers 404 for a hidden post, as for a missing one', async () => {
    const hidden = await as(USERS.bob).get(`/posts/${secret.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(
      (await as(USERS.bob).get('/posts/999999')).body,
    );
    expect((await as(USERS.carol).get(`/posts/${secret.id}`)).status).toBe(200);
    // The author rule of the policy: alice reads her own secret post.
    expect((await as(USERS.alice).get(`/posts/${secret.id}`)).status).toBe(200);
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
    const bob = await as(USERS.bob).post('/posts/query', query);
    expect(bob.status).toBe(200);
    expect(ids(bob.body)).toEqual([open.id]);
    expect(bob.body.total).toBe(1);
    const carol = (await as(USERS.carol).post('/posts/query', query)).body;
    expect(ids(carol).sort()).toEqual([secret.id, open.id].sort());
    expect(carol.total).toBe(2);
  });

  it('filters the list presets and pages consistently', async () => {
    const recent = await as(USERS.bob).get(
      '/posts/list/recent?limit=1&offset=0',
    );
    expect(ids(recent.body)).toEqual([open.id]);
    expect(recent.body.total).toBe(1);
    const next = await as(USERS.bob).get('/posts/list/recent?limit=1&offset=1');
    expect(next.body.posts).toEqual([]);
    const mine = await as(USERS.alice).get('/posts/list/own');
    expect(ids(mine.body)).toEqual([secret.id]);
  });

  it('hides everything under a hidden post: answers, comments, votes, follows', async () => {
    const post = `/posts/${secret.id}`;
    const bob = as(USERS.bob);
    const hidden = [
      await bob.post(`${post}/answers`, { answer: 'An answer' }),
      await bob.post(`${post}/comments`, { content: 'A comment' }),
      await bob.get(`${post}/upvote`),
      await bob.get(`${post}/favorite`),
      await bob.put(`/posts/follow/${secret.id}`),
      await bob.post(post, { title: 'Mine now', content: 'x' }),
    ];
    expect(hidden.map(r => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const answer = await as(USERS.carol).post(`${post}/answers`, {
      answer: 'An answer',
    });
    expect(answer.status).toBe(201);
    const read = await bob.get(`${post}/answers/${answer.body.id}`);
    expect(read.status).toBe(404);
  });

  it('leaves hidden posts out of collections and followed lists', async () => {
    // Followed and collected while it was open, then tagged secret.
    const later = await as(USERS.alice).post('/posts', {
      type: 'question',
      title: 'Soon secret',
      content: 'Body',
      tags: ['general'],
    });
    expect(
      (await as(USERS.bob).put(`/posts/follow/${later.body.id}`)).status,
    ).toBe(204);
    expect((await as(USERS.bob).put(`/posts/follow/${open.id}`)).status).toBe(
      204,
    );
    const collection = await as(USERS.carol).post('/collections', {
      title: 'Ledger',
    });
    expect(collection.status).toBe(201);
    for (const postId of [secret.id, later.body.id, open.id])
      expect(
        (
          await as(USERS.carol).post(
            `/collections/${collection.body.id}/posts`,
            { postId },
          )
        ).status,
      ).toBe(200);
    const edited = await as(USERS.alice).post(`/posts/${later.body.id}`, {
      title: 'Soon secret',
      content: 'Body',
      tags: ['secret'],
    });
    expect(edited.status).toBe(200);

    const followed = (await as(USERS.bob).get('/posts/followed')).body;
    expect(followed.posts.map((p: Post) => p.id)).toEqual([open.id]);
    expect(followed.count).toBe(1);
    const seenByBob = (
      await as(USERS.bob).get(`/collections/${collection.body.id}`)
    ).body;
    expect(seenByBob.posts.map((p: Post) => p.id)).toEqual([open.id]);
    const seenByCarol = (
      await as(USERS.carol).get(`/collections/${collection.body.id}`)
    ).body;
    expect(seenByCarol.posts).toHaveLength(3);
  });

  it('leaves answers of hidden posts out of the answers query', async () => {
    // carol answered the secret post above; bob answers the open one.
    const bobs = await as(USERS.bob).post(`/posts/${open.id}/answers`, {
      answer: 'Open answer',
    });
    expect(bobs.status).toBe(201);
    const openId = open.id;
    for (const query of [
      {},
      { fromDate: '2000-01-01' },
      { author: USERS.carol },
    ]) {
      const seen = (await as(USERS.bob).post('/answers/query', query)).body;
      expect(
        seen.answers.every((a: { postId: number }) => a.postId === openId),
      ).toBe(true);
      expect(seen.total).toBe(seen.answers.length);
    }
    const carol = (await as(USERS.carol).post('/answers/query', {})).body;
    expect(carol.answers.map((a: { postId: number }) => a.postId)).toContain(
      secret.id,
    );
  });

  it('suggests no hidden posts', async () => {
    const postIds = async (userRef: string) => {
      expect((await as(userRef).put('/tags/follow/secret')).status).toBe(204);
      const { suggestions } = (await as(userRef).get('/suggestions')).body;
      return suggestions.map((s: { post: Post }) => s.post.id);
    };
    expect(await postIds(USERS.bob)).not.toContain(secret.id);
    expect(await postIds(USERS.carol)).toContain(secret.id);
  });
});
