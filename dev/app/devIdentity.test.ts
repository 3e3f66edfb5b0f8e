import { mockApis } from '@backstage/test-utils';
import { actingAs } from './devIdentity';

describe('actingAs', () => {
  it('names the acted-as user and keeps the signed-in credentials', async () => {
    const signedIn = mockApis.identity({
      userEntityRef: 'user:default/guest',
      ownershipEntityRefs: ['user:default/guest', 'group:default/guests'],
      token: 'guest-token',
    });
    const identity = actingAs(signedIn, 'user:default/liam.chen');
    await expect(identity.getBackstageIdentity()).resolves.toEqual({
      type: 'user',
      userEntityRef: 'user:default/liam.chen',
      ownershipEntityRefs: ['user:default/liam.chen'],
    });
    await expect(identity.getCredentials()).resolves.toEqual({
      token: 'guest-token',
    });
  });
});
