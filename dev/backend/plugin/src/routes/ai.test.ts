import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';

/** A local OpenAI-compatible endpoint that numbers its answers. */
async function fakeOpenAi() {
  const requests: any[] = [];
  let fail = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', c => (body += c));
    req.on('end', () => {
      requests.push({
        url: req.url,
        auth: req.headers.authorization,
        body: JSON.parse(body),
      });
      if (fail) {
        res.writeHead(500).end('boom');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { content: `Answer ${requests.length}` } }],
        }),
      );
    });
  });
  await new Promise<void>(r => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    url: `http://127.0.0.1:${port}/v1`,
    setFail: (value: boolean) => (fail = value),
    close: () => new Promise(r => server.close(r)),
  };
}

describe('AI routes', () => {
  describe('without configuration', () => {
    let backend: AgoraTestBackend;
    beforeAll(async () => {
      backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    });
    afterAll(() => backend.stop());

    it('reports everything disabled and answers 404 JSON', async () => {
      const status = await backend.as(USERS.alice).get('/ai/status');
      expect(status.body).toEqual({
        enabled: false,
        existingQuestions: false,
        newQuestions: false,
        articleSummaries: false,
      });
      for (const res of [
        await backend.as(USERS.alice).get('/ai/question/1'),
        await backend
          .as(USERS.alice)
          .post('/ai/question', { title: 'T', content: 'c' }),
        await backend.as(USERS.alice).get('/ai/article/1'),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.errors[0].message).toBe('AI is not enabled');
      }
    });
  });

  describe('with an OpenAI-compatible endpoint', () => {
    let backend: AgoraTestBackend;
    let openAi: Awaited<ReturnType<typeof fakeOpenAi>>;
    beforeAll(async () => {
      openAi = await fakeOpenAi();
      backend = await startAgoraTestBackend({
        ...SHORT_QUESTIONS,
        config: {
          agora: {
            ai: {
              apiUrl: openAi.url,
              model: 'tiny',
              apiKey: 'secret',
              articleSummaries: false,
            },
          },
        },
      });
    });
    afterAll(async () => {
      await backend.stop();
      await openAi.close();
    });
    beforeEach(() => openAi.setFail(false));

    it('reports the enabled features', async () => {
      expect((await backend.as(USERS.alice).get('/ai/status')).body).toEqual({
        enabled: true,
        existingQuestions: true,
        newQuestions: true,
        articleSummaries: false,
      });
      expect((await backend.as(USERS.alice).get('/ai/article/1')).status).toBe(
        404,
      );
    });

    it('answers an existing question once, then from the cache, until regenerated', async () => {
      const post = await createTestPost(backend, {
        title: 'Kafka lag?',
        tags: ['kafka'],
      });
      const first = await backend.as(USERS.bob).get(`/ai/question/${post.id}`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        answer: expect.stringMatching(/^Answer \d+$/),
        created: expect.any(String),
      });
      const sent = openAi.requests.at(-1);
      expect(sent).toMatchObject({
        url: '/v1/chat/completions',
        auth: 'Bearer secret',
      });
      expect(sent.body.model).toBe('tiny');
      expect(sent.body.messages[1].content).toContain('Kafka lag?');

      const calls = openAi.requests.length;
      const cached = await backend
        .as(USERS.carol)
        .get(`/ai/question/${post.id}`);
      expect(cached.body).toEqual(first.body);
      expect(openAi.requests).toHaveLength(calls);

      const fresh = await backend
        .as(USERS.carol)
        .get(`/ai/question/${post.id}?regenerate=true`);
      expect(fresh.body.answer).not.toBe(first.body.answer);
      expect(openAi.requests).toHaveLength(calls + 1);
    });

    it('answers 404 for a question its flags hide, but to its author and moderators', async () => {
      const post = await createTestPost(backend, { title: 'Cheap pills?' });
      const ask = (user: string) =>
        backend.as(user).get(`/ai/question/${post.id}`);
      expect((await ask(USERS.bob)).status).toBe(200);
      for (const user of [USERS.bob, USERS.carol, 'user:default/f1'])
        expect(
          (
            await backend
              .as(user)
              .post(`/posts/${post.id}/flags`, { reason: 'spam' })
          ).status,
        ).toBe(204);
      // Not even from the cache.
      const hidden = await ask(USERS.bob);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({
        errors: [{ message: 'Question not found' }],
      });
      expect((await ask(USERS.alice)).status).toBe(200);
      expect((await ask(USERS.moderator)).status).toBe(200);
    });

    it('gives a draft the best matches the asker may read as context', async () => {
      await createTestPost(backend, {
        title: 'Rotating the vault token of a batch job',
        content: 'Use a periodic token and renew it before each run.',
      });
      const gone = await createTestPost(backend, {
        title: 'Vault token rotation runbook (old)',
      });
      await backend.as(USERS.moderator).delete(`/posts/${gone.id}`, {});
      const res = await backend.as(USERS.alice).post('/ai/question', {
        title: 'How do I rotate a vault token?',
        content: '',
      });
      expect(res.status).toBe(200);
      const prompt: string = openAi.requests.at(-1).body.messages[1].content;
      expect(prompt).toContain(
        '- Rotating the vault token of a batch job: Use a periodic token',
      );
      expect(prompt).not.toContain('runbook');
    });

    it('drafts an answer for a new question without caching it', async () => {
      const res = await backend
        .as(USERS.alice)
        .post('/ai/question', { title: 'How to X?', content: '' });
      expect(res.status).toBe(200);
      expect(res.body.answer).toMatch(/^Answer/);
      expect(openAi.requests.at(-1).body.messages[1].content).toContain(
        'How to X?',
      );
      expect(
        (await backend.as(USERS.alice).post('/ai/question', {})).status,
      ).toBe(400);
    });

    it('answers 404 for unknown and malformed ids, 502 JSON when the service fails', async () => {
      expect(
        (await backend.as(USERS.alice).get('/ai/question/999')).status,
      ).toBe(404);
      const bad = await backend.as(USERS.alice).get('/ai/question/abc');
      expect(bad.status).toBe(404);
      expect(bad.body).toEqual({ errors: [{ message: 'Question not found' }] });
      const article = await createTestPost(backend, { type: 'article' });
      expect(
        (await backend.as(USERS.alice).get(`/ai/question/${article.id}`))
          .status,
      ).toBe(404);
      openAi.setFail(true);
      const res = await backend
        .as(USERS.alice)
        .post('/ai/question', { title: 'T' });
      expect(res.status).toBe(502);
      // The shared error handler does not reveal upstream details in 5xx bodies.
      expect(res.body).toEqual({ errors: [{ message: expect.any(String) }] });
    });
  });
});
