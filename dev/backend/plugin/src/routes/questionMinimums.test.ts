import { contentTooShort, titleTooShort, type Post } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { pluginDatabase } from '../testing/pluginDatabase';
import { succeeds } from '../testing/succeeds';

/** Exactly the default minimums: 15 and 30 characters. */
const TITLE_15 = 'Why is CI slow?';
const CONTENT_30 = 'The pipeline takes 40 minutes.';

describe('the minimum question (agora.questions.*, defaults)', () => {
  const database = pluginDatabase();
  let backend: AgoraTestBackend;
  const ask = (body: object) =>
    backend.as(USERS.alice).post('/posts', { type: 'question', ...body });

  beforeAll(async () => {
    backend = await startAgoraTestBackend({ features: [database.feature] });
  });
  afterAll(() => backend.stop());

  it('refuses a title "Help" with the body "x", naming both fields and their minimums', async () => {
    const res = await ask({ title: 'Help', content: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      type: 'body',
      errors: [
        { path: 'title', message: 'Titles have at least 15 characters' },
        { path: 'content', message: 'Content must be at least 30 characters' },
      ],
    });
  });

  it('accepts exactly the minimums, and counts trimmed text', async () => {
    expect(TITLE_15).toHaveLength(15);
    expect(CONTENT_30).toHaveLength(30);
    const created = await ask({ title: TITLE_15, content: CONTENT_30 });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(TITLE_15);

    // Spaces around the text do not count.
    const padded = await ask({
      title: `   ${TITLE_15.slice(1)}   `,
      content: `\n\n${CONTENT_30.slice(1)}   \n`,
    });
    expect(padded.status).toBe(400);
    expect(padded.body.errors).toEqual([
      { path: 'title', message: titleTooShort(15) },
      { path: 'content', message: contentTooShort(30) },
    ]);
  });

  it('holds only questions to it: articles and links may be short', async () => {
    const article = await backend.as(USERS.alice).post('/posts', {
      type: 'article',
      title: 'Tips',
      content: 'Short.',
    });
    expect(article.status).toBe(201);
    const link = await backend.as(USERS.alice).post('/posts', {
      type: 'link',
      title: 'Docs',
      url: 'https://example.com/docs',
    });
    expect(link.status).toBe(201);
  });

  it('holds an edit to it only for the fields the edit changes', async () => {
    const post = await createTestPost(backend);
    const edit = (body: object) =>
      backend.as(USERS.alice).post(`/posts/${post.id}`, {
        title: post.title,
        content: post.content,
        ...body,
      });
    const shortTitle = await edit({ title: 'Deploy?' });
    expect(shortTitle.status).toBe(400);
    expect(shortTitle.body.errors).toEqual([
      { path: 'title', message: titleTooShort(15) },
    ]);
    const shortContent = await edit({ content: 'How?' });
    expect(shortContent.status).toBe(400);
    expect(shortContent.body.errors).toEqual([
      { path: 'content', message: contentTooShort(30) },
    ]);
    // Nothing was saved by the refused edits.
    const read = (
      await succeeds(backend.as(USERS.bob).get(`/posts/${post.id}`))
    ).body as Post;
    expect(read.title).toBe(post.title);
    expect(read.content).toBe(post.content);

    // A question from before the rule (stored directly, as older data is)
    // stays editable in the fields that are short, as long as it keeps them.
    await database
      .db()('posts')
      .where('id', post.id)
      .update({ title: 'Help', content: 'x' });
    const old = { title: 'Help', content: 'x' };
    const retagged = await backend
      .as(USERS.alice)
      .post(`/posts/${post.id}`, { ...old, tags: ['ci'] });
    expect(retagged.status).toBe(200);
    expect(retagged.body.tags).toEqual(['ci']);
    // Changing the content holds the content to it, not the title.
    const better = await backend.as(USERS.alice).post(`/posts/${post.id}`, {
      ...old,
      content: CONTENT_30,
    });
    expect(better.status).toBe(200);
    const worse = await backend
      .as(USERS.alice)
      .post(`/posts/${post.id}`, { title: 'Help!', content: CONTENT_30 });
    expect(worse.status).toBe(400);
    expect(worse.body.errors).toEqual([
      { path: 'title', message: titleTooShort(15) },
    ]);
  });
});

describe('the minimum question, configured', () => {
  it('follows agora.questions.minTitleLength and minContentLength; 0 turns one off', async () => {
    const backend = await startAgoraTestBackend({
      questionMinimums: { minTitleLength: 5, minContentLength: 0 },
    });
    try {
      const ask = (body: object) =>
        backend.as(USERS.alice).post('/posts', { type: 'question', ...body });
      const refused = await ask({ title: 'Help', content: 'x' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { path: 'title', message: 'Titles have at least 5 characters' },
      ]);
      expect((await ask({ title: 'Help!', content: 'x' })).status).toBe(201);
    } finally {
      await backend.stop();
    }
  });

  it.each([
    [{ minTitleLength: -1, minContentLength: 30 }, /minTitleLength/],
    [{ minTitleLength: 2.5, minContentLength: 30 }, /minTitleLength/],
    [{ minTitleLength: 256, minContentLength: 30 }, /from 0 to 255/],
    [{ minTitleLength: 15, minContentLength: 100_001 }, /from 0 to 100000/],
  ])('refuses to start with %j', async (questionMinimums, message) => {
    await expect(startAgoraTestBackend({ questionMinimums })).rejects.toThrow(
      message,
    );
  });
});
