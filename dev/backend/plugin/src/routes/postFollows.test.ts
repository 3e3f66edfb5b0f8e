import type { Knex } from 'knex';
import type { Post } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { openTestDatabase } from '../testing/testDatabase';
import { createPost, purgePost } from '../stores/postWrites';
import { followPost } from '../stores/follows';

const ids = (body: { posts: Post[] }) => body.posts.map(p => p.id);

describe('post follows (PUT/DELETE /posts/follow/{id}, GET /posts/followed)', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  /** The caller's followed posts, as `GET /posts/followed` answers. */
  const followed = async (user: string, query = '') => {
    const res = await backend.as(user).get(`/posts/followed${query}`);
    expect(res.status).toBe(200);
    return res.body as { posts: Post[]; count: number };
  };
  const follow = (user: string, id: number | string) =>
    backend.as(user).put(`/posts/follow/${id}`);
  const unfollow = (user: string, id: number | string) =>
    backend.as(user).delete(`/posts/follow/${id}`);

  it('follows and unfollows, both idempotent, and every read of the post says so', async () => {
    const post = await createTestPost(backend, { title: 'Followable' });
    expect(post.following).toBe(false);
    expect((await follow(USERS.bob, post.id)).status).toBe(204);
    expect((await follow(USERS.bob, post.id)).status).toBe(204);

    const read = await backend.as(USERS.bob).get(`/posts/${post.id}`);
    expect(read.body.following).toBe(true);
    // Per caller: the author did not follow it.
    expect(
      (await backend.as(USERS.alice).get(`/posts/${post.id}`)).body.following,
    ).toBe(false);
    const list = await backend
      .as(USERS.bob)
      .post('/posts/query', { limit: 100 });
    expect(list.body.posts.find((p: Post) => p.id === post.id).following).toBe(
      true,
    );
    expect(await followed(USERS.bob)).toEqual({
      posts: [expect.objectContaining({ id: post.id, following: true })],
      count: 1,
    });

    expect((await unfollow(USERS.bob, post.id)).status).toBe(204);
    expect((await unfollow(USERS.bob, post.id)).status).toBe(204);
    expect(
      (await backend.as(USERS.bob).get(`/posts/${post.id}`)).body.following,
    ).toBe(false);
    expect(await followed(USERS.bob)).toEqual({ posts: [], count: 0 });
  });

  it('answers 404 for an unknown, malformed or deleted post, moderators included', async () => {
    for (const res of [
      await follow(USERS.bob, 999999),
      await unfollow(USERS.bob, 999999),
      await follow(USERS.bob, 'abc'),
      await follow(USERS.bob, '0x10'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ message: 'Post not found' }] });
    }
    const post = await createTestPost(backend, { title: 'Soon deleted' });
    expect(
      (await backend.as(USERS.alice).delete(`/posts/${post.id}`)).status,
    ).toBe(204);
    for (const user of [USERS.bob, USERS.alice, USERS.moderator]) {
      expect((await follow(user, post.id)).status).toBe(404);
      expect((await unfollow(user, post.id)).status).toBe(404);
    }
  });

  it('lists the caller’s followed posts by latest activity, paged, without deleted ones', async () => {
    const [a, b, c] = [
      await createTestPost(backend, { title: 'Listed A' }),
      await createTestPost(backend, {
        type: 'article',
        title: 'Listed B',
        content: 'Text',
      }),
      await createTestPost(backend, { title: 'Listed C', anonymous: true }),
    ];
    const other = await createTestPost(backend, { title: 'Not followed' });
    for (const p of [a, b, c]) await follow(USERS.carol, p.id);
    // Someone else's follows are theirs.
    await follow(USERS.bob, other.id);

    expect(ids(await followed(USERS.carol))).toEqual([c.id, b.id, a.id]);
    // An answer is activity: the question moves to the top.
    await backend
      .as(USERS.bob)
      .post(`/posts/${a.id}/answers`, { answer: 'An answer' });
    const all = await followed(USERS.carol);
    expect(ids(all)).toEqual([a.id, c.id, b.id]);
    expect(all.count).toBe(3);
    // The anonymous author stays masked.
    expect(all.posts[1].author).toBe('anonymous');

    const page = await followed(USERS.carol, '?limit=2&offset=1');
    expect(page).toEqual({
      posts: [
        expect.objectContaining({ id: c.id }),
        expect.objectContaining({ id: b.id }),
      ],
      count: 3,
    });

    // A deleted post leaves the list and its count, and comes back restored.
    await backend.as(USERS.moderator).delete(`/posts/${c.id}`);
    expect(await followed(USERS.carol)).toMatchObject({ count: 2 });
    expect(ids(await followed(USERS.carol))).toEqual([a.id, b.id]);
    await backend.as(USERS.moderator).post(`/posts/${c.id}/restore`);
    expect(ids(await followed(USERS.carol))).toEqual([a.id, c.id, b.id]);
  });

  it('leaves out a followed post its flags hide, count included, but not for its author', async () => {
    const post = await createTestPost(backend, { title: 'Followed, flagged' });
    await follow(USERS.carol, post.id);
    await follow(USERS.alice, post.id);
    const before = await followed(USERS.carol);
    expect(ids(before)).toContain(post.id);
    for (const user of [USERS.bob, USERS.carol, 'user:default/f1'])
      expect(
        (
          await backend
            .as(user)
            .post(`/posts/${post.id}/flags`, { reason: 'spam' })
        ).status,
      ).toBe(204);
    const after = await followed(USERS.carol);
    expect(ids(after)).not.toContain(post.id);
    expect(after.count).toBe(before.count - 1);
    const own = (await followed(USERS.alice)).posts.find(p => p.id === post.id);
    expect(own?.flagHidden).toBe(true);
  });

  it('validates the page', async () => {
    const cases = [
      ['?limit=0', 'limit', 'Too small: expected number to be >=1'],
      ['?limit=101', 'limit', 'Too big: expected number to be <=100'],
      ['?offset=-1', 'offset', 'Too small: expected number to be >=0'],
      ['?limit=x', 'limit', 'Invalid input: expected number, received NaN'],
    ];
    for (const [query, path, message] of cases) {
      const res = await backend.as(USERS.bob).get(`/posts/followed${query}`);
      expect([res.status, res.body]).toEqual([
        400,
        expect.objectContaining({
          type: 'query',
          errors: [expect.objectContaining({ path, message })],
        }),
      ]);
    }
  });

  it('filters post lists by following, with total and pages over the filtered posts', async () => {
    const user = 'user:default/filterer';
    const posts = [
      await createTestPost(backend, { title: 'Filter one' }),
      await createTestPost(backend, { title: 'Filter two' }),
      await createTestPost(backend, {
        type: 'article',
        title: 'Filter three',
        content: 'Text',
      }),
      await createTestPost(backend, { title: 'Filter deleted' }),
    ];
    await createTestPost(backend, { title: 'Filter unfollowed' });
    for (const p of posts) await follow(user, p.id);
    await backend.as(USERS.alice).delete(`/posts/${posts[3].id}`);

    const query = (body: object) => backend.as(user).post('/posts/query', body);
    const first = await query({ following: true, limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(ids(first.body)).toEqual([posts[2].id, posts[1].id]);
    const second = await query({ following: true, limit: 2, offset: 2 });
    expect(second.body.total).toBe(3);
    expect(ids(second.body)).toEqual([posts[0].id]);
    expect(second.body.posts[0].following).toBe(true);

    // With other filters, and as a list preset's query string.
    const questions = await query({ following: true, type: 'question' });
    expect(questions.body.total).toBe(2);
    const list = await backend
      .as(user)
      .get('/posts/list/question?following=true&limit=1');
    expect(list.body.total).toBe(2);
    expect(ids(list.body)).toEqual([posts[1].id]);
    // A search answered from the search index still honours the filter.
    const search = await query({ following: true, searchQuery: 'filter' });
    expect(search.body.total).toBe(3);
    // `false` filters nothing.
    const unfiltered = await query({ following: false, limit: 100 });
    expect(unfiltered.body.total).toBeGreaterThan(3);
    // Someone who follows nothing gets nothing.
    const none = await backend
      .as(USERS.carol)
      .post('/posts/query', { following: true, searchQuery: 'filter' });
    expect(none.body).toEqual({ posts: [], total: 0 });

    const bad = await query({ following: 'maybe' });
    expect(bad.status).toBe(400);
  });
});

describe('purging a post removes its follows', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_post_follows'));
    // As on a SQLite connection that never turned foreign keys on (the
    // driver here does): the purge's own deletes must remove the rows, not
    // the schema's cascade. PostgreSQL always cascades as well.
    if (db.client.config.client !== 'pg')
      await db.raw('PRAGMA foreign_keys = OFF');
  });
  afterAll(() => close());

  it('leaves no post_followers rows behind', async () => {
    const alice = { userRef: USERS.alice, isModerator: false };
    const bob = { userRef: USERS.bob, isModerator: false };
    const mod = { userRef: USERS.moderator, isModerator: true };
    const post = {
      type: 'question' as const,
      title: 'Purged',
      content: 'Body',
      tags: [],
      entities: [],
      images: [],
      anonymous: false,
    };
    const purged = await createPost(db, post, alice);
    const kept = await createPost(db, post, alice);
    for (const id of [purged, kept]) {
      await followPost(db, id, bob, true);
      await followPost(db, id, alice, true);
    }
    await purgePost(db, purged, mod);
    expect(
      await db('post_followers').orderBy('user_ref').select('post_id'),
    ).toEqual([{ post_id: kept }, { post_id: kept }]);
  });
});
