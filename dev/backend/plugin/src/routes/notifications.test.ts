import { createServiceFactory } from '@backstage/backend-plugin-api';
import {
  notificationService,
  type NotificationSendOptions,
} from '@backstage/plugin-notifications-node';
import { NOTIFICATION_TOPICS } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { succeeds } from '../testing/succeeds';
import { arrivedIn, installedPlugin } from '../testing/recordingServices';
import { userInfoWithGroups } from '../testing/userInfoWithGroups';
import {
  secretTagPolicy,
  startBackendWithPolicy,
  type PolicyTestBackend,
} from '../testing/testPolicy';

/** What the stand-in notification service was asked to send. */
const sent: NotificationSendOptions[] = [];

/** Backstage's notifications plugin, as far as Agora can tell it is there. */
const notificationsPlugin = installedPlugin('notifications');

const recordingNotifications = createServiceFactory({
  service: notificationService,
  deps: {},
  factory: () => ({
    async send(options: NotificationSendOptions) {
      sent.push(options);
    },
  }),
});

/** Notifications go out after the response; wait for them to arrive. */
const arrived = (count: number) => arrivedIn(sent, count);

describe('notifications from the routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      features: [notificationsPlugin, recordingNotifications],
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => sent.splice(0));

  it("tells the question's author of an answer, after it is saved", async () => {
    const question = await succeeds(
      backend.as(USERS.alice).post('/posts', {
        type: 'question',
        title: 'Where are the Kafka runbooks?',
        content: 'Looking for them',
        tags: [],
      }),
    );
    const answer = await succeeds(
      backend
        .as(USERS.bob)
        .post(`/posts/${question.body.id}/answers`, { answer: 'In the wiki' }),
    );
    const [notification] = await arrived(1);
    expect(notification.recipients).toEqual({
      type: 'entity',
      entityRef: [USERS.alice],
      excludeEntityRef: [USERS.bob],
    });
    expect(notification.payload).toMatchObject({
      topic: NOTIFICATION_TOPICS.answer,
      link: `/agora/questions/${question.body.id}#answer_${answer.body.id}`,
    });
  });

  it('tells only the people an edit newly mentions', async () => {
    const question = await succeeds(
      backend.as(USERS.alice).post('/posts', {
        type: 'question',
        title: 'Who owns the ledger?',
        content: 'cc @user:default/bob',
        tags: [],
      }),
    );
    await arrived(1);
    sent.splice(0);
    await succeeds(
      backend.as(USERS.alice).post(`/posts/${question.body.id}`, {
        title: 'Who owns the ledger?',
        content: 'cc @user:default/bob and @group:default/payments',
        tags: [],
      }),
    );
    const [notification, ...others] = await arrived(1);
    expect(others).toEqual([]);
    expect(notification.recipients).toEqual({
      type: 'entity',
      entityRef: ['group:default/payments'],
      excludeEntityRef: [USERS.alice],
    });
    expect(notification.payload.topic).toBe(NOTIFICATION_TOPICS.mention);
  });

  it("tells a question's author it was closed as a duplicate, linking the original; reopening tells nobody", async () => {
    const ask = (title: string) =>
      succeeds(
        backend
          .as(USERS.alice)
          .post('/posts', { type: 'question', title, content: 'Hm', tags: [] }),
      );
    const original = (await ask('How do I roll back?')).body;
    const duplicate = (await ask('Rollback steps?')).body;
    await arrived(0);
    sent.splice(0);
    await succeeds(
      backend
        .as(USERS.moderator)
        .put(`/posts/${duplicate.id}/duplicate`, { originalId: original.id }),
    );
    const [notification, ...others] = await arrived(1);
    expect(others).toEqual([]);
    expect(notification.recipients).toEqual({
      type: 'entity',
      entityRef: [USERS.alice],
      excludeEntityRef: [USERS.moderator],
    });
    expect(notification.payload).toMatchObject({
      title:
        'Your question “Rollback steps?” was closed as a duplicate of “How do I roll back?”',
      topic: NOTIFICATION_TOPICS.closedAsDuplicate,
      link: `/agora/questions/${original.id}`,
    });
    sent.splice(0);
    await succeeds(
      backend.as(USERS.moderator).delete(`/posts/${duplicate.id}/duplicate`),
    );
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(sent).toEqual([]);
  });
});

describe('a notifications backend that fails', () => {
  const failingNotifications = createServiceFactory({
    service: notificationService,
    deps: {},
    factory: () => ({
      async send() {
        sent.push(undefined as never);
        throw new Error('notifications backend down');
      },
    }),
  });
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      features: [notificationsPlugin, failingNotifications],
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => sent.splice(0));

  it('fails no write: the answer is saved and shown', async () => {
    const question = await succeeds(
      backend.as(USERS.alice).post('/posts', {
        type: 'question',
        title: 'Is the notifications backend up?',
        content: 'It is not',
        tags: [],
      }),
    );
    const answer = await backend
      .as(USERS.bob)
      .post(`/posts/${question.body.id}/answers`, { answer: 'Apparently' });
    expect(answer.status).toBe(201);
    // The send was tried (and failed) after the answer was saved.
    expect(await arrived(1)).toHaveLength(1);
    const read = await succeeds(
      backend
        .as(USERS.alice)
        .get(`/posts/${question.body.id}/answers/${answer.body.id}`),
    );
    expect(JSON.stringify(read.body)).toContain('Apparently');
  });
});

