import { mockApis } from '@backstage/test-utils';
import type { DiscoveryApi } from '@backstage/core-plugin-api';
import { actingAs, signInAs } from './devIdentity';

const discovery: DiscoveryApi = {
  getBaseUrl: async plugin => `http://backend/api/${plugin}`,
};

const liam = {
  type: 'user' as const,
  userEntityRef: 'user:default/liam.chen',
  ownershipEntityRefs: ['user:default/liam.chen', 'group:default/platform'],
};

const providerAnswer = (token: string, expiresInSeconds = 3600) =>
  new Response(
    JSON.stringify({
      backstageIdentity: { token, expiresInSeconds, identity: liam },
    }),
  );

describe('signInAs', () => {
  it("asks the dev backend's actAs provider for the user's token and identity", async () => {
    const fetchFn = jest.fn(async () => providerAnswer('liam-token'));
    const session = await signInAs(
      discovery,
      'user:default/liam.chen',
      fetchFn as unknown as typeof fetch,
    );
    expect(fetchFn).toHaveBeenCalledWith(
      'http://backend/api/auth/actAs/refresh?user=user%3Adefault%2Fliam.chen',
      expect.anything(),
    );
    expect(session.token).toBe('liam-token');
    expect(session.identity).toEqual(liam);
  });

  it('fails with the backend’s answer when the provider refuses', async () => {
    const fetchFn = async () =>
      new Response('not in development', { status: 403 });
    await expect(
      signInAs(discovery, 'user:default/liam.chen', fetchFn as typeof fetch),
    ).rejects.toThrow(/403 not in development/);
  });
});

describe('actingAs', () => {
  const signedIn = mockApis.identity({
    userEntityRef: 'user:default/guest',
    token: 'guest-token',
    displayName: 'Guest',
  });

  it("gives the acted-as user's identity and token, keeping the signed-in profile", async () => {
    const signIn = jest.fn(async () => ({
      token: 'liam-token',
      identity: liam,
      expiresAt: Date.now() + 3_600_000,
    }));
    const identity = actingAs(signedIn, signIn);
    await expect(identity.getBackstageIdentity()).resolves.toEqual(liam);
    await expect(identity.getCredentials()).resolves.toEqual({
      token: 'liam-token',
    });
    await expect(identity.getProfileInfo()).resolves.toEqual(
      expect.objectContaining({ displayName: 'Guest' }),
    );
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('signs in again when the token is about to expire', async () => {
    let n = 0;
    const signIn = jest.fn(async () => ({
      token: `token-${++n}`,
      identity: liam,
      expiresAt: Date.now() + 30_000, // inside the renewal margin
    }));
    const identity = actingAs(signedIn, signIn);
    await expect(identity.getCredentials()).resolves.toEqual({
      token: 'token-1',
    });
    await expect(identity.getCredentials()).resolves.toEqual({
      token: 'token-2',
    });
  });
});
