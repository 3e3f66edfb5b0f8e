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
