import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import type { Suggestion } from '@agora/contract';

describe('GET /suggestions', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  it('suggests own answered questions without a correct answer and new posts in followed tags', async () => {
    const empty = await backend.as(USERS.alice).get('/suggestions');
    expect(empty.body).toEqual({ suggestions: [] });

    const open = await createTestPost(backend, { title: 'Open question' });
    const unanswered = await createTestPost(backend, {
      title: 'Nobody answered',
    });
    await backend
      .as(USERS.bob)
      .post(`/posts/${open.id}/answers`, { answer: 'Maybe' });
    const article = await createTestPost(
      backend,
      { type: 'article', title: 'Rust tips', tags: ['rust'] },
      USERS.bob,
    );
    await createTestPost(backend, {
      title: 'My own rust question',
      tags: ['rust'],
    });
    await backend.as(USERS.alice).put('/tags/follow/rust');

    const res = await backend.as(USERS.alice).get('/suggestions');
    const items = res.body.suggestions as Suggestion[];
    expect(items.map(s => [s.type, s.post.id])).toEqual([
      ['noCorrectAnswer', open.id],
      ['newArticle', article.id],
    ]);
    expect(items[0].id).toBe(`noCorrectAnswer_${open.id}`);
    expect(items.map(s => s.post.id)).not.toContain(unanswered.id);

    const answerId = (await backend.as().get(`/posts/${open.id}`)).body
      .answers[0].id;
    await backend
      .as(USERS.alice)
      .get(`/posts/${open.id}/answers/${answerId}/correct`);
    const after = (await backend.as(USERS.alice).get('/suggestions')).body
      .suggestions as Suggestion[];
    expect(after.map(s => s.type)).toEqual(['newArticle']);
  });

  it('suggests no post its flags hide, and similar questions leave it out too', async () => {
    const post = await createTestPost(
      backend,
      { title: 'Zeppelin hangar pills', tags: ['zeppelin'] },
      USERS.bob,
    );
    await backend.as(USERS.carol).put('/tags/follow/zeppelin');
    const suggested = async () =>
      (
        (await backend.as(USERS.carol).get('/suggestions')).body
          .suggestions as Suggestion[]
      ).map(s => s.post.id);
    // The frontend's similar questions (useSimilarQuestions): a search query.
    const similar = async (user: string) =>
      (
        await backend.as(user).post('/posts/query', {
          searchQuery: 'zeppelin hangar',
          type: 'question',
          limit: 5,
          orderBy: 'score',
          order: 'desc',
        })
      ).body.posts.map((p: { id: number }) => p.id);
    expect(await suggested()).toContain(post.id);
    expect(await similar(USERS.carol)).toEqual([post.id]);
    for (const user of [USERS.alice, USERS.carol, 'user:default/f1'])
      expect(
        (
          await backend
            .as(user)
            .post(`/posts/${post.id}/flags`, { reason: 'spam' })
        ).status,
      ).toBe(204);
    expect(await suggested()).not.toContain(post.id);
    expect(await similar(USERS.carol)).toEqual([]);
    expect(await similar(USERS.bob)).toEqual([post.id]);
  });

  it('suggests last week’s posts of followed tags, entities and users, masked and without deleted or anonymous leaks', async () => {
    const fresh = await startAgoraTestBackend(SHORT_QUESTIONS);
    try {
      const LEDGER = 'component:default/ledger';
      const anonArticle = await createTestPost(
        fresh,
        { type: 'article', title: 'Go tips', tags: ['go'], anonymous: true },
        USERS.bob,
      );
      const entityQuestion = await createTestPost(
        fresh,
        { title: 'Ledger?', entities: [LEDGER] },
        USERS.bob,
      );
      const link = await createTestPost(fresh, {
        type: 'link',
        title: 'Docs',
        url: 'https://docs.dev',
      });
      // Following a user must not reveal which anonymous posts are theirs.
      await createTestPost(fresh, {
        title: 'Anonymous by alice',
        anonymous: true,
      });
      const deleted = await createTestPost(fresh, { title: 'Gone' });
      await fresh
        .as(USERS.alice)
        .delete(`/posts/${deleted.id}`, { reason: 'dup' });
      // Older than a week: created with the (in-process) server clock moved back.
      const clock = jest
        .spyOn(Date, 'now')
        .mockReturnValue(Date.now() - 8 * 86400_000);
      const old = await createTestPost(fresh, {
        title: 'Ancient',
        tags: ['go'],
      }).finally(() => clock.mockRestore());

      expect((await fresh.as(USERS.carol).put('/tags/follow/go')).status).toBe(
        204,
      );
      expect(
        (
          await fresh
            .as(USERS.carol)
            .put(`/entities/follow/${encodeURIComponent(LEDGER)}`)
        ).status,
      ).toBe(204);
      expect(
        (
          await fresh
            .as(USERS.carol)
            .put(`/users/follow/${encodeURIComponent(USERS.alice)}`)
        ).status,
      ).toBe(204);

      const res = await fresh.as(USERS.carol).get('/suggestions');
      expect(res.status).toBe(200);
      const items = res.body.suggestions as Suggestion[];
      expect(items.map(s => [s.type, s.post.id]).sort()).toEqual(
        [
          ['newArticle', anonArticle.id],
          ['newQuestion', entityQuestion.id],
          ['newLink', link.id],
        ].sort(),
      );
      expect(items.map(s => s.post.id)).not.toContain(old.id);
      expect(items.find(s => s.post.id === anonArticle.id)!.post.author).toBe(
        'anonymous',
      );
      expect(items.find(s => s.post.id === link.id)!.id).toBe(
        `newLink_${link.id}`,
      );
    } finally {
      await fresh.stop();
    }
  });
});
