import type { AuthService, LoggerService } from '@backstage/backend-plugin-api';
import type { CatalogService } from '@backstage/plugin-catalog-node';
import type { DisplayName } from './deliveries';

/** How long a looked-up name (or its absence) is kept. */
const KEEP_MS = 10 * 60_000;
/** At most this many people's names are kept; the oldest go first. */
const MAX_KEPT = 5000;

/**
 * The names notifications give people (docs/notifications.md): the User
 * entity's `spec.profile.displayName` from the portal's catalog, asked as
 * Agora's own service and kept for ten minutes. When the catalog does not
 * answer (not installed, down, no such entity) the notification names the
 * handle instead; nothing waits on it or fails with it.
 */
export function catalogDisplayNames(options: {
  catalog: CatalogService;
  auth: AuthService;
  logger: LoggerService;
}): DisplayName {
  const { catalog, auth, logger } = options;
  const kept = new Map<string, { name?: string; until: number }>();
  let warned = false;
  return async userRef => {
    const hit = kept.get(userRef);
    if (hit && hit.until > Date.now()) return hit.name;
    let name: string | undefined;
    try {
      const { items } = await catalog.getEntitiesByRefs(
        { entityRefs: [userRef], fields: ['kind', 'spec.profile.displayName'] },
        { credentials: await auth.getOwnServiceCredentials() },
      );
      const entity = items[0] as
        | { kind?: string; spec?: { profile?: { displayName?: unknown } } }
        | undefined;
      const displayName = entity?.spec?.profile?.displayName;
      if (typeof displayName === 'string' && displayName.trim())
        name = displayName.trim();
    } catch (error) {
      if (!warned) {
        warned = true;
        logger.info(
          `Notifications name people by their handles: the catalog did not answer (${String(error)})`,
        );
      }
      // Not kept: the next notification asks again.
      return undefined;
    }
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(userRef, { name, until: Date.now() + KEEP_MS });
    return name;
  };
}
