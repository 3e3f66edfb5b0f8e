import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import type { NotificationSendOptions } from '@backstage/plugin-notifications-node';
import { NOTIFICATION_TOPICS } from '@agora/contract';
import { openTestDatabase } from '../testing/testDatabase';
import { createPost } from '../stores/postWrites';
import { createAnswer, setCorrectAnswer } from '../stores/answerWrites';
import { addComment } from '../stores/comments';
import { followEntity, followTag, followUser } from '../stores/follows';
import { createCollection, setCollectionFollow } from '../stores/collections';
import { addPostToCollection } from '../stores/collectionPosts';
import { createNotifier, type NotifierOptions } from './notifier';
import type { AgoraWriteEvent } from '../writes/events';
import { fanOut } from '../writes/listener';

const ALICE = 'user:default/alice';
const BOB = 'user:default/bob';
const CAROL = 'user:default/carol';
const DAN = 'user:default/dan';
const as = (userRef: string) => ({ userRef, isModerator: false });

describe('notifications of Agora writes', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_notify'));
  });
  afterAll(() => close());

  /** A notifier over a service that records what it was asked to send. */
  function recordingNotifier(
    config: object = {},
    failing = false,
    readersAmong?: NotifierOptions['readersAmong'],
    unjudgedAmong?: NotifierOptions['unjudgedAmong'],
  ) {
    const sent: NotificationSendOptions[] = [];
    const logger = mockServices.logger.mock();
    const notifier = createNotifier({
      db,
      config: mockServices.rootConfig({ data: config }),
      logger,
      basePath: '/agora',
      readersAmong,
      unjudgedAmong,
      notifications: {
        async send(options) {
          if (failing) throw new Error('notifications backend down');
          sent.push(options);
        },
      },
    });
    // As the plugin tells it of writes, with their post read by fanOut.
    const writes = fanOut(db, notifier);
    const run = async (event: AgoraWriteEvent) => {
      writes.notify(event);
      await writes.settled();
      return sent.splice(0);
    };
    return { run, logger };
  }

  const question = (
    author: string,
    extra: {
      tags?: string[];
      entities?: string[];
      anonymous?: boolean;
      content?: string;
    } = {},
  ) =>
    createPost(
      db,
      {
        type: 'question',
        title: 'How do I rotate Kafka credentials?',
        content: extra.content ?? 'We use **Vault**.',
        tags: extra.tags ?? [],
        entities: extra.entities ?? [],
        images: [],
        anonymous: extra.anonymous ?? false,
      },
      as(author),
    );

  it("tells a question's author of a new answer, linked to it, never the answerer", async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE);
    const answerId = await createAnswer(
      db,
      postId,
      { answer: 'Use the *rotate* job.' },
      as(BOB),
    );
    const sent = await run({
      type: 'answerCreated',
      postId,
      answerId,
      actor: BOB,
    });
    expect(sent).toEqual([
      {
        recipients: {
          type: 'entity',
          entityRef: [ALICE],
          excludeEntityRef: [BOB],
        },
        payload: {
          title: 'bob answered “How do I rotate Kafka credentials?”',
          description: 'Use the rotate job.',
          link: `/agora/questions/${postId}#answer_${answerId}`,
          severity: 'normal',
          topic: NOTIFICATION_TOPICS.answer,
        },
      },
    ]);
    // Answering one's own question notifies nobody.
    const own = await createAnswer(
      db,
      postId,
      { answer: 'Found it' },
      as(ALICE),
    );
    expect(
      await run({ type: 'answerCreated', postId, answerId: own, actor: ALICE }),
    ).toEqual([]);
  });

  it('never names an anonymous answerer', async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE);
    const answerId = await createAnswer(
      db,
      postId,
      { answer: 'Try this', anonymous: true },
      as(BOB),
    );
    const [sent] = await run({
      type: 'answerCreated',
      postId,
      answerId,
      actor: BOB,
    });
    expect(sent.payload.title).toBe(
      'Someone answered “How do I rotate Kafka credentials?”',
    );
    // Only the payload reaches Alice; the exclusion stays with the backend.
    expect(JSON.stringify(sent.payload)).not.toContain('bob');
  });

  it("tells a comment to the thread's author and earlier commenters, once each", async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE);
    const answerId = await createAnswer(
      db,
      postId,
      { answer: 'Rotate it' },
      as(BOB),
    );
    await addComment(db, { postId, answerId }, 'Which job?', as(CAROL));
    await addComment(
      db,
      { postId },
      'On the question, not the answer',
      as(DAN),
    );
    const commentId = await addComment(
      db,
      { postId, answerId },
      'The nightly one',
      as(BOB),
    );
    const [sent, ...others] = await run({
      type: 'commentCreated',
      postId,
      answerId,
      commentId,
      actor: BOB,
    });
    expect(others).toEqual([]);
    // Bob wrote the answer and this comment: Carol commented before him.
    expect(sent.recipients).toEqual({
      type: 'entity',
      entityRef: [CAROL],
      excludeEntityRef: [BOB],
    });
    expect(sent.payload.link).toBe(
      `/agora/questions/${postId}#comment_${commentId}`,
    );
    expect(sent.payload.topic).toBe(NOTIFICATION_TOPICS.comment);
  });

  it('never names an anonymous asker or answerer commenting in their own thread', async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE, { anonymous: true });
    const answerId = await createAnswer(
      db,
      postId,
      { answer: 'Rotate it', anonymous: true },
      as(BOB),
    );
    await addComment(db, { postId }, 'Which Vault?', as(CAROL));
    await addComment(db, { postId, answerId }, 'Which job?', as(CAROL));
    const expectUnnamed = (
      sent: Awaited<ReturnType<typeof run>>,
      title: string,
      who: string,
    ) => {
      expect(sent.map(n => n.payload.title)).toEqual([title]);
      expect(JSON.stringify(sent.map(n => n.payload))).not.toContain(who);
    };

    // The anonymous asker on the question, to the earlier commenter.
    const onQuestion = await addComment(
      db,
      { postId },
      'The shared one',
      as(ALICE),
    );
    expectUnnamed(
      await run({
        type: 'commentCreated',
        postId,
        commentId: onQuestion,
        actor: ALICE,
      }),
      'Someone commented on “How do I rotate Kafka credentials?”',
      'alice',
    );
    // The anonymous answerer under their answer, and the anonymous asker
    // there too: an answer's thread keeps both unnamed.
    for (const [author, name] of [
      [BOB, 'bob'],
      [ALICE, 'alice'],
    ] as const) {
      const onAnswer = await addComment(
        db,
        { postId, answerId },
        `Thanks from ${author === BOB ? 'the answerer' : 'the asker'}`,
        as(author),
      );
      expectUnnamed(
        await run({
          type: 'commentCreated',
          postId,
          answerId,
          commentId: onAnswer,
          actor: author,
        }),
        'Someone commented on “How do I rotate Kafka credentials?”',
        name,
      );
    }
    // A mention the anonymous asker adds by editing a comment on the
    // question, and one the anonymous answerer adds under their answer.
    for (const [thread, author, name] of [
      [{ postId }, ALICE, 'alice'],
      [{ postId, answerId }, BOB, 'bob'],
    ] as const) {
      const edited = await addComment(db, thread, 'See the docs', as(author));
      await db('comments')
        .where('id', edited)
        .update({ content: 'See the docs, @user:default/dan' });
      expectUnnamed(
        await run({
          type: 'contentEdited',
          postId,
          commentId: edited,
          before: 'See the docs',
          actor: author,
        }),
        'Someone mentioned you in a comment on “How do I rotate Kafka credentials?”',
        name,
      );
    }
    // Only the thread's anonymous authors are kept unnamed.
    const carols = await addComment(db, { postId }, 'Me too', as(CAROL));
    const [byCarol] = await run({
      type: 'commentCreated',
      postId,
      commentId: carols,
      actor: CAROL,
    });
    expect(byCarol.payload.title).toBe(
      'carol commented on “How do I rotate Kafka credentials?”',
    );
  });

  it('names the original of a closed question only to an author who may read it', async () => {
    const closedOnto = async (
      originalTitle: string,
      beforeClosing?: (postId: number) => Promise<void>,
    ) => {
      const originalId = await createPost(
        db,
        {
          type: 'question',
          title: originalTitle,
          content: 'Rotate with the job.',
          tags: [],
          entities: [],
          images: [],
          anonymous: false,
        },
        as(ALICE),
      );
      const postId = await question(BOB);
      await beforeClosing?.(postId);
      await db('post_duplicates').insert({
        post_id: postId,
        original_id: originalId,
        closed_by: CAROL,
        closed_at: new Date().toISOString(),
      });
      return { postId, originalId };
    };
    const closing = (ids: { postId: number; originalId: number }) =>
      ({ type: 'questionClosed', ...ids, actor: CAROL }) as AgoraWriteEvent;

    // Readable: named and linked.
    const open = await closedOnto('The rotation runbook');
    const [named] = await recordingNotifier().run(closing(open));
    expect(named.payload).toMatchObject({
      title:
        'Your question “How do I rotate Kafka credentials?” was closed as a duplicate of “The rotation runbook”',
      link: `/agora/questions/${open.originalId}`,
    });

    expect(named.payload.description).toBe(
      'Its answers are on the original question.',
    );
    // An original closed itself before the notice went out: it names the
    // open question at the end of the chain.
    const chained = await closedOnto('The first runbook');
    const finalId = await createPost(
      db,
      {
        type: 'question',
        title: 'The final runbook',
        content: 'Rotate with the job, every month.',
        tags: [],
        entities: [],
        images: [],
        anonymous: false,
      },
      as(ALICE),
    );
    await db('post_duplicates').insert({
      post_id: chained.originalId,
      original_id: finalId,
      closed_by: CAROL,
      closed_at: new Date().toISOString(),
    });
    const [followed] = await recordingNotifier().run(closing(chained));
    expect(followed.payload).toMatchObject({
      title:
        'Your question “How do I rotate Kafka credentials?” was closed as a duplicate of “The final runbook”',
      link: `/agora/questions/${finalId}`,
    });
    // A question closed after its own answer was accepted keeps it.
    const answered = await closedOnto('The other runbook', async postId => {
      const kept = await createAnswer(
        db,
        postId,
        { answer: 'Use the job' },
        as(CAROL),
      );
      await setCorrectAnswer(db, postId, kept, true, as(BOB));
    });
    const [keeps] = await recordingNotifier().run(closing(answered));
    expect(keeps.payload.description).toBe(
      'Its accepted answer stays; more answers are on the original question.',
    );

    // Hidden by flags from Bob, or unreadable to him under the policy:
    // neither the original's title nor its address reaches him.
    const hidden = await closedOnto('Flagged runbook');
    await db('flag_hidden').insert({
      target_kind: 'post',
      target_id: hidden.originalId,
      post_id: hidden.originalId,
      hidden_at: new Date().toISOString(),
    });
    const secret = await closedOnto('Secret runbook');
    const policy: NotifierOptions['readersAmong'] = async (post, refs) =>
      post.title === 'Secret runbook' ? [] : refs;
    for (const [ids, title] of [
      [hidden, 'Flagged runbook'],
      [secret, 'Secret runbook'],
    ] as const) {
      const sent = await recordingNotifier({}, false, policy).run(closing(ids));
      expect(sent).toHaveLength(1);
      expect(sent[0].recipients).toMatchObject({ entityRef: [BOB] });
      expect(sent[0].payload).toMatchObject({
        title:
          'Your question “How do I rotate Kafka credentials?” was closed as a duplicate',
        link: `/agora/questions/${ids.postId}`,
      });
      expect(JSON.stringify(sent[0].payload)).not.toContain(title);
      expect(JSON.stringify(sent[0].payload)).not.toContain(
        `/questions/${ids.originalId}`,
      );
    }
  });

  it('tells only its author of what happens on a post hidden by flags', async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE);
    await addComment(db, { postId }, 'Which cluster?', as(CAROL));
    await db('flag_hidden').insert({
      target_kind: 'post',
      target_id: postId,
      post_id: postId,
      hidden_at: new Date().toISOString(),
    });
    // Carol commented before (and the answer below mentions her), but no
    // longer reads the post.
    const own = await addComment(db, { postId }, 'Fixed it', as(ALICE));
    expect(
      await run({
        type: 'commentCreated',
        postId,
        commentId: own,
        actor: ALICE,
      }),
    ).toEqual([]);
    const moderator = { userRef: DAN, isModerator: true };
    const answerId = await createAnswer(
      db,
      postId,
      { answer: 'See @user:carol' },
      moderator,
    );
    const sent = await run({
      type: 'answerCreated',
      postId,
      answerId,
      actor: DAN,
    });
    expect(sent.map(s => s.recipients)).toEqual([
      { type: 'entity', entityRef: [ALICE], excludeEntityRef: [DAN] },
    ]);
    await db('flag_hidden').where({ target_id: postId }).delete();
    const after = await run({
      type: 'answerCreated',
      postId,
      answerId,
      actor: DAN,
    });
    expect(
      after.flatMap(s =>
        s.recipients.type === 'entity' ? s.recipients.entityRef : [],
      ),
    ).toEqual([ALICE, CAROL]);
  });

  it('tells the author of an answer marked correct', async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE, { anonymous: true });
    const answerId = await createAnswer(
      db,
      postId,
      { answer: 'Rotate it' },
      as(BOB),
    );
    await setCorrectAnswer(db, postId, answerId, true, as(ALICE));
    const [sent] = await run({
      type: 'answerCorrect',
      postId,
      answerId,
      actor: ALICE,
    });
    expect(sent.recipients).toMatchObject({ entityRef: [BOB] });
    expect(sent.payload.title).toBe(
      'Your answer to “How do I rotate Kafka credentials?” was marked correct',
    );
    expect(JSON.stringify(sent.payload)).not.toContain('alice');
  });

  it('tells followers of a tag, an entity or the author, once, mentions first and groups last', async () => {
    const { run } = recordingNotifier();
    await followUser(db, ALICE, CAROL, true);
    await followEntity(db, 'component:default/ledger', DAN, true);
    await followEntity(db, 'component:default/ledger', CAROL, true);
    const postId = await question(ALICE, {
      entities: ['component:default/ledger'],
      content: 'cc @user:default/dan and @group:default/payments',
    });
    const sent = await run({ type: 'postCreated', postId, actor: ALICE });
    expect(sent.map(s => [s.payload.topic, s.recipients])).toEqual([
      [
        NOTIFICATION_TOPICS.mention,
        { type: 'entity', entityRef: [DAN], excludeEntityRef: [ALICE] },
      ],
      [
        NOTIFICATION_TOPICS.followedPost,
        { type: 'entity', entityRef: [CAROL], excludeEntityRef: [ALICE, DAN] },
      ],
      [
        NOTIFICATION_TOPICS.mention,
        {
          type: 'entity',
          entityRef: ['group:default/payments'],
          excludeEntityRef: [ALICE, DAN, CAROL],
        },
      ],
    ]);
    expect(sent[1].payload.title).toBe(
      'alice asked “How do I rotate Kafka credentials?”',
    );
  });

  it("does not tell an anonymous post's author's followers, nor name the author", async () => {
    const { run } = recordingNotifier();
    const [tag] = await db('tags')
      .insert({ tag: 'vault', created: new Date().toISOString() })
      .returning('id');
    const tagId = Number(typeof tag === 'object' ? tag.id : tag);
    await followTag(db, tagId, DAN, true);
    await followUser(db, ALICE, CAROL, true);
    const postId = await question(ALICE, { anonymous: true, tags: ['vault'] });
    const [sent, ...others] = await run({
      type: 'postCreated',
      postId,
      actor: ALICE,
    });
    expect(others).toEqual([]);
    expect(sent.recipients).toMatchObject({ entityRef: [DAN] });
    expect(sent.payload.title).toBe(
      'Someone asked “How do I rotate Kafka credentials?”',
    );
  });

  it("tells a collection's followers of a post added to it, not its curator", async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE);
    const collectionId = await createCollection(
      db,
      { title: 'Kafka handbook', images: [] },
      as(BOB),
    );
    await setCollectionFollow(db, collectionId, true, as(CAROL));
    await setCollectionFollow(db, collectionId, true, as(DAN));
    await addPostToCollection(db, collectionId, postId, as(BOB));
    const sent = await run({
      type: 'postAddedToCollection',
      collectionId,
      postId,
      actor: BOB,
    });
    expect(sent.map(s => [s.payload.topic, s.recipients])).toEqual([
      [
        NOTIFICATION_TOPICS.collectionPost,
        { type: 'entity', entityRef: [CAROL, DAN], excludeEntityRef: [BOB] },
      ],
    ]);
    expect(sent[0].payload).toMatchObject({
      title:
        '“How do I rotate Kafka credentials?” was added to “Kafka handbook”',
      link: `/agora/questions/${postId}`,
    });
  });

  it('does not count mentions in code, e-mail addresses or URLs', async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE, {
      content: [
        'Run `notify @user:default/bob` first,',
        '',
        '```',
        'cc @user:default/carol',
        '```',
        '',
        'mail dan@user:default/dan or see https://x.test/@user:default/dan,',
        'and ask @user:default/dan.',
      ].join('\n'),
    });
    const sent = await run({ type: 'postCreated', postId, actor: ALICE });
    // (Carol follows alice since an earlier test: a follow, not a mention.)
    const mentions = sent.filter(
      s => s.payload.topic === NOTIFICATION_TOPICS.mention,
    );
    expect(mentions.map(s => s.recipients)).toEqual([
      { type: 'entity', entityRef: [DAN], excludeEntityRef: [ALICE] },
    ]);
  });

  it('notifies only mentions an edit adds', async () => {
    const { run } = recordingNotifier();
    const postId = await question(ALICE, {
      content: 'cc @user:default/dan and @user:default/carol',
    });
    const sent = await run({
      type: 'contentEdited',
      postId,
      before: 'cc @user:default/dan',
      actor: ALICE,
    });
    expect(sent.map(s => s.recipients)).toEqual([
      { type: 'entity', entityRef: [CAROL], excludeEntityRef: [ALICE] },
    ]);
  });

  it('tells a mentioned person the policy never judged only where, unless flags hide the post', async () => {
    // Dan reads everything; carol was never judged.
    const { run } = recordingNotifier(
      {},
      false,
      async (_post, refs) => refs.filter(ref => ref === DAN),
      async (_post, refs) => ({
        to: refs.filter(ref => ref === CAROL),
        exclude: [],
      }),
    );
    const postId = await question(ALICE, { anonymous: true });
    const commentId = await addComment(
      db,
      { postId },
      'Secret plan: ask @user:default/dan and @user:default/carol',
      as(ALICE),
    );
    const event: AgoraWriteEvent = {
      type: 'commentCreated',
      postId,
      commentId,
      actor: ALICE,
    };
    const sent = await run(event);
    expect(sent.map(s => s.recipients)).toEqual([
      { type: 'entity', entityRef: [DAN], excludeEntityRef: [ALICE] },
      { type: 'entity', entityRef: [CAROL], excludeEntityRef: [ALICE, DAN] },
    ]);
    expect(sent[0].payload.title).toBe(
      'Someone mentioned you in a comment on “How do I rotate Kafka credentials?”',
    );
    // People read handles, not refs.
    expect(sent[0].payload.description).toBe(
      'Secret plan: ask @dan and @carol',
    );
    expect(sent[1].payload).toEqual({
      title: 'You were mentioned in Agora',
      description: 'Open it to see where, if you may read it.',
      link: `/agora/questions/${postId}#comment_${commentId}`,
      severity: 'normal',
      topic: NOTIFICATION_TOPICS.mention,
    });
    await db('flag_hidden').insert({
      target_kind: 'post',
      target_id: postId,
      post_id: postId,
      hidden_at: new Date().toISOString(),
    });
    expect(await run(event)).toEqual([]);
    await db('flag_hidden').where({ target_id: postId }).delete();
  });

  it('sends no kind an operator switched off, and nothing when disabled', async () => {
    const postId = await question(ALICE);
    const answerId = await createAnswer(db, postId, { answer: 'x' }, as(BOB));
    const event = {
      type: 'answerCreated',
      postId,
      answerId,
      actor: BOB,
    } as const;
    const off = recordingNotifier({
      agora: { notifications: { kinds: { answer: false } } },
    });
    expect(await off.run(event)).toEqual([]);
    const disabled = recordingNotifier({
      agora: { notifications: { enabled: false } },
    });
    expect(await disabled.run(event)).toEqual([]);
  });

  it('logs a failure to send and never throws', async () => {
    const { run, logger } = recordingNotifier({}, true);
    const postId = await question(ALICE);
    const answerId = await createAnswer(db, postId, { answer: 'x' }, as(BOB));
    await expect(
      run({ type: 'answerCreated', postId, answerId, actor: BOB }),
    ).resolves.toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(
      'Agora could not send notifications of answerCreated',
      { error: 'Error: notifications backend down' },
    );
  });
});
