import { LIMITS } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';

/**
 * Text over a limit is refused with a message naming the limit, never with
 * the field's "is required" (docs/api.md, "Input").
 */
const over = (max: number) => 'x'.repeat(max + 1);
const url = (max: number) => `https://example.com/${over(max)}`;

describe('length limits', () => {
  let backend: AgoraTestBackend;
  let postId: number;
  let answerId: number;

  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    postId = (await createTestPost(backend)).id;
    answerId = (
      await backend
        .as(USERS.bob)
        .post(`/posts/${postId}/answers`, { answer: 'An answer' })
    ).body.id;
  });
  afterAll(() => backend.stop());

  const {
    answerMaxLength,
    commentMaxLength,
    contentMaxLength,
    urlMaxLength,
    titleMaxLength,
  } = LIMITS;
  const question = { type: 'question', title: 'T', content: 'C' };

  it.each<[string, string, object, string, string]>([
    [
      'an answer',
      '/posts/:p/answers',
      { answer: over(answerMaxLength) },
      'answer',
      `Answer must be at most ${answerMaxLength} characters`,
    ],
    [
      'an answer edit',
      '/posts/:p/answers/:a',
      { answer: over(answerMaxLength) },
      'answer',
      `Answer must be at most ${answerMaxLength} characters`,
    ],
    [
      'a post comment',
      '/posts/:p/comments',
      { content: over(commentMaxLength) },
      'content',
      `Comment must be at most ${commentMaxLength} characters`,
    ],
    [
      'an answer comment',
      '/posts/:p/answers/:a/comments',
      { content: over(commentMaxLength) },
      'content',
      `Comment must be at most ${commentMaxLength} characters`,
    ],
    [
      'a previewed url',
      '/url',
      { url: url(urlMaxLength) },
      'url',
      `URL must be at most ${urlMaxLength} characters`,
    ],
    [
      'a link',
      '/posts',
      { type: 'link', title: 'T', url: url(urlMaxLength) },
      'url',
      `URL must be at most ${urlMaxLength} characters`,
    ],
    [
      'a header image',
      '/posts',
      { ...question, headerImage: url(urlMaxLength) },
      'headerImage',
      `URL must be at most ${urlMaxLength} characters`,
    ],
    [
      'a question',
      '/posts',
      { ...question, content: over(contentMaxLength) },
      'content',
      `Content must be at most ${contentMaxLength} characters`,
    ],
    [
      'an article edit',
      '/posts/:p',
      { title: 'T', content: over(contentMaxLength) },
      'content',
      `Content must be at most ${contentMaxLength} characters`,
    ],
    [
      'a post title',
      '/posts',
      { ...question, title: over(titleMaxLength) },
      'title',
      `Titles have at most ${titleMaxLength} characters`,
    ],
    [
      'a template title',
      '/templates',
      { title: over(titleMaxLength) },
      'title',
      `Titles have at most ${titleMaxLength} characters`,
    ],
    [
      'a collection description',
      '/collections',
      { title: 'T', description: over(10000) },
      'description',
      'Description must be at most 10000 characters',
    ],
  ])(
    '%s over its limit answers 400 naming it',
    async (_n, path, body, field, message) => {
      const res = await backend
        .as(USERS.moderator)
        .post(
          path.replace(':p', `${postId}`).replace(':a', `${answerId}`),
          body,
        );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        type: 'body',
        errors: [{ message, path: field }],
      });
    },
  );

  it('accepts a post whose content is exactly at the limit', async () => {
    const res = await backend.as(USERS.bob).post('/posts', {
      ...question,
      content: 'x'.repeat(contentMaxLength),
    });
    expect(res.status).toBe(201);
  });

  it('accepts text exactly at the limit', async () => {
    const res = await backend.as(USERS.bob).post(`/posts/${postId}/comments`, {
      content: 'x'.repeat(commentMaxLength),
    });
    expect(res.status).toBe(201);
  });
});
