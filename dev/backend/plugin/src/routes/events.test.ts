import {
  AGORA_EVENTS_TOPIC,
  agoraEventPayloadSchema,
  type AgoraEventPayload,
} from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { succeeds } from '../testing/succeeds';
import { recordingEvents } from '../testing/recordingServices';

const APP = 'https://portal.example.com';
const config = { app: { baseUrl: APP } };

const question = (extra: object = {}) => ({
  type: 'question',
  title: 'How do we rotate Kafka credentials?',
  content: 'We use Vault.',
  tags: ['kafka', 'vault'],
  entities: ['component:default/kafka'],
  ...extra,
});

describe('events published on the events service (topic agora)', () => {
  const events = recordingEvents();
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config,
      features: [events.factory],
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => events.published.splice(0));

  /** The payloads of the next `count` events, each on topic agora and valid by the contract. */
  const next = async (count = 1): Promise<AgoraEventPayload[]> => {
    const arrived = await events.arrived(count);
    expect(arrived).toHaveLength(count);
    for (const event of arrived) expect(event.topic).toBe(AGORA_EVENTS_TOPIC);
    return arrived.map(event =>
      agoraEventPayloadSchema.parse(event.eventPayload),
    );
  };

  it('publishes each write of a post, its answers, comments and votes once, after it committed', async () => {
    const post = await succeeds(
      backend.as(USERS.alice).post('/posts', question()),
    );
    const id = post.body.id;
    const link = `${APP}/agora/questions/${id}`;
    const about = {
      postId: id,
      postType: 'question',
      title: 'How do we rotate Kafka credentials?',
      tags: ['kafka', 'vault'],
      entities: ['component:default/kafka'],
    };
    expect(await next()).toEqual([
      {
        type: 'post.created',
        ...about,
        author: USERS.alice,
        actor: USERS.alice,
        link,
      },
    ]);

    await succeeds(
      backend.as(USERS.alice).post(`/posts/${id}`, {
        ...question(),
        title: 'Rotating Kafka credentials',
        tags: ['kafka'],
      }),
    );
    const edited = {
      ...about,
      title: 'Rotating Kafka credentials',
      tags: ['kafka'],
    };
    expect(await next()).toEqual([
      {
        type: 'post.updated',
        ...edited,
        author: USERS.alice,
        actor: USERS.alice,
        link,
      },
    ]);

    const answer = await succeeds(
      backend
        .as(USERS.bob)
        .post(`/posts/${id}/answers`, { answer: 'With Vault' }),
    );
    const answerId = answer.body.id;
    const answerLink = `${link}#answer_${answerId}`;
    await succeeds(
      backend.as(USERS.bob).post(`/posts/${id}/answers/${answerId}`, {
        answer: 'With Vault, daily',
      }),
    );
    const comment = await succeeds(
      backend
        .as(USERS.carol)
        .post(`/posts/${id}/comments`, { content: 'Thanks' }),
    );
    const commentId = comment.body.comments.at(-1).id;
    await succeeds(backend.as(USERS.bob).get(`/posts/${id}/upvote`));
    await succeeds(
      backend.as(USERS.alice).get(`/posts/${id}/answers/${answerId}/downvote`),
    );
    await succeeds(
      backend.as(USERS.alice).delete(`/posts/${id}/answers/${answerId}/vote`),
    );
    await succeeds(
      backend.as(USERS.alice).get(`/posts/${id}/answers/${answerId}/correct`),
    );
    expect(await next(7)).toEqual([
      {
        type: 'answer.created',
        ...edited,
        answerId,
        author: USERS.bob,
        actor: USERS.bob,
        link: answerLink,
      },
      {
        type: 'answer.updated',
        ...edited,
        answerId,
        author: USERS.bob,
        actor: USERS.bob,
        link: answerLink,
      },
      {
        type: 'comment.created',
        ...edited,
        commentId,
        author: USERS.carol,
        actor: USERS.carol,
        link: `${link}#comment_${commentId}`,
      },
      // The voter is never named.
      {
        type: 'vote.changed',
        ...edited,
        author: USERS.alice,
        vote: 'up',
        link,
      },
      {
        type: 'vote.changed',
        ...edited,
        answerId,
        author: USERS.bob,
        vote: 'down',
        link: answerLink,
      },
      {
        type: 'vote.changed',
        ...edited,
        answerId,
        author: USERS.bob,
        vote: 'removed',
        link: answerLink,
      },
      {
        type: 'answer.correct',
        ...edited,
        answerId,
        author: USERS.bob,
        actor: USERS.alice,
        link: answerLink,
      },
    ]);

    const other = await succeeds(
      backend
        .as(USERS.carol)
        .post(`/posts/${id}/answers`, { answer: 'Rotate by hand' }),
    );
    await succeeds(
      backend
        .as(USERS.carol)
        .delete(`/posts/${id}/answers/${other.body.id}`, { reason: 'Wrong' }),
    );
    await succeeds(
      backend
        .as(USERS.moderator)
        .delete(`/posts/${id}`, { reason: 'Duplicate' }),
    );
    await succeeds(backend.as(USERS.moderator).post(`/posts/${id}/restore`));
    await succeeds(
      backend.as(USERS.moderator).delete(`/posts/${id}?permanent=true`),
    );
    const otherAbout = {
      ...edited,
      answerId: other.body.id,
      author: USERS.carol,
      actor: USERS.carol,
    };
    const otherLink = `${link}#answer_${other.body.id}`;
    const byModerator = {
      ...edited,
      author: USERS.alice,
      actor: USERS.moderator,
      link,
    };
    expect(await next(5)).toEqual([
      { type: 'answer.created', ...otherAbout, link: otherLink },
      {
        type: 'answer.deleted',
        ...otherAbout,
        reason: 'Wrong',
        link: otherLink,
      },
      { type: 'post.deleted', ...byModerator, reason: 'Duplicate' },
      { type: 'post.restored', ...byModerator },
      // Purged: the post as it was, read before it went.
      { type: 'post.deleted', ...byModerator, permanent: true },
    ]);
  });

  it('publishes a closure as a duplicate with its original, and a reopening', async () => {
    const ask = async (title: string) =>
      (
        await succeeds(
          backend.as(USERS.alice).post('/posts', question({ title })),
        )
      ).body.id as number;
    const originalId = await ask('How do I roll back?');
    const id = await ask('Rollback steps?');
    await next(2);
    const about = {
      postId: id,
      postType: 'question',
      title: 'Rollback steps?',
      tags: ['kafka', 'vault'],
      entities: ['component:default/kafka'],
      author: USERS.alice,
      actor: USERS.moderator,
      link: `${APP}/agora/questions/${id}`,
    };
    const close = () =>
      succeeds(
        backend
          .as(USERS.moderator)
          .put(`/posts/${id}/duplicate`, { originalId }),
      );
    await close();
    // Closing again as the same changes nothing, and publishes nothing.
    await close();
    await succeeds(
      backend.as(USERS.moderator).delete(`/posts/${id}/duplicate`),
    );
    expect(await next(2)).toEqual([
      { type: 'post.closed', ...about, originalId },
      { type: 'post.reopened', ...about },
    ]);
  });

  it('publishes in write order, once per write', async () => {
    const post = await succeeds(
      backend.as(USERS.alice).post('/posts', question()),
    );
    const id = post.body.id;
    // A repeated vote changes nothing and publishes nothing.
    for (const path of ['upvote', 'upvote', 'downvote', 'upvote'])
      await succeeds(backend.as(USERS.bob).get(`/posts/${id}/${path}`));
    const events_ = await next(4);
    expect(events_.map(e => [e.type, e.vote])).toEqual([
      ['post.created', undefined],
      ['vote.changed', 'up'],
      ['vote.changed', 'down'],
      ['vote.changed', 'up'],
    ]);
  });

  it('names no author or actor for anonymous posts and answers, but a moderator who acts on them', async () => {
    const post = await succeeds(
      backend.as(USERS.alice).post('/posts', question({ anonymous: true })),
    );
    const id = post.body.id;
    await succeeds(backend.as(USERS.alice).post(`/posts/${id}`, question()));
    await succeeds(
      backend.as(USERS.moderator).post(`/posts/${id}`, question()),
    );
    await succeeds(backend.as(USERS.bob).get(`/posts/${id}/upvote`));
    const answer = await succeeds(
      backend
        .as(USERS.bob)
        .post(`/posts/${id}/answers`, { answer: 'Quietly', anonymous: true }),
    );
    await succeeds(
      backend
        .as(USERS.alice)
        .get(`/posts/${id}/answers/${answer.body.id}/correct`),
    );
    await succeeds(
      backend.as(USERS.alice).delete(`/posts/${id}`, { reason: 'Solved' }),
    );
    const published = await next(7);
    expect(published.map(e => [e.type, e.author, e.actor])).toEqual([
      ['post.created', undefined, undefined],
      ['post.updated', undefined, undefined],
      ['post.updated', undefined, USERS.moderator],
      ['vote.changed', undefined, undefined],
      ['answer.created', undefined, undefined],
      // Marked by the question's anonymous author.
      ['answer.correct', undefined, undefined],
      ['post.deleted', undefined, undefined],
    ]);
    for (const event of published) {
      expect(JSON.stringify(event)).not.toContain(USERS.alice);
      expect(JSON.stringify(event)).not.toContain(USERS.bob);
    }
  });

  it('publishes nothing for a failed write', async () => {
    const post = await succeeds(
      backend.as(USERS.alice).post('/posts', question()),
    );
    const id = post.body.id;
    await next();
    // 400: validation, and a vote on one's own post.
    expect(
      (await backend.as(USERS.alice).post('/posts', { type: 'question' }))
        .status,
    ).toBe(400);
    expect(
      (await backend.as(USERS.alice).get(`/posts/${id}/upvote`)).status,
    ).toBe(400);
    // 403: someone else's post.
    expect(
      (await backend.as(USERS.bob).post(`/posts/${id}`, question())).status,
    ).toBe(403);
    expect((await backend.as(USERS.bob).delete(`/posts/${id}`)).status).toBe(
      403,
    );
    expect(
      (await backend.as(USERS.bob).post(`/posts/${id}/restore`)).status,
    ).toBe(403);
    // 404: no such post.
    expect(
      (
        await backend
          .as(USERS.bob)
          .post('/posts/999999/answers', { answer: 'x' })
      ).status,
    ).toBe(404);
    // Events keep write order: the next one is the next successful write's.
    await succeeds(backend.as(USERS.bob).get(`/posts/${id}/upvote`));
    expect((await next()).map(e => e.type)).toEqual(['vote.changed']);
  });
});

describe('a failing events service', () => {
  const events = recordingEvents({ failing: true });
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config,
      features: [events.factory],
    });
  });
  afterAll(() => backend.stop());

  it('fails no write, and each later write still tries to publish', async () => {
    const post = await backend.as(USERS.alice).post('/posts', question());
    expect(post.status).toBe(201);
    const answer = await backend
      .as(USERS.bob)
      .post(`/posts/${post.body.id}/answers`, { answer: 'Still saved' });
    expect(answer.status).toBe(201);
    for (let i = 0; i < 100 && events.attempts() < 2; i++)
      await new Promise(resolve => setTimeout(resolve, 20));
    expect(events.attempts()).toBe(2);
    expect(
      (await backend.as(USERS.bob).get(`/posts/${post.body.id}`)).body
        .answersCount,
    ).toBe(1);
  });
});
