import {
  createBackendPlugin,
  createServiceFactory,
} from '@backstage/backend-plugin-api';
import {
  notificationService,
  type NotificationSendOptions,
} from '@backstage/plugin-notifications-node';
import { NOTIFICATION_TOPICS } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { succeeds } from '../testing/succeeds';

/** What the stand-in notification service was asked to send. */
const sent: NotificationSendOptions[] = [];

/** Backstage's notifications plugin, as far as Agora can tell it is there. */
const notificationsPlugin = createBackendPlugin({
  pluginId: 'notifications',
  register(env) {
    env.registerInit({ deps: {}, async init() {} });
  },
});

const recordingNotifications = createServiceFactory({
  service: notificationService,
  deps: {},
  factory: () => ({
    async send(options: NotificationSendOptions) {
      sent.push(options);
    },
  }),
});

describe('notifications from the routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      features: [notificationsPlugin, recordingNotifications],
    });
  });
  afterAll(() => backend.stop());
  beforeEach(() => sent.splice(0));

  /** Notifications go out after the response; wait for them to arrive. */
  const arrived = async (count: number) => {
    for (let i = 0; i < 50 && sent.length < count; i++)
      await new Promise(resolve => setTimeout(resolve, 20));
    return sent;
  };

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
});
