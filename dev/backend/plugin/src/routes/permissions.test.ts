import request from 'supertest';
import { mockCredentials } from '@backstage/backend-test-utils';
import * as z from 'zod/mini';
import { AuthorizeResult } from '@backstage/plugin-permission-common';
import { permissionsResponseSchema } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { startBackendWithPolicy, type TestPolicy } from '../testing/testPolicy';
import { userInfoWithGroups } from '../testing/userInfoWithGroups';

const MODERATORS_GROUP = 'group:default/agora-moderators';

/** Carol belongs to the moderators' group. */
const carolModerates = userInfoWithGroups(ref =>
  ref === USERS.carol ? [MODERATORS_GROUP] : [],
);

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
      features: [carolModerates],
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

  /** A non-moderator's answer without a policy: everything but the moderators' functions. */
  const everyone = {
    moderator: false,
    createPost: true,
    vote: true,
    createCollection: true,
    manageTemplates: false,
  };
  const moderatorRights = {
    ...everyone,
    moderator: true,
    manageTemplates: true,
  };

  it('says moderator for a user listed in agora.moderators', async () => {
    expect(await permissionsOf(USERS.moderator)).toEqual(moderatorRights);
  });

  it('says moderator for a member of a listed group', async () => {
    expect(await permissionsOf(USERS.carol)).toEqual(moderatorRights);
  });

  it('says not a moderator for anyone else', async () => {
    expect(await permissionsOf(USERS.bob)).toEqual(everyone);
  });

  it('matches refs case-insensitively, as Backstage does', async () => {
    expect(await permissionsOf('user:default/MOD')).toEqual(moderatorRights);
  });
});

describe('GET /permissions under a permission policy', () => {
  let backend: Awaited<ReturnType<typeof startBackendWithPolicy>>;
  /** Carol holds agora.moderate and templates; bob may not post or vote. */
  const refusedTo: Record<string, string[]> = {
    [USERS.carol]: [],
    [USERS.bob]: [
      'agora.post.create',
      'agora.vote',
      'agora.moderate',
      'agora.template.manage',
    ],
  };
  const policy: TestPolicy = (permission, userRef) => {
    const refused = refusedTo[userRef ?? ''] ?? [
      'agora.moderate',
      'agora.template.manage',
      'agora.collection.create',
    ];
    return {
      result: refused.includes(permission.name)
        ? AuthorizeResult.DENY
        : AuthorizeResult.ALLOW,
    };
  };
  beforeAll(async () => {
    backend = await startBackendWithPolicy(policy);
  });
  afterAll(() => backend.stop());

  const permissionsOf = async (userRef: string) => {
    const res = await backend.asUser(userRef).get('/permissions');
    expect(res.status).toBe(200);
    return z.parse(permissionsResponseSchema, res.body);
  };

  it('answers every field from the policy, not from agora.moderators', async () => {
    expect(await permissionsOf(USERS.carol)).toEqual({
      moderator: true,
      createPost: true,
      vote: true,
      createCollection: true,
      manageTemplates: true,
    });
    expect(await permissionsOf(USERS.bob)).toEqual({
      moderator: false,
      createPost: false,
      vote: false,
      createCollection: true,
      manageTemplates: false,
    });
    // Listed in agora.moderators, which a policy does not consult.
    expect(await permissionsOf(USERS.moderator)).toEqual({
      moderator: false,
      createPost: true,
      vote: true,
      createCollection: false,
      manageTemplates: false,
    });
  });
});
