import { mockCredentials } from '@backstage/backend-test-utils';
import type { Post } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { succeeds } from '../testing/succeeds';
import {
  asUserHeader,
  invokeAction,
  listActions,
  realActionsRegistry,
} from '../testing/invokeAction';

const APP = 'http://portal.test';

describe("Agora's actions in the actions registry", () => {
  let backend: AgoraTestBackend;
  const act = (user: string, name: string, input: object) =>
    invokeAction(backend.server, name, input, asUserHeader(user));

  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config: { app: { baseUrl: APP } },
      features: [realActionsRegistry],
    });
  });
  afterAll(() => backend.stop());

  it('lists every action with a description and non-empty JSON schemas', async () => {
    const res = await succeeds(
      listActions(backend.server, asUserHeader(USERS.alice)),
    );
    const actions = res.body.actions as Array<{
      id: string;
      description: string;
      attributes: { readOnly: boolean };
      schema: {
        input: { properties?: object };
        output: { properties?: object };
      };
    }>;
    expect(actions.map(a => a.id).sort()).toEqual(
      [
        'agora:answer-question',
        'agora:ask-question',
        'agora:comment',
        'agora:get-post',
        'agora:mark-answer-correct',
        'agora:search-posts',
        'agora:share-link',
        'agora:vote',
        'agora:write-article',
      ].sort(),
    );
    for (const action of actions) {
      expect(action.description.length).toBeGreaterThan(30);
      // An empty schema means the registry could not read it (another zod).
      expect(
        Object.keys(action.schema.input.properties ?? {}),
      ).not.toHaveLength(0);
      expect(
        Object.keys(action.schema.output.properties ?? {}),
      ).not.toHaveLength(0);
    }
    const readOnly = actions.filter(a => a.attributes.readOnly).map(a => a.id);
    expect(readOnly.sort()).toEqual(['agora:get-post', 'agora:search-posts']);
  });

  it('searches as the HTTP API does, anonymous authors masked, with absolute links', async () => {
    const named = await createTestPost(backend, {
      title: 'Rotating vault keys',
      content: 'Use the **vault** CLI to rotate keys.',
      tags: ['vault'],
    });
    const anonymous = await createTestPost(
      backend,
      { title: 'Vault tokens expire early', tags: ['vault'], anonymous: true },
      USERS.bob,
    );
    await succeeds(
      backend.as(USERS.carol).get(`/posts/${anonymous.id}/upvote`),
    );

    const res = await succeeds(
      act(USERS.alice, 'search-posts', { query: 'vault', tags: ['vault'] }),
    );
    const api = await succeeds(
      backend.as(USERS.alice).post('/posts/query', {
        searchQuery: 'vault',
        tags: ['vault'],
        orderBy: 'relevance',
        order: 'desc',
      }),
    );
    const { posts, total } = res.body.output;
    expect(posts.map((p: Post) => p.id)).toEqual(
      api.body.posts.map((p: Post) => p.id),
    );
    expect(total).toBe(api.body.total);
    // Best voted first.
    expect(posts.map((p: Post) => p.id)).toEqual([anonymous.id, named.id]);
    expect(posts[0]).toMatchObject({
      author: 'anonymous',
      score: 1,
      type: 'question',
      link: `${APP}/agora/questions/${anonymous.id}`,
    });
    expect(JSON.stringify(res.body)).not.toContain(USERS.bob);
    expect(posts[1]).toMatchObject({
      author: USERS.alice,
      excerpt: 'Use the vault CLI to rotate keys.',
      hasCorrectAnswer: false,
      answersCount: 0,
      tags: ['vault'],
    });
    // The author sees their own anonymous post as theirs, as in the API.
    const own = await succeeds(
      act(USERS.bob, 'search-posts', { query: 'expire' }),
    );
    expect(own.body.output.posts[0].author).toBe(USERS.bob);
  });

  it('filters by type and entity and caps the page', async () => {
    const article = await createTestPost(backend, {
      type: 'article',
      title: 'Payments runbook',
      content: 'Steps.',
      entities: ['component:default/payments'],
    });
    await createTestPost(backend, {
      title: 'Payments question',
      entities: ['component:default/payments'],
    });
    const res = await succeeds(
      act(USERS.bob, 'search-posts', {
        type: 'article',
        entity: 'component:default/payments',
        limit: 1,
      }),
    );
    expect(res.body.output.posts.map((p: Post) => p.id)).toEqual([article.id]);
    expect(res.body.output.posts[0].link).toBe(
      `${APP}/agora/articles/${article.id}`,
    );
    const tooMany = await act(USERS.bob, 'search-posts', { limit: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toContain('Invalid input to action');
  });

  it('asks, answers, comments, votes and marks the correct answer as the calling users', async () => {
    const asked = await succeeds(
      act(USERS.alice, 'ask-question', {
        title: 'How do I page the on-call?',
        content: 'Which tool do we use?',
        tags: ['oncall'],
      }),
    );
    const question = asked.body.output;
    expect(question).toMatchObject({
      type: 'question',
      author: USERS.alice,
      tags: ['oncall'],
      link: `${APP}/agora/questions/${question.id}`,
    });
    // It is Agora's own question: the HTTP list shows it.
    const listed = await succeeds(
      backend.as(USERS.carol).get('/posts/list/question'),
    );
    expect(listed.body.posts.map((p: Post) => p.id)).toContain(question.id);

    const answered = await succeeds(
      act(USERS.bob, 'answer-question', {
        postId: question.id,
        answer: 'Use **PagerDuty**.',
        anonymous: true,
      }),
    );
    const answerId = answered.body.output.id;
    expect(answered.body.output).toEqual({
      id: answerId,
      postId: question.id,
      author: USERS.bob,
      link: `${APP}/agora/questions/${question.id}#answer_${answerId}`,
    });

    const onPost = await succeeds(
      act(USERS.carol, 'comment', { postId: question.id, content: 'Good one' }),
    );
    const onAnswer = await succeeds(
      act(USERS.alice, 'comment', {
        postId: question.id,
        answerId,
        content: 'Thanks!',
      }),
    );
    expect(onAnswer.body.output).toMatchObject({
      postId: question.id,
      answerId,
    });

    const voted = await succeeds(
      act(USERS.alice, 'vote', { postId: question.id, answerId, vote: 'up' }),
    );
    expect(voted.body.output).toMatchObject({ score: 1, ownVote: 'up' });
    const down = await succeeds(
      act(USERS.carol, 'vote', { postId: question.id, vote: 'down' }),
    );
    expect(down.body.output).toMatchObject({ score: -1, ownVote: 'down' });
    const removed = await succeeds(
      act(USERS.carol, 'vote', { postId: question.id, vote: 'remove' }),
    );
    expect(removed.body.output).toMatchObject({ score: 0, ownVote: 'none' });

    // Only the question's author marks the correct answer.
    const refused = await act(USERS.carol, 'mark-answer-correct', {
      postId: question.id,
      answerId,
    });
    expect(refused.status).toBe(403);
    const marked = await succeeds(
      act(USERS.alice, 'mark-answer-correct', {
        postId: question.id,
        answerId,
      }),
    );
    expect(marked.body.output).toEqual({
      postId: question.id,
      answerId,
      correct: true,
    });

    const read = await succeeds(
      act(USERS.carol, 'get-post', { postId: question.id }),
    );
    const post = read.body.output;
    expect(post).toMatchObject({
      id: question.id,
      content: 'Which tool do we use?',
      hasCorrectAnswer: true,
      answersCount: 1,
    });
    expect(post.comments).toEqual([
      expect.objectContaining({
        id: onPost.body.output.id,
        author: USERS.carol,
        content: 'Good one',
        link: `${APP}/agora/questions/${question.id}#comment_${onPost.body.output.id}`,
      }),
    ]);
    expect(post.answers).toEqual([
      expect.objectContaining({
        id: answerId,
        author: 'anonymous',
        content: 'Use **PagerDuty**.',
        correct: true,
        score: 1,
        comments: [
          expect.objectContaining({
            id: onAnswer.body.output.id,
            author: USERS.alice,
          }),
        ],
      }),
    ]);
    expect(JSON.stringify(post)).not.toContain(USERS.bob);
  });

  it('writes articles and shares links', async () => {
    const article = await succeeds(
      act(USERS.bob, 'write-article', {
        title: 'Our deploy pipeline',
        content: '# Stages\nBuild, test, ship.',
      }),
    );
    expect(article.body.output).toMatchObject({
      type: 'article',
      excerpt: 'Stages Build, test, ship.',
    });
    const link = await succeeds(
      act(USERS.bob, 'share-link', {
        title: 'Twelve-factor apps',
        url: 'https://12factor.net',
        description: 'A classic.',
      }),
    );
    expect(link.body.output).toMatchObject({
      type: 'link',
      url: 'https://12factor.net',
      excerpt: 'A classic.',
      link: `${APP}/agora/links/${link.body.output.id}`,
    });
  });

  it("answers with the API's own error where Agora refuses", async () => {
    const post = await createTestPost(backend, { title: 'Own question' });
    const ownVote = await act(USERS.alice, 'vote', {
      postId: post.id,
      vote: 'up',
    });
    expect(ownVote.status).toBe(400);
    expect(ownVote.body.error.message).toBe('You cannot vote on your own post');

    const unsafe = await act(USERS.alice, 'share-link', {
      title: 'Files',
      url: 'ftp://files.example.com/x',
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.error.message).toContain('Expected an http(s) url');

    const article = await createTestPost(backend, {
      type: 'article',
      title: 'Not a question',
      content: 'Text',
    });
    const answer = await act(USERS.bob, 'answer-question', {
      postId: article.id,
      answer: 'Hm',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Only questions can be answered');

    const missing = await act(USERS.bob, 'get-post', { postId: 999999 });
    expect(missing.status).toBe(404);

    const noTitle = await act(USERS.bob, 'ask-question', { content: 'x' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.message).toContain('Invalid input to action');
  });

  it('refuses a service, which acts for no user', async () => {
    const service = mockCredentials.service.header({
      onBehalfOf: mockCredentials.service('plugin:catalog'),
      targetPluginId: 'agora',
    });
    const before = await succeeds(
      backend.as(USERS.alice).get('/posts/list/recent'),
    );
    for (const [name, input] of [
      ['search-posts', { query: 'vault' }],
      ['ask-question', { title: 'By a bot', content: 'Hi' }],
    ] as const) {
      const res = await invokeAction(backend.server, name, input, service);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toContain('signed-in user');
    }
    const after = await succeeds(
      backend.as(USERS.alice).get('/posts/list/recent'),
    );
    expect(after.body.total).toBe(before.body.total);
  });
});
