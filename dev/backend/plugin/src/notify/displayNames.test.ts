import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { catalogServiceMock } from '@backstage/plugin-catalog-node/testUtils';
import type { NotificationSendOptions } from '@backstage/plugin-notifications-node';
import { openTestDatabase } from '../testing/testDatabase';
import { createPost } from '../stores/postWrites';
import { createAnswer } from '../stores/answerWrites';
import { catalogDisplayNames } from './displayNames';
import { createNotifier } from './notifier';
import { fanOut } from '../writes/listener';

const ALICE = 'user:default/alice';
const PRIYA = 'user:default/priya.patel';
const as = (userRef: string) => ({ userRef, isModerator: false });
const user = (name: string, displayName?: string) => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name, namespace: 'default' },
  spec: displayName ? { profile: { displayName } } : {},
});

describe('catalogDisplayNames', () => {
  const names = (catalog = catalogServiceMock({ entities: [] })) =>
    catalogDisplayNames({
      catalog,
      auth: mockServices.auth(),
      logger: mockServices.logger.mock(),
    });

  it("gives the catalog's display name, and nothing for a person without one or unknown", async () => {
    const displayName = names(
      catalogServiceMock({
        entities: [user('priya.patel', 'Priya Patel'), user('noname')],
      }),
    );
    expect(await displayName(PRIYA)).toBe('Priya Patel');
    expect(await displayName('user:default/noname')).toBeUndefined();
    expect(await displayName('user:default/nobody')).toBeUndefined();
  });

  it('asks the catalog once per person while the name is kept', async () => {
    const catalog = catalogServiceMock.mock({
      getEntitiesByRefs: jest.fn(async () => ({
        items: [user('priya.patel', 'Priya Patel')],
      })) as any,
    });
    const displayName = names(catalog);
    expect(await displayName(PRIYA)).toBe('Priya Patel');
    expect(await displayName(PRIYA)).toBe('Priya Patel');
    expect(catalog.getEntitiesByRefs).toHaveBeenCalledTimes(1);
  });

  it('gives nothing, and fails nothing, when the catalog does not answer', async () => {
    const catalog = catalogServiceMock.mock({
      getEntitiesByRefs: jest.fn(async () => {
        throw new Error('connect ECONNREFUSED');
      }) as any,
    });
    const logger = mockServices.logger.mock();
    const displayName = catalogDisplayNames({
      catalog,
      auth: mockServices.auth(),
      logger,
    });
    expect(await displayName(PRIYA)).toBeUndefined();
    expect(await displayName(PRIYA)).toBeUndefined();
    // Not kept: asked again; said once.
    expect(catalog.getEntitiesByRefs).toHaveBeenCalledTimes(2);
    expect(logger.info).toHaveBeenCalledTimes(1);
  });
});

describe('notifications name people by their catalog names', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_names'));
  });
  afterAll(() => close());

  it('says "Priya Patel answered", and still "Someone" for an anonymous answer', async () => {
    const sent: NotificationSendOptions[] = [];
    const asked: string[] = [];
    const notifier = createNotifier({
      db,
      config: mockServices.rootConfig({ data: {} }),
      logger: mockServices.logger.mock(),
      basePath: '/agora',
      notifications: { send: async options => void sent.push(options) },
      displayName: async ref => {
        asked.push(ref);
        return ref === PRIYA ? 'Priya Patel' : undefined;
      },
    });
    const postId = await createPost(
      db,
      {
        type: 'question',
        title: 'How do I rotate Kafka credentials?',
        content: 'We use Vault for the brokers.',
        tags: [],
        entities: [],
        images: [],
        anonymous: false,
      },
      as(ALICE),
    );
    const answer = async (anonymous: boolean) => {
      const answerId = await createAnswer(
        db,
        postId,
        { answer: 'Rotate them with the operator.', anonymous },
        as(PRIYA),
      );
      const writes = fanOut(db, notifier);
      writes.notify({
        type: 'answerCreated',
        postId,
        answerId,
        actor: PRIYA,
      });
      await writes.settled();
      return sent.splice(0).map(s => s.payload.title);
    };
    expect(await answer(false)).toEqual([
      'Priya Patel answered “How do I rotate Kafka credentials?”',
    ]);
    asked.length = 0;
    expect(await answer(true)).toEqual([
      'Someone answered “How do I rotate Kafka credentials?”',
    ]);
    // An anonymous author's name is not even looked up.
    expect(asked).toEqual([]);
  });
});
