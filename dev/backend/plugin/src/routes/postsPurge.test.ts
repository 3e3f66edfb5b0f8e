import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import type { Post } from '@agora/contract';

const ids = (body: { posts: Post[] }) => body.posts.map(p => p.id);

describe('permanent delete (DELETE /posts/{id}?permanent=true)', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  it('is refused to everyone but moderators, the author included', async () => {
    const post = await createTestPost(backend);
    for (const user of [USERS.alice, USERS.bob]) {
      const res = await backend
        .as(user)
        .delete(`/posts/${post.id}?permanent=true`);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toBe(
        'Only moderators can delete posts permanently',
      );
    }
    expect((await backend.as(USERS.bob).get(`/posts/${post.id}`)).status).toBe(
      200,
    );
  });

  it('removes the post with its answers, comments, votes, favourites, tags and search words', async () => {
    const post = await createTestPost(backend, {
      title: 'Purgeable zeppelin question',
      tags: ['zeppelin'],
    });
    const answer = await backend
      .as(USERS.bob)
      .post(`/posts/${post.id}/answers`, { answer: 'A zeppelin answer' });
    expect(answer.status).toBe(201);
    await backend
      .as(USERS.carol)
      .post(`/posts/${post.id}/comments`, { content: 'hm' });
    await backend
      .as(USERS.carol)
      .post(`/posts/${post.id}/answers/${answer.body.id}/comments`, {
        content: 'ok',
      });
    await backend.as(USERS.bob).get(`/posts/${post.id}/upvote`);
    await backend
      .as(USERS.alice)
      .get(`/posts/${post.id}/answers/${answer.body.id}/upvote`);
    await backend.as(USERS.bob).get(`/posts/${post.id}/favorite`);

    const res = await backend
      .as(USERS.moderator)
      .delete(`/posts/${post.id}?permanent=true`);
    expect(res.status).toBe(204);

    // Gone even for moderators, who still see soft-deleted posts.
    const read = await backend.as(USERS.moderator).get(`/posts/${post.id}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ errors: [{ message: 'Post not found' }] });
    expect(
      (
        await backend
          .as(USERS.moderator)
          .get(`/posts/${post.id}/answers/${answer.body.id}`)
      ).status,
    ).toBe(404);
    const search = await backend
      .as(USERS.moderator)
      .post('/posts/query', { searchQuery: 'zeppelin' });
    expect(search.body.total).toBe(0);
    const deletedSearch = await backend
      .as(USERS.moderator)
      .post('/posts/query', { searchQuery: 'zeppelin', status: 'deleted' });
    expect(deletedSearch.body.total).toBe(0);
    expect(
      (await backend.as(USERS.bob).post('/posts/query', { favorite: true }))
        .body.total,
    ).toBe(0);
    expect(
      (
        await backend
          .as(USERS.bob)
          .post('/answers/query', { author: USERS.bob })
      ).body.total,
    ).toBe(0);
    const tag = await backend.as(USERS.bob).get('/tags/zeppelin');
    expect(tag.body).toMatchObject({ tag: 'zeppelin', postsCount: 0 });
    // The author's statistics no longer count the votes on it.
    const stats = await backend
      .as(USERS.bob)
      .get(`/statistics/user/${encodeURIComponent(USERS.bob)}`);
    expect(stats.body.summary).toMatchObject({ totalAnswers: 0 });
  });

  it('removes an already soft-deleted post and re-sequences the collections holding it', async () => {
    const [a, doomed, b] = [
      await createTestPost(backend, { title: 'First in line' }),
      await createTestPost(backend, { title: 'Doomed' }),
      await createTestPost(backend, { title: 'Last in line' }),
    ];
    const col = (
      await backend.as(USERS.alice).post('/collections', { title: 'Line' })
    ).body;
    for (const p of [a, doomed, b]) {
      expect(
        (
          await backend
            .as(USERS.alice)
            .post(`/collections/${col.id}/posts`, { postId: p.id })
        ).status,
      ).toBe(200);
    }
    expect(
      (await backend.as(USERS.alice).delete(`/posts/${doomed.id}`)).status,
    ).toBe(204);
    const res = await backend
      .as(USERS.moderator)
      .delete(`/posts/${doomed.id}?permanent=true`);
    expect(res.status).toBe(204);
    // Not restorable any more.
    expect(
      (await backend.as(USERS.moderator).post(`/posts/${doomed.id}/restore`))
        .status,
    ).toBe(404);

    const read = await backend.as(USERS.alice).get(`/collections/${col.id}`);
    expect(read.body.posts.map((p: Post) => p.id)).toEqual([a.id, b.id]);
    expect(read.body.postsCount).toBe(2);
    // Positions are 1..n again: the last post is at 2, not 3.
    const moved = await backend
      .as(USERS.alice)
      .post(`/collections/${col.id}/rank`, { postId: b.id, rank: 'bottom' });
    expect(moved.body).toEqual({
      collectionId: col.id,
      postId: b.id,
      position: 2,
    });
    const ranked = await backend
      .as(USERS.alice)
      .post('/posts/query', { collectionId: col.id, orderBy: 'rank' });
    expect(ids(ranked.body)).toEqual([a.id, b.id]);
  });

  it('answers 404 for unknown posts and soft-deletes without the flag', async () => {
    expect(
      (await backend.as(USERS.moderator).delete('/posts/999999?permanent=true'))
        .status,
    ).toBe(404);
    const post = await createTestPost(backend);
    await backend
      .as(USERS.moderator)
      .delete(`/posts/${post.id}?permanent=false`);
    const read = await backend.as(USERS.moderator).get(`/posts/${post.id}`);
    expect(read.body).toMatchObject({ status: 'deleted' });
  });
});
