import request from 'supertest';
import {
  coreServices,
  createServiceFactory,
} from '@backstage/backend-plugin-api';
import { mockCredentials } from '@backstage/backend-test-utils';
import * as z from 'zod/mini';
import { permissionsResponseSchema } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';

const MODERATORS_GROUP = 'group:default/agora-moderators';

/** The catalog's answer for signed-in users: carol belongs to the moderators' group. */
const userInfoWithGroups = createServiceFactory({
  service: coreServices.userInfo,
  deps: {},
  factory: () => ({
    async getUserInfo(credentials) {
      const { userEntityRef } = credentials.principal as {
        userEntityRef: string;
      };
      const groups = userEntityRef === USERS.carol ? [MODERATORS_GROUP] : [];
      return { userEntityRef, ownershipEntityRefs: [userEntityRef, ...groups] };
    },
  }),
});

describe('GET /permissions', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      config: {
        agora: {
          devIdentity: false,
          moderators: [USERS.moderator, MODERATORS_GROUP],
        },
      },
      features: [userInfoWithGroups],
    });
  });
  afterAll(() => backend.stop());

  const permissionsOf = async (userRef: string) => {
    const res = await request(backend.server)
      .get('/api/agora/permissions')
      .set('authorization', mockCredentials.user.header(userRef));
    expect(res.status).toBe(200);
    return z.parse(permissionsResponseSchema, res.body);
  };

  it('says moderator for a user listed in agora.moderators', async () => {
    expect(await permissionsOf(USERS.moderator)).toMatchObject({ moderator: true });
  });

  it('says moderator for a member of a listed group', async () => {
    expect(await permissionsOf(USERS.carol)).toMatchObject({ moderator: true });
  });

  it('says not a moderator for anyone else', async () => {
    expect(await permissionsOf(USERS.bob)).toMatchObject({ moderator: false });
  });

  it('matches refs case-insensitively, as Backstage does', async () => {
    expect(await permissionsOf('user:default/MOD')).toMatchObject({
      moderator: true,
    });
  });
});
