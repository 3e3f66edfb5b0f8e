import request from 'supertest';
import {
  coreServices,
  createBackendModule,
  createServiceFactory,
  type SchedulerService,
} from '@backstage/backend-plugin-api';
import { mockCredentials, mockServices } from '@backstage/backend-test-utils';
import { httpAuthServiceFactory } from '@backstage/backend-defaults/httpAuth';
import { permissionsServiceFactory } from '@backstage/backend-defaults/permissions';
import { policyExtensionPoint } from '@backstage/plugin-permission-node/alpha';
import type { Post } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from './plugin/src/testing/startAgoraTestBackend';
import { secretTagPolicy } from './plugin/src/testing/testPolicy';
import { agoraSearchModule } from './plugin/src/search/module';

/** The demo restriction as the portal's policy, in the permission backend. */
const secretTagPolicyModule = createBackendModule({
  pluginId: 'permission',
  moduleId: 'secret-tag-policy',
  register(reg) {
    reg.registerInit({
      deps: { policy: policyExtensionPoint },
      async init({ policy }) {
        const decide = secretTagPolicy([USERS.carol]);
        policy.setPolicy({
          handle: async ({ permission }, user) =>
            decide(permission, user?.info.userEntityRef),
        });
      },
    });
  },
});

/**
 * The test backend's mock auth, except that a user's request made by a
 * plugin on the user's behalf names that plugin as its actor, as real
 * tokens do: the permission backend refuses resource permissions without a
 * resource ref (the search backend's first question) to users who call it
 * directly, and the mock tokens lose the actor.
 */
const authWithActors = createServiceFactory({
  service: coreServices.auth,
  deps: { plugin: coreServices.pluginMetadata },
  factory({ plugin }) {
    const auth = mockServices.auth({ pluginId: plugin.getId() });
    return {
      ...auth,
      getOwnServiceCredentials: () => auth.getOwnServiceCredentials(),
      getNoneCredentials: () => auth.getNoneCredentials(),
      isPrincipal: auth.isPrincipal.bind(auth),
      getPluginRequestToken: o => auth.getPluginRequestToken(o),
      getLimitedUserToken: c => auth.getLimitedUserToken(c),
      listPublicServiceKeys: () => auth.listPublicServiceKeys(),
      async authenticate(token, options) {
        const credentials = await auth.authenticate(token, options);
        if (
          token.startsWith('mock-service-token:') &&
          auth.isPrincipal(credentials, 'user')
        )
          return mockCredentials.user(credentials.principal.userEntityRef, {
            actor: { subject: 'plugin:on-behalf' },
          });
        return credentials;
      },
    } as typeof auth;
  },
});

/** The search plugin's scheduler, to run the indexing when the test says so. */
let searchScheduler: SchedulerService & {
  triggerTask(id: string): Promise<void>;
};
const schedulerOfSearch = createBackendModule({
  pluginId: 'search',
  moduleId: 'test-scheduler',
  register(reg) {
    reg.registerInit({
      deps: { scheduler: coreServices.scheduler },
      async init({ scheduler }) {
        searchScheduler = scheduler as typeof searchScheduler;
      },
    });
  },
});

/**
 * Portal search under a permission policy, end to end: the real permission
 * backend and permissions service (which resolves `agora-post:<id>` refs
 * through Agora's permission integration), the search backend on Lunr and
 * Agora's collator, indexing as the search plugin's service principal.
 */
describe('portal search under a permission policy', () => {
  let backend: AgoraTestBackend;
  let secret: Post;
  let open: Post;

  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      config: {
        permission: { enabled: true },
        agora: { devIdentity: false },
        search: {
          collators: {
            agora: {
              schedule: { frequency: { hours: 1 }, timeout: { minutes: 5 } },
            },
          },
        },
      },
      features: [
        import('@backstage/plugin-permission-backend'),
        secretTagPolicyModule,
        permissionsServiceFactory,
        import('@backstage/plugin-search-backend'),
        agoraSearchModule,
        mockServices.scheduler.factory({ skipTaskRunOnStartup: true }),
        schedulerOfSearch,
        authWithActors,
        httpAuthServiceFactory,
      ],
    });
    const create = async (userRef: string, tags: string[], title: string) => {
      const res = await api('post', '/api/agora/posts', userRef).send({
        type: 'question',
        title,
        content: 'How do we rotate the ledger keys?',
        tags,
      });
      expect(res.status).toBe(201);
      return res.body as Post;
    };
    secret = await create(USERS.alice, ['secret'], 'Ledger keys (secret)');
    open = await create(USERS.bob, ['general'], 'Ledger keys (open)');
    await searchScheduler.triggerTask('search_index_agora');
  });
  afterAll(() => backend.stop());

  function api(method: 'get' | 'post', path: string, userRef: string) {
    return request(backend.server)
      [method](path)
      .set('authorization', mockCredentials.user.header(userRef));
  }

  const foundBy = async (userRef: string) => {
    const res = await api(
      'get',
      '/api/search/query?term=ledger&types[0]=agora',
      userRef,
    );
    expect(res.status).toBe(200);
    return res.body.results
      .map((r: { document: { location: string } }) => r.document.location)
      .sort();
  };

  it('indexes every active post as the service, and shows each only to its readers', async () => {
    const both = [
      `/agora/questions/${open.id}`,
      `/agora/questions/${secret.id}`,
    ].sort();
    expect(await foundBy(USERS.carol)).toEqual(both);
    // The policy's author rule: alice reads her own secret post.
    expect(await foundBy(USERS.alice)).toEqual(both);
    expect(await foundBy(USERS.bob)).toEqual([`/agora/questions/${open.id}`]);
  });

  it('lets the service read what it indexes, and no moderator list', async () => {
    const service = mockCredentials.service.header({
      onBehalfOf: mockCredentials.service('plugin:search'),
      targetPluginId: 'agora',
    });
    const active = await request(backend.server)
      .post('/api/agora/posts/query')
      .set('authorization', service)
      .send({});
    expect(active.body.total).toBe(2);
    const deleted = await request(backend.server)
      .post('/api/agora/posts/query')
      .set('authorization', service)
      .send({ status: 'deleted' });
    expect(deleted.status).toBe(403);
  });
});
