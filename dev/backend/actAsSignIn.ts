// No imports: the dev app (dev/app/devIdentity.ts) uses this file too.

/**
 * The "Act as" provider's id (devActAsProvider.ts): its route is
 * `GET /api/auth/actAs/refresh?user=<ref>`.
 */
export const ACT_AS_PROVIDER_ID = 'actAs';

export interface ActAsIdentity {
  token: string;
  identity: { userEntityRef: string; ownershipEntityRefs: string[] };
  expiresInSeconds?: number;
}

/**
 * Asks the actAs provider under `authBaseUrl` (the auth plugin's base URL)
 * for `userRef`'s identity; throws with the backend's answer.
 */
export async function requestActAsIdentity(
  authBaseUrl: string,
  userRef: string,
  init: RequestInit = {},
  fetchFn: typeof fetch = fetch,
): Promise<ActAsIdentity> {
  const res = await fetchFn(
    `${authBaseUrl}/${ACT_AS_PROVIDER_ID}/refresh?user=${encodeURIComponent(userRef)}`,
    { ...init, headers: { 'x-requested-with': 'XMLHttpRequest' } },
  );
  if (!res.ok)
    throw new Error(
      `Could not act as ${userRef}: ${res.status} ${await res.text()}`,
    );
  return (await res.json()).backstageIdentity;
}

/**
 * Signs `userRef` in on the dev backend at `origin` through the "Act as"
 * provider (devActAsProvider.ts), for the runners that call it from Node
 * (the storm, the e2e set-up, tests). Throws with the backend's answer.
 */
export async function actAsSignIn(
  origin: string,
  userRef: string,
  timeoutMs = 30_000,
): Promise<ActAsIdentity> {
  return requestActAsIdentity(`${origin}/api/auth`, userRef, {
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * Whether the catalog has ingested the demo organisation with its group
 * memberships (dev/catalog/org.yaml): a moderator's token names the
 * moderators' group. Until then the dev policy would judge everyone
 * without groups, so runners wait for this after start-up.
 */
export async function demoCatalogReady(origin: string): Promise<boolean> {
  try {
    const { identity } = await actAsSignIn(
      origin,
      'user:default/maria.garcia',
      10_000,
    );
    return identity.ownershipEntityRefs.includes(
      'group:default/agora-moderators',
    );
  } catch {
    return false;
  }
}
