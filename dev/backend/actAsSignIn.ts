import { ACT_AS_PROVIDER_ID } from './devActAsProvider';

export interface ActAsIdentity {
  token: string;
  identity: { userEntityRef: string; ownershipEntityRefs: string[] };
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
  const res = await fetch(
    `${origin}/api/auth/${ACT_AS_PROVIDER_ID}/refresh?user=${encodeURIComponent(userRef)}`,
    {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      signal: AbortSignal.timeout(timeoutMs),
    },
  );
  if (!res.ok)
    throw new Error(`sign-in as ${userRef}: ${res.status} ${await res.text()}`);
  return (await res.json()).backstageIdentity;
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
