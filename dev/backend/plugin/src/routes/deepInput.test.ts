import request from 'supertest';
import { errorBodySchema } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { DEV_IDENTITY_HEADER } from '../service/identity';
import { NUL_REFUSED } from '../service/validation';

/**
 * Bodies nested deeper than any call stack: every route that validates a
 * body answers them like any other bad input (docs/api.md, "Input"), never
 * with a 500. Built as text, so the test itself recurses nowhere.
 */
const DEPTH = 10_000;
const nested = (leaf: string) =>
  `${'{"a":'.repeat(DEPTH)}${leaf}${'}'.repeat(DEPTH)}`;
const nestedArrays = (leaf: string) =>
  `${'['.repeat(DEPTH)}${leaf}${']'.repeat(DEPTH)}`;

/** Every route that parses a JSON body, with `:p`, `:a`, … for ids. */
const BODY_ROUTES: ['post' | 'put' | 'delete', string][] = [
  ['post', '/posts/query'],
  ['post', '/posts'],
  ['post', '/posts/:p'],
  ['delete', '/posts/:p'],
  ['post', '/answers/query'],
  ['post', '/posts/:p/answers'],
  ['post', '/posts/:p/answers/:a'],
  ['delete', '/posts/:p/answers/:a'],
  ['post', '/posts/:p/comments'],
  ['post', '/posts/:p/comments/:c'],
  ['post', '/posts/:p/answers/:a/comments'],
  ['post', '/posts/:p/answers/:a/comments/:ac'],
  ['post', '/collections/query'],
  ['post', '/collections'],
  ['post', '/collections/:col'],
  ['delete', '/collections/:col'],
  ['post', '/collections/:col/posts'],
  ['delete', '/collections/:col/posts'],
  ['post', '/collections/:col/rank'],
  ['put', '/tags'],
  ['post', '/tags/:t'],
  ['delete', '/tags/:t'],
  ['post', '/tags/suggest'],
  ['post', '/templates'],
  ['post', '/templates/:tpl'],
  ['post', '/url'],
  ['post', '/ai/question'],
];

describe('deeply nested bodies', () => {
  let backend: AgoraTestBackend;
  let ids: Record<string, number>;

  beforeAll(async () => {
    backend = await startAgoraTestBackend();
    const post = await createTestPost(backend, { tags: ['deep'] });
    const mod = backend.as(USERS.moderator);
    const answer = await mod.post(`/posts/${post.id}/answers`, {
      answer: 'An answer',
    });
    const comment = await mod.post(`/posts/${post.id}/comments`, {
      content: 'A comment',
    });
    const answerComment = await mod.post(
      `/posts/${post.id}/answers/${answer.body.id}/comments`,
      { content: 'A comment' },
    );
    const collection = await mod.post('/collections', { title: 'Deep' });
    const tag = await mod.get('/tags/deep');
    const template = await mod.post('/templates', { title: 'Deep' });
    ids = {
      p: post.id,
      a: answer.body.id,
      c: comment.body.comments[0].id,
      ac: answerComment.body.comments[0].id,
      col: collection.body.id,
      t: tag.body.id,
      tpl: template.body.id,
    };
  });
  afterAll(() => backend.stop());

  /** Sends `body` as JSON text, as a moderator who may use every route. */
  const send = (
    method: 'post' | 'put' | 'delete',
    path: string,
    body: string,
  ) =>
    request(backend.server)
      [method](
        backend.baseUrl +
          path.replace(/:([a-z]+)/g, (_m, name: string) => `${ids[name]}`),
      )
      .set(DEV_IDENTITY_HEADER, USERS.moderator)
      .set('Content-Type', 'application/json')
      .send(body);

  it.each(BODY_ROUTES)(
    '%s %s answers a body nested 10,000 deep without a 500',
    async (method, path) => {
      for (const body of [nested('1'), nestedArrays('"\\u0000"')]) {
        const res = await send(method, path, body);
        expect(res.status).toBeLessThan(500);
        // Refusals (400, or 404 where AI is off) carry the contract's body.
        const contractBody =
          res.status < 400 || errorBodySchema.safeParse(res.body).success;
        expect(contractBody).toBe(true);
      }
    },
  );

  it('validates the deep body as any other: extra keys are ignored', async () => {
    const listed = await send('post', '/posts/query', nested('1'));
    expect(listed.status).toBe(200);
    const created = await send('post', '/posts', nested('1'));
    expect(created.status).toBe(400);
    expect(created.body.errors).toContainEqual({
      message: 'Title is required',
      path: 'title',
    });
  });

  it('finds a NUL at the bottom and names its whole path', async () => {
    const res = await send('post', '/posts/query', nested('"\\u0000"'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      type: 'body',
      errors: [
        { message: NUL_REFUSED, path: Array(DEPTH).fill('a').join('.') },
      ],
    });
  });
});
