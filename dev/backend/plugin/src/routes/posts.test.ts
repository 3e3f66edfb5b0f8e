import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost, uploadTestImage } from '../testing/postFixtures';

describe('posts routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  describe('POST /posts', () => {
    it('creates a question with normalised tags, entities and permissions', async () => {
      const image = await uploadTestImage(backend);
      const res = await backend.as(USERS.alice).post('/posts', {
        type: 'question',
        title: '  Kafka consumer lag  ',
        content: 'Why is my consumer lagging?',
        tags: ['Kafka', 'Stream Processing', 'kafka'],
        entities: ['component:default/payments'],
        images: [String(image)],
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        type: 'question',
        title: 'Kafka consumer lag',
        author: USERS.alice,
        own: true,
        status: 'active',
        score: 0,
        views: 0,
        clicks: 0,
        answersCount: 0,
        correctAnswer: false,
        favorite: false,
        tags: ['kafka', 'stream-processing'],
        entities: ['component:default/payments'],
        images: [image],
        canEdit: true,
        canDelete: true,
      });
      expect(typeof res.body.id).toBe('number');
      expect(new Date(res.body.created).toISOString()).toBe(res.body.created);
    });

    it.each([
      [{ type: 'question', content: 'x' }, 'title'],
      [{ type: 'question', title: 'x'.repeat(256), content: 'x' }, 'title'],
      [{ type: 'question', title: 'T' }, 'content'],
      [{ type: 'article', title: 'T', content: '   ' }, 'content'],
      [{ type: 'poll', title: 'T', content: 'x' }, 'type'],
      [{ type: 'link', title: 'T' }, 'url'],
      [{ type: 'link', title: 'T', url: 'ftp://example.com' }, 'url'],
      [
        { type: 'question', title: 'T', content: 'x', tags: ['bad tag!'] },
        'tags.0',
      ],
      [
        { type: 'question', title: 'T', content: 'x', tags: ['a'.repeat(51)] },
        'tags.0',
      ],
      [
        {
          type: 'question',
          title: 'T',
          content: 'x',
          tags: ['a', 'b', 'c', 'd', 'e', 'f'],
        },
        'tags',
      ],
      [
        { type: 'question', title: 'T', content: 'x', entities: ['not a ref'] },
        'entities.0',
      ],
    ])('refuses %j with a 400 on %s', async (body, path) => {
      const res = await backend.as().post('/posts', body);
      expect(res.status).toBe(400);
      expect(res.body.type).toBe('body');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(
        path,
      );
    });

    it('refuses images that are no uploaded attachment, on create and update', async () => {
      const image = await uploadTestImage(backend);
      const body = {
        type: 'question',
        title: 'T',
        content: 'C',
        images: [image, 999999, 888888],
      };
      const created = await backend.as(USERS.alice).post('/posts', body);
      expect(created.status).toBe(400);
      expect(created.body).toEqual({
        type: 'body',
        errors: [
          {
            message:
              'Unknown image ids 999999, 888888: upload images with POST /attachments first',
            path: 'images',
          },
        ],
      });
      const post = await createTestPost(backend);
      const updated = await backend.as(USERS.alice).post(`/posts/${post.id}`, {
        title: 'T',
        content: 'C',
        images: [999999],
      });
      expect(updated.status).toBe(400);
      expect(updated.body.errors[0]).toMatchObject({
        path: 'images',
        message: expect.stringMatching(/^Unknown image id 999999/),
      });
      // Nothing was written by the refused update.
      expect(
        (await backend.as(USERS.alice).get(`/posts/${post.id}`)).body,
      ).toMatchObject({ images: [] });
      const ok = await backend.as(USERS.alice).post(`/posts/${post.id}`, {
        title: 'T',
        content: 'C',
        images: [image],
      });
      expect(ok.body.images).toEqual([image]);
    });

    it('creates link posts with their url', async () => {
      const link = await createTestPost(backend, {
        type: 'link',
        title: 'Docs',
        content: '',
        url: 'https://example.com/docs',
      });
      expect(link).toMatchObject({
        type: 'link',
        url: 'https://example.com/docs',
        clicks: 0,
      });
    });
  });

  describe('GET /posts/:id', () => {
    it('returns the post with answers and comments, 404 JSON for unknown and malformed ids', async () => {
      const post = await createTestPost(backend);
      const res = await backend.as(USERS.bob).get(`/posts/${post.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: post.id,
        answers: [],
        comments: [],
        own: false,
        canEdit: false,
      });

      const missing = await backend.as().get('/posts/999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ errors: [{ message: 'Post not found' }] });

      // Malformed or out-of-range ids name no post: 404 like unknown ones.
      for (const path of ['/posts/abc', '/posts/0', '/posts/3000000000']) {
        const bad = await backend.as().get(path);
        expect(bad.status).toBe(404);
        expect(bad.body).toEqual({ errors: [{ message: 'Post not found' }] });
      }
    });

    it('counts one view per user per hour', async () => {
      const post = await createTestPost(backend);
      await backend.as(USERS.bob).get(`/posts/${post.id}`);
      await backend.as(USERS.bob).get(`/posts/${post.id}`);
      const third = await backend.as(USERS.carol).get(`/posts/${post.id}`);
      expect(third.body.views).toBe(2);

      // The server runs in this process, so moving the clock moves its clock.
      const realNow = Date.now();
      const clock = jest
        .spyOn(Date, 'now')
        .mockReturnValue(realNow + 61 * 60_000);
      try {
        const later = await backend.as(USERS.bob).get(`/posts/${post.id}`);
        expect(later.body.views).toBe(3);
      } finally {
        clock.mockRestore();
      }
    });
  });

  describe('POST /posts/:id (update)', () => {
    it('lets the author and moderators edit, records updatedBy, refuses others', async () => {
      const post = await createTestPost(backend, { tags: ['old'] });
      const edit = {
        title: 'New title',
        content: 'New content',
        tags: ['New'],
      };
      const denied = await backend
        .as(USERS.bob)
        .post(`/posts/${post.id}`, edit);
      expect(denied.status).toBe(403);
      expect(denied.body.errors[0].message).toMatch(/author or a moderator/);

      const own = await backend.as(USERS.alice).post(`/posts/${post.id}`, edit);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        title: 'New title',
        tags: ['new'],
        updatedBy: USERS.alice,
      });
      expect(own.body.updated).toBeDefined();

      const mod = await backend
        .as(USERS.moderator)
        .post(`/posts/${post.id}`, { ...edit, title: 'Moderated' });
      expect(mod.body).toMatchObject({
        title: 'Moderated',
        updatedBy: USERS.moderator,
        canEdit: true,
      });

      const invalid = await backend
        .as(USERS.alice)
        .post(`/posts/${post.id}`, { title: '' });
      expect(invalid.status).toBe(400);
      const missing = await backend.as(USERS.alice).post('/posts/999999', edit);
      expect(missing.status).toBe(404);
    });
  });

  describe('delete and restore', () => {
    it("shows a moderator's deletion and its reason to the author alone, read-only", async () => {
      const post = await createTestPost(
        backend,
        { title: 'Moderated question', anonymous: true },
        USERS.bob,
      );
      const del = await backend
        .as(USERS.moderator)
        .delete(`/posts/${post.id}`, { reason: 'Off topic for Agora' });
      expect(del.status).toBe(204);

      const asAuthor = await backend.as(USERS.bob).get(`/posts/${post.id}`);
      expect(asAuthor.status).toBe(200);
      expect(asAuthor.body).toMatchObject({
        id: post.id,
        status: 'deleted',
        deleteReason: 'Off topic for Agora',
        own: true,
        canEdit: false,
        canDelete: false,
      });
      // Who deleted it and when stay moderation data: "a moderator" is all.
      expect(asAuthor.body.deletedBy).toBeUndefined();
      expect(asAuthor.body.deleted).toBeUndefined();
      // Reading it changes nothing: no view counted, no writes let through.
      const asMod = await backend.as(USERS.moderator).get(`/posts/${post.id}`);
      expect(asMod.body.views).toBe(post.views + 1);
      expect(
        (
          await backend.as(USERS.bob).post(`/posts/${post.id}/answers`, {
            answer: 'Is anyone still looking at this question at all?',
          })
        ).status,
      ).toBe(404);
      expect(
        (await backend.as(USERS.bob).post(`/posts/${post.id}/restore`)).status,
      ).toBe(403);

      // Everyone else, anonymity or not, still finds nothing.
      for (const user of [USERS.alice, USERS.carol]) {
        const res = await backend.as(user).get(`/posts/${post.id}`);
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('Off topic');
      }

      // The author's profile lists it among their deleted posts, reason
      // included; nobody else may list them.
      const own = await backend
        .as(USERS.bob)
        .post('/posts/query', { author: USERS.bob, status: 'deleted' });
      expect(own.status).toBe(200);
      expect(own.body.posts).toEqual([
        expect.objectContaining({
          id: post.id,
          deleteReason: 'Off topic for Agora',
        }),
      ]);
      expect(
        (
          await backend
            .as(USERS.alice)
            .post('/posts/query', { author: USERS.bob, status: 'deleted' })
        ).status,
      ).toBe(403);
    });

    it('soft-deletes, hides from others, and lets moderators restore', async () => {
      const post = await createTestPost(backend, { title: 'Doomed post' });
      expect(
        (await backend.as(USERS.bob).delete(`/posts/${post.id}`, {})).status,
      ).toBe(403);

      const del = await backend
        .as(USERS.alice)
        .delete(`/posts/${post.id}`, { reason: 'dup' });
      expect(del.status).toBe(204);
      // Its author still reads it, told it was their own doing.
      expect(
        (await backend.as(USERS.alice).get(`/posts/${post.id}`)).body,
      ).toMatchObject({
        status: 'deleted',
        deleteReason: 'dup',
        deletedBy: USERS.alice,
      });
      expect(
        (await backend.as(USERS.bob).get(`/posts/${post.id}`)).status,
      ).toBe(404);
      const list = await backend
        .as(USERS.alice)
        .post('/posts/query', { searchQuery: 'doomed' });
      expect(list.body.total).toBe(0);

      const asMod = await backend.as(USERS.moderator).get(`/posts/${post.id}`);
      expect(asMod.body).toMatchObject({
        status: 'deleted',
        deleteReason: 'dup',
        deletedBy: USERS.alice,
      });
      expect(typeof asMod.body.deleted).toBe('string');
      const deleted = await backend
        .as(USERS.moderator)
        .post('/posts/query', { status: 'deleted', orderBy: 'deleted' });
      expect(deleted.status).toBe(200);
      // The deletion order belongs to the deleted list.
      expect(
        (
          await backend
            .as(USERS.moderator)
            .post('/posts/query', { orderBy: 'deleted' })
        ).status,
      ).toBe(400);
      expect(deleted.body.posts.map((p: { id: number }) => p.id)).toContain(
        post.id,
      );
      expect(
        (
          await backend
            .as(USERS.bob)
            .post('/posts/query', { status: 'deleted' })
        ).status,
      ).toBe(403);

      expect(
        (await backend.as(USERS.alice).post(`/posts/${post.id}/restore`))
          .status,
      ).toBe(403);
      const restored = await backend
        .as(USERS.moderator)
        .post(`/posts/${post.id}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body.status).toBe('active');
      expect(restored.body.deletedBy).toBeUndefined();
      expect(
        (await backend.as(USERS.bob).get(`/posts/${post.id}`)).status,
      ).toBe(200);
      expect(
        (await backend.as(USERS.moderator).post(`/posts/${post.id}/restore`))
          .status,
      ).toBe(400);
    });
  });

  describe('votes', () => {
    it('refuses own votes, replaces a second vote and removes it', async () => {
      const post = await createTestPost(backend);
      const own = await backend.as(USERS.alice).get(`/posts/${post.id}/upvote`);
      expect(own.status).toBe(400);
      expect(own.body.errors[0].message).toMatch(/own post/);

      const up = await backend.as(USERS.bob).get(`/posts/${post.id}/upvote`);
      expect(up.body).toMatchObject({ score: 1, ownVote: 1 });
      const again = await backend.as(USERS.bob).get(`/posts/${post.id}/upvote`);
      expect(again.body.score).toBe(1);
      const down = await backend
        .as(USERS.bob)
        .get(`/posts/${post.id}/downvote`);
      expect(down.body).toMatchObject({ score: -1, ownVote: -1 });
      const carol = await backend
        .as(USERS.carol)
        .get(`/posts/${post.id}/downvote`);
      expect(carol.body.score).toBe(-2);
      const removed = await backend
        .as(USERS.bob)
        .delete(`/posts/${post.id}/vote`);
      expect(removed.body.score).toBe(-1);
      expect(removed.body.ownVote).toBeUndefined();
      expect(
        (await backend.as(USERS.bob).get('/posts/999999/upvote')).status,
      ).toBe(404);
    });
  });

  describe('favorites and clicks', () => {
    it('favorites and unfavorites, and filters by favorite', async () => {
      const post = await createTestPost(backend, { title: 'Favourite me' });
      const fav = await backend.as(USERS.bob).get(`/posts/${post.id}/favorite`);
      expect(fav.body.favorite).toBe(true);
      const favs = await backend
        .as(USERS.bob)
        .post('/posts/query', { favorite: true });
      expect(favs.body.posts.map((p: { id: number }) => p.id)).toEqual([
        post.id,
      ]);
      const unfav = await backend
        .as(USERS.bob)
        .get(`/posts/${post.id}/unfavorite`);
      expect(unfav.body.favorite).toBe(false);
      expect(
        (await backend.as(USERS.bob).post('/posts/query', { favorite: true }))
          .body.total,
      ).toBe(0);
    });

    it('counts a link click once per user and never as a vote', async () => {
      const link = await createTestPost(backend, {
        type: 'link',
        title: 'L',
        url: 'http://x.org',
      });
      await backend.as(USERS.bob).put(`/posts/${link.id}/click`);
      await backend.as(USERS.bob).put(`/posts/${link.id}/click`);
      const res = await backend.as(USERS.carol).put(`/posts/${link.id}/click`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ clicks: 2, score: 0 });
      const question = await createTestPost(backend);
      expect(
        (await backend.as(USERS.bob).put(`/posts/${question.id}/click`)).status,
      ).toBe(400);
    });
  });

  describe('anonymous posts', () => {
    it('mask the author for everyone but the author, in reads, lists and author filters', async () => {
      const post = await createTestPost(
        backend,
        { anonymous: true, title: 'Secret question' },
        USERS.carol,
      );
      expect(post).toMatchObject({
        author: USERS.carol,
        own: true,
        anonymous: true,
      });

      const asBob = await backend.as(USERS.bob).get(`/posts/${post.id}`);
      expect(asBob.body).toMatchObject({ author: 'anonymous', own: false });
      const asMod = await backend.as(USERS.moderator).get(`/posts/${post.id}`);
      expect(asMod.body.author).toBe('anonymous');

      const search = await backend
        .as(USERS.bob)
        .post('/posts/query', { searchQuery: 'secret' });
      expect(search.body.posts[0].author).toBe('anonymous');

      const byCarol = await backend
        .as(USERS.bob)
        .post('/posts/query', { author: USERS.carol });
      expect(byCarol.body.posts.map((p: { id: number }) => p.id)).not.toContain(
        post.id,
      );
      // Her own page lists it for her alone.
      const byHerself = await backend
        .as(USERS.carol)
        .post('/posts/query', { author: USERS.carol });
      expect(byHerself.body.posts.map((p: { id: number }) => p.id)).toContain(
        post.id,
      );
      const own = await backend.as(USERS.carol).get('/posts/list/own');
      expect(own.body.posts.map((p: { id: number }) => p.id)).toContain(
        post.id,
      );
      const edited = await backend.as(USERS.carol).post(`/posts/${post.id}`, {
        title: 'Secret question',
        content: 'more',
      });
      const seenByBob = await backend.as(USERS.bob).get(`/posts/${post.id}`);
      expect(edited.body.updatedBy).toBe(USERS.carol);
      expect(seenByBob.body.updatedBy).toBe('anonymous');
    });
  });
});
