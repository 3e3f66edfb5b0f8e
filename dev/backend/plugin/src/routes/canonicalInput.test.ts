import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { NUL_REFUSED } from '../service/validation';

/**
 * Only the canonical decimal form of an id names a resource, refs hold no
 * control characters and no text holds NUL (docs/api.md, "Input").
 */

/** Other spellings `Number()` or a lenient parser would read as `id`. */
const aliases = (id: number) => [
  `0x${id.toString(16)}`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `+${id}`,
  `0${id}`,
  `${id}%20`,
  `%20${id}`,
  `${id}.0`,
  `${id}e0`,
];

describe('canonical ids, refs and text', () => {
  let backend: AgoraTestBackend;
  let ids: { post: number; answer: number; collection: number; tag: number };

  beforeAll(async () => {
    backend = await startAgoraTestBackend();
    const post = await createTestPost(backend, { tags: ['canonical'] });
    const answer = await backend
      .as(USERS.bob)
      .post(`/posts/${post.id}/answers`, { answer: 'An answer' });
    const collection = await backend
      .as(USERS.alice)
      .post('/collections', { title: 'Canonical' });
    const tag = await backend.as(USERS.alice).get('/tags/canonical');
    ids = {
      post: post.id,
      answer: answer.body.id,
      collection: collection.body.id,
      tag: tag.body.id,
    };
  });
  afterAll(() => backend.stop());

  const paths: [string, (id: string) => string, string][] = [
    ['post', id => `/posts/${id}`, 'Post not found'],
    ['answer', id => `/posts/${ids.post}/answers/${id}`, 'Answer not found'],
    ['collection', id => `/collections/${id}`, 'Collection not found'],
    ['tag', id => `/tags/${id}`, 'Tag not found'],
  ];

  it.each(paths)(
    'only its canonical id names the %s',
    async (kind, path, message) => {
      const id = ids[kind as keyof typeof ids];
      expect((await backend.as(USERS.bob).get(path(`${id}`))).status).toBe(200);
      for (const alias of aliases(id)) {
        const res = await backend.as(USERS.bob).get(path(alias));
        expect({ alias, status: res.status, body: res.body }).toEqual({
          alias,
          status: 404,
          body: { errors: [{ message }] },
        });
      }
    },
  );

  it.each<[string, string, (id: unknown) => object]>([
    ['POST', '/collections/:c/posts', postId => ({ postId })],
    ['POST', '/posts/query', collectionId => ({ collectionId })],
    ['POST', '/answers/query', postId => ({ postId })],
    [
      'POST',
      '/posts',
      id => ({ type: 'question', title: 'T', content: 'C', images: [id] }),
    ],
  ])('%s %s refuses non-canonical ids with 400', async (_m, path, body) => {
    const aliased = ['0x10', '+16', '016', ' 16', '16 ', '1e1', true, [16]];
    for (const value of aliased) {
      const res = await backend
        .as(USERS.alice)
        .post(path.replace(':c', `${ids.collection}`), body(value));
      expect({ value, status: res.status, errors: res.body.errors }).toEqual({
        value,
        status: 400,
        errors: [expect.objectContaining({ message: 'Invalid id provided' })],
      });
    }
  });

  it('accepts an id as a number or its canonical text in bodies and queries', async () => {
    for (const postId of [ids.post, `${ids.post}`]) {
      const res = await backend
        .as(USERS.alice)
        .post('/answers/query', { postId });
      expect(res.status).toBe(200);
      expect(res.body.answers.map((a: { id: number }) => a.id)).toEqual([
        ids.answer,
      ]);
    }
    const query = await backend
      .as(USERS.alice)
      .get(`/posts/list/recent?collectionId=0${ids.collection}`);
    expect(query.status).toBe(400);
  });

  it.each([
    ['/users/follow/', 'user:default/bob', 'User not found'],
    ['/entities/follow/', 'component:default/payments', 'Entity not found'],
  ])('%s refuses refs with control characters', async (route, ref, message) => {
    const ok = await backend
      .as(USERS.alice)
      .put(route + encodeURIComponent(ref));
    expect(ok.status).toBeLessThan(300);
    for (const bad of [
      `${ref}\u0000`,
      `${ref.replace(':', ':\u0001')}`,
      `${ref}\u007f`,
    ]) {
      const res = await backend
        .as(USERS.alice)
        .put(route + encodeURIComponent(bad));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ message }] });
    }
  });

  it('refuses refs with control characters in bodies', async () => {
    const res = await backend.as(USERS.alice).post('/posts', {
      type: 'question',
      title: 'T',
      content: 'C',
      entities: ['component:default/pay\u0001ments'],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('entities.0');
  });

  it.each([
    [
      'post title',
      '/posts',
      { type: 'question', title: 'a\u0000b', content: 'C' },
      'title',
    ],
    [
      'post content',
      '/posts',
      { type: 'question', title: 'T', content: 'a\u0000' },
      'content',
    ],
    ['answer', '/posts/:p/answers', { answer: '\u0000answer' }, 'answer'],
    ['comment', '/posts/:p/comments', { content: 'com\u0000ment' }, 'content'],
    [
      'answer comment',
      '/posts/:p/answers/:a/comments',
      { content: 'a\u0000' },
      'content',
    ],
    ['search', '/posts/query', { searchQuery: 'de\u0000ploy' }, 'searchQuery'],
    [
      'nested',
      '/posts',
      { type: 'question', title: 'T', content: 'C', tags: ['ok', 'n\u0000'] },
      'tags.1',
    ],
  ])('refuses NUL in the %s with 400', async (_name, path, body, field) => {
    const res = await backend
      .as(USERS.alice)
      .post(
        path.replace(':p', `${ids.post}`).replace(':a', `${ids.answer}`),
        body,
      );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      type: 'body',
      errors: [{ message: NUL_REFUSED, path: field }],
    });
  });

  it('refuses NUL in query strings', async () => {
    const res = await backend.as(USERS.alice).get('/tags?searchQuery=a%00b');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      type: 'query',
      errors: [{ message: NUL_REFUSED, path: 'searchQuery' }],
    });
  });

  it('refuses control characters in tag paths', async () => {
    const res = await backend.as(USERS.alice).get('/tags/canonical%00');
    expect(res.status).toBe(404);
  });
});