describe('notifications under a permission policy', () => {
  const PAYMENTS = 'group:default/payments';
  const DAN = 'user:default/dan';
  const ERIN = 'user:default/erin';
  const FRANK = 'user:default/frank';
  /** The catalog's groups: bob, dan and frank are in payments. */
  const members = [USERS.bob, DAN, FRANK];
  const paymentsMembers = userInfoWithGroups(ref =>
    members.includes(ref) ? [PAYMENTS] : [],
  );
  let backend: PolicyTestBackend;
  beforeAll(async () => {
    // Posts tagged `secret` are read by alice, dan and frank (and authors).
    backend = await startBackendWithPolicy(
      secretTagPolicy([USERS.alice, DAN, FRANK]),
      [notificationsPlugin, recordingNotifications, paymentsMembers],
    );
    // Everyone but erin has used Agora, so the policy has judged them.
    for (const user of [USERS.bob, USERS.carol, DAN, FRANK])
      await succeeds(backend.asUser(user).get('/permissions'));
  });
  afterAll(() => backend.stop());
  beforeEach(() => sent.splice(0));

  const mentioning = (tags: string[]) =>
    succeeds(
      backend.asUser(USERS.alice).post('/posts', {
        type: 'question',
        title: 'Who rotates the card vault keys?',
        content: `@${USERS.bob} @${DAN} @${ERIN} @${PAYMENTS}`,
        tags,
      }),
    );

  /** The notice of a mention to someone the policy never judged. */
  const unjudged = (postId: number) => ({
    title: 'You were mentioned in Agora',
    description: 'Open it to see where, if you may read it.',
    link: `/agora/questions/${postId}`,
    severity: 'normal',
    topic: NOTIFICATION_TOPICS.mention,
  });

  it('tells those the policy lets read the post in full, those it never judged only that they were mentioned', async () => {
    const post = await mentioning(['secret']);
    const notifications = await arrived(4);
    await new Promise(resolve => setTimeout(resolve, 100));
    // bob may not read it and hears nothing; dan may and is told once, in
    // full; erin never used Agora: she hears that she was mentioned, with
    // the link and neither the title, the text nor who wrote it.
    expect(notifications.map(n => n.recipients)).toEqual([
      { type: 'entity', entityRef: [DAN], excludeEntityRef: [USERS.alice] },
      {
        type: 'entity',
        entityRef: [ERIN],
        excludeEntityRef: [USERS.alice, DAN],
      },
      {
        type: 'entity',
        entityRef: [FRANK],
        excludeEntityRef: [USERS.alice, DAN, ERIN],
      },
      // The group's members the catalog knows and Agora has no record of:
      // every recorded user who may not read the post is left out.
      {
        type: 'entity',
        entityRef: [PAYMENTS],
        excludeEntityRef: [
          USERS.alice,
          DAN,
          ERIN,
          FRANK,
          USERS.bob,
          USERS.carol,
        ],
      },
    ]);
    expect(notifications[0].payload).toMatchObject({
      title: 'alice mentioned you in “Who rotates the card vault keys?”',
      topic: NOTIFICATION_TOPICS.mention,
    });
    expect(notifications[1].payload).toEqual(unjudged(post.body.id));
    expect(notifications[3].payload).toEqual(unjudged(post.body.id));
    for (const n of [notifications[1], notifications[3]])
      expect(JSON.stringify(n.payload)).not.toMatch(/vault|alice|@/i);
  });

  it('tells everyone judged of a post the policy lets all read, and the others that they were mentioned', async () => {
    await mentioning([]);
    const notifications = await arrived(4);
    expect(
      notifications.map(
        n => n.recipients.type === 'entity' && n.recipients.entityRef,
      ),
    ).toEqual([[USERS.bob, DAN], [ERIN], [FRANK], [PAYMENTS]]);
    // Nobody recorded is refused the post: only those told are left out.
    expect(notifications[3].recipients).toMatchObject({
      excludeEntityRef: [USERS.alice, USERS.bob, DAN, ERIN, FRANK],
    });
    expect(notifications[3].payload.title).toBe('You were mentioned in Agora');
  });

  it('follows the groups people had when they last used Agora', async () => {
    // Carol joins payments; her next request records it.
    members.push(USERS.carol);
    await succeeds(backend.asUser(USERS.carol).get('/permissions'));
    await mentioning([]);
    const open = await arrived(4);
    expect(open[2].recipients).toMatchObject({
      entityRef: [USERS.carol, FRANK],
    });
    sent.splice(0);
    // She may not read the secret tag all the same.
    await mentioning(['secret']);
    const secret = await arrived(4);
    expect(secret[2].recipients).toMatchObject({ entityRef: [FRANK] });
  });

  it("judges someone by their own visit from then on; an answer's notice links the answer", async () => {
    const question = await mentioning([]);
    await arrived(4);
    // erin uses Agora once: the policy refuses her the secret tag.
    await succeeds(backend.asUser(ERIN).get('/permissions'));
    sent.splice(0);
    const answer = await succeeds(
      backend
        .asUser(USERS.alice)
        .post(`/posts/${question.body.id}/answers`, { answer: `@${ERIN}` }),
    );
    const [told] = await arrived(1);
    expect(told.recipients).toMatchObject({ entityRef: [ERIN] });
    expect(told.payload.title).toBe(
      'alice mentioned you in an answer to “Who rotates the card vault keys?”',
    );
    expect(told.payload.link).toBe(
      `/agora/questions/${question.body.id}#answer_${answer.body.id}`,
    );
    sent.splice(0);
    await mentioning(['secret']);
    const secret = await arrived(4);
    expect(
      secret.flatMap(n =>
        n.recipients.type === 'entity' ? [n.recipients.entityRef].flat() : [],
      ),
    ).not.toContain(ERIN);
    expect(secret.at(-1)?.recipients).toMatchObject({
      entityRef: [PAYMENTS],
      excludeEntityRef: expect.arrayContaining([ERIN, USERS.bob]),
    });
  });
});
