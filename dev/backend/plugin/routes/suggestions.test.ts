import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import type { Suggestion } from '../../../../src/api/types';

describe('GET /suggestions', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend();
  });
  afterAll(() => backend.stop());

  it('suggests own answered questions without a correct answer and new posts in followed tags', async () => {
    const empty = await backend.as(USERS.alice).get('/suggestions');
    expect(empty.body).toEqual({ suggestions: [] });

    const open = await createTestPost(backend, { title: 'Open question' });
    const unanswered = await createTestPost(backend, { title: 'Nobody answered' });
    await backend.as(USERS.bob).post(`/posts/${open.id}/answers`, { answer: 'Maybe' });
    const article = await createTestPost(backend, { type: 'article', title: 'Rust tips', tags: ['rust'] }, USERS.bob);
    await createTestPost(backend, { title: 'My own rust question', tags: ['rust'] });
    await backend.as(USERS.alice).put('/tags/follow/rust');

    const res = await backend.as(USERS.alice).get('/suggestions');
    const items = res.body.suggestions as Suggestion[];
    expect(items.map(s => [s.type, s.post.id])).toEqual([
      ['noCorrectAnswer', open.id],
      ['newArticle', article.id],
    ]);
    expect(items[0].id).toBe(`noCorrectAnswer_${open.id}`);
    expect(items.map(s => s.post.id)).not.toContain(unanswered.id);

    const answerId = (await backend.as().get(`/posts/${open.id}`)).body.answers[0].id;
    await backend.as(USERS.alice).get(`/posts/${open.id}/answers/${answerId}/correct`);
    const after = (await backend.as(USERS.alice).get('/suggestions')).body.suggestions as Suggestion[];
    expect(after.map(s => s.type)).toEqual(['newArticle']);
  });
});
