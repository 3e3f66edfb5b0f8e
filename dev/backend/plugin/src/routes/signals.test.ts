import { createServiceFactory } from '@backstage/backend-plugin-api';
import {
  signalsServiceRef,
  type SignalPayload,
} from '@backstage/plugin-signals-node';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { succeeds } from '../testing/succeeds';
import { arrivedIn, installedPlugin } from '../testing/recordingServices';
import {
  questionAs,
  secretTagPolicy,
  startBackendWithPolicy,
} from '../testing/testPolicy';

/** What the stand-in signals service was asked to publish. */
const published: SignalPayload[] = [];

/** Backstage's signals plugin, as far as Agora can tell it is there. */
const signalsPlugin = installedPlugin('signals');

const recordingSignals = createServiceFactory({
  service: signalsServiceRef,
  deps: {},
  factory: () => ({
    async publish(signal: SignalPayload) {
      published.push(signal);
    },
  }),
});

/** Signals go out after the response; wait for them to arrive. */
const arrived = (count: number) => arrivedIn(published, count);

const ask = (backend: AgoraTestBackend) =>
  succeeds(
    backend.as(USERS.alice).post('/posts', {
      type: 'question',
      title: 'Where are the Kafka runbooks?',
      content: 'Looking for them: the wiki page is gone.',
      tags: [],
    }),
  );

describe('signals to the pages open on a post', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      features: [signalsPlugin, recordingSignals],
      // One flag hides an item (docs/api.md, "Flags").
      config: { agora: { flags: { hideAfter: 1 } } },
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => published.splice(0));

  it("signals a new answer on the post's channel with ids only, after it is saved", async () => {
    const question = await ask(backend);
    // Creating the post itself is no change to an open page.
    await new Promise(resolve => setTimeout(resolve, 100));
    expect(published).toEqual([]);
    const answer = await succeeds(
      backend.as(USERS.bob).post(`/posts/${question.body.id}/answers`, {
        answer: 'In the wiki',
        anonymous: true,
      }),
    );
    const [signal, ...others] = await arrived(1);
    expect(others).toEqual([]);
    // No author (the answer is anonymous) and no text: the id and the kind.
    expect(signal).toEqual({
      recipients: { type: 'broadcast' },
      channel: `agora:post:${question.body.id}`,
      message: { postId: question.body.id, kind: 'answer', id: answer.body.id },
    });
  });

  it('signals comments on the post and on its answers, naming the answer', async () => {
    const question = await ask(backend);
    const id = question.body.id;
    const answer = await succeeds(
      backend.as(USERS.bob).post(`/posts/${id}/answers`, { answer: 'Hm' }),
    );
    await arrived(1);
    published.splice(0);

    const onPost = await succeeds(
      backend
        .as(USERS.carol)
        .post(`/posts/${id}/comments`, { content: 'Same question here' }),
    );
    await arrived(1);
    const onAnswer = await succeeds(
      backend
        .as(USERS.carol)
        .post(`/posts/${id}/answers/${answer.body.id}/comments`, {
          content: 'Which page?',
        }),
    );
    const messages = (await arrived(2)).map(signal => signal.message);
    const postComment = onPost.body.comments.at(-1);
    const answerComment = onAnswer.body.comments.at(-1);
    expect(messages).toEqual([
      { postId: id, kind: 'comment', id: postComment.id },
      {
        postId: id,
        kind: 'comment',
        id: answerComment.id,
        answerId: answer.body.id,
      },
    ]);
    expect(published.map(signal => signal.channel)).toEqual([
      `agora:post:${id}`,
      `agora:post:${id}`,
    ]);
  });

  it('signals nothing of a post flags hide from its readers', async () => {
    const question = await ask(backend);
    const id = question.body.id;
    await succeeds(
      backend.as(USERS.bob).post(`/posts/${id}/flags`, { reason: 'spam' }),
    );
    // Its author still reads it and answers; nobody else hears of it.
    await succeeds(
      backend
        .as(USERS.alice)
        .post(`/posts/${id}/answers`, { answer: 'Found them' }),
    );
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(published).toEqual([]);
  });
});

describe('without the signals plugin', () => {
  it('publishes nothing, and answers are saved as ever', async () => {
    published.splice(0);
    const backend = await startAgoraTestBackend({
      features: [recordingSignals],
    });
    try {
      const question = await ask(backend);
      await succeeds(
        backend.as(USERS.bob).post(`/posts/${question.body.id}/answers`, {
          answer: 'In the wiki',
        }),
      );
      await new Promise(resolve => setTimeout(resolve, 200));
      expect(published).toEqual([]);
    } finally {
      await backend.stop();
    }
  });
});

describe('under a permission policy', () => {
  it('signals by name only the readers who may have the post open: its author and who viewed it in the last day', async () => {
    published.splice(0);
    // Carol reads `secret` posts; Bob does not.
    const backend = await startBackendWithPolicy(
      secretTagPolicy([USERS.carol]),
      [signalsPlugin, recordingSignals],
    );
    try {
      const question = await questionAs(
        backend,
        USERS.alice,
        ['secret'],
        'Who rotates the card vault keys?',
      );
      await succeeds(backend.asUser(USERS.carol).get(`/posts/${question.id}`));
      expect(
        (await backend.asUser(USERS.bob).get(`/posts/${question.id}`)).status,
      ).toBe(404);
      const answer = await succeeds(
        backend
          .asUser(USERS.carol)
          .post(`/posts/${question.id}/answers`, { answer: 'The SRE team' }),
      );
      const [signal, ...others] = await arrived(1);
      expect(others).toEqual([]);
      expect(signal.channel).toBe(`agora:post:${question.id}`);
      expect(signal.message).toEqual({
        postId: question.id,
        kind: 'answer',
        id: answer.body.id,
      });
      expect(signal.recipients.type).toBe('user');
      expect(
        [...(signal.recipients as { entityRef: string[] }).entityRef].sort(),
      ).toEqual([USERS.alice, USERS.carol].sort());
    } finally {
      await backend.stop();
    }
  });
});
