import { mockCredentials } from '@backstage/backend-test-utils';
import type { UserInfoService } from '@backstage/backend-plugin-api';
import {
  AuthorizeResult,
  createPermission,
} from '@backstage/plugin-permission-common';
import { agoraPermissions } from '@agora/contract';
import { DevPermissionPolicy } from './devPermissionPolicy';

const GROUPS: Record<string, string[]> = {
  'user:default/maria.garcia': ['group:default/agora-moderators'],
  'user:default/aisha.khan': ['group:default/payments'],
  'user:default/liam.chen': ['group:default/platform'],
};

/** Ownership as the catalog resolves it for the demo users (dev/catalog/org.yaml). */
const userInfo: UserInfoService = {
  getUserInfo: async credentials => {
    const ref = (credentials.principal as { userEntityRef: string })
      .userEntityRef;
    return { userEntityRef: ref, ownershipEntityRefs: [ref, ...GROUPS[ref]] };
  },
};

const policy = new DevPermissionPolicy(userInfo);

function decide(name: string, ref: string) {
  const credentials = mockCredentials.user(ref);
  return policy.handle(
    {
      permission:
        agoraPermissions.find(p => p.name === name) ??
        createPermission({ name, attributes: {} }),
    },
    // `info` is what the permission backend passes too; the policy reads
    // the user from the credentials through the user info service.
    { credentials, info: { userEntityRef: ref, ownershipEntityRefs: [] } },
  );
}

const liam = 'user:default/liam.chen';

describe('the dev permission policy', () => {
  it('lets moderators do everything, conditions included', async () => {
    for (const p of agoraPermissions)
      expect(await decide(p.name, 'user:default/maria.garcia')).toEqual({
        result: AuthorizeResult.ALLOW,
      });
  });

  it.each([
    'agora.post.create',
    'agora.answer.create',
    'agora.comment.create',
    'agora.vote',
    'agora.collection.create',
    'agora.collection.edit',
    'agora.collection.delete',
  ])('lets everyone %s', async name => {
    expect(await decide(name, liam)).toEqual({ result: AuthorizeResult.ALLOW });
  });

  it.each([
    'agora.tag.create',
    'agora.tag.edit',
    'agora.tag.delete',
    'agora.template.manage',
    'agora.moderate',
  ])('keeps %s for moderators', async name => {
    expect(await decide(name, liam)).toEqual({ result: AuthorizeResult.DENY });
  });

  it.each([
    'agora.post.edit',
    'agora.post.delete',
    'agora.answer.edit',
    'agora.answer.delete',
    'agora.comment.edit',
    'agora.comment.delete',
  ])('allows %s under IS_AUTHOR of the caller', async name => {
    expect(await decide(name, liam)).toEqual({
      result: AuthorizeResult.CONDITIONAL,
      pluginId: 'agora',
      resourceType: 'agora-post',
      conditions: {
        rule: 'IS_AUTHOR',
        resourceType: 'agora-post',
        params: { userRefs: [liam] },
      },
    });
  });

  it('hides posts tagged secret from users outside payments, except their own', async () => {
    expect(await decide('agora.post.read', liam)).toEqual(
      expect.objectContaining({
        result: AuthorizeResult.CONDITIONAL,
        conditions: {
          anyOf: [
            {
              not: expect.objectContaining({
                rule: 'HAS_TAG',
                params: { tags: ['secret'] },
              }),
            },
            expect.objectContaining({
              rule: 'IS_AUTHOR',
              params: { userRefs: [liam] },
            }),
          ],
        },
      }),
    );
    expect(await decide('agora.post.read', 'user:default/aisha.khan')).toEqual({
      result: AuthorizeResult.ALLOW,
    });
  });

  it("allows other plugins' permissions", async () => {
    expect(await decide('catalog.entity.read', liam)).toEqual({
      result: AuthorizeResult.ALLOW,
    });
  });
});
