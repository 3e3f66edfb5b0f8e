import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { actAsSignIn } from './actAsSignIn';

/** A user of the demo organisation with the groups it belongs to. */
export interface DemoMember {
  user: string;
  groups: string[];
}

/** The demo organisation's users and their groups (dev/catalog/org.yaml). */
export function demoMembers(): DemoMember[] {
  const file = join(__dirname, '../catalog/org.yaml');
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map(doc => doc.toJS())
    .filter(entity => entity?.kind === 'User')
    .map(entity => {
      const namespace = entity.metadata.namespace ?? 'default';
      return {
        user: `user:${namespace}/${entity.metadata.name}`,
        groups: ((entity.spec.memberOf ?? []) as string[]).map(
          group => `group:${namespace}/${group}`,
        ),
      };
    });
}

/**
 * Whether the catalog has ingested the whole demo organisation: every user
 * of dev/catalog/org.yaml signs in through the "Act as" provider with each
 * of its groups in its token. The catalog processes entities one by one, so
 * one user being ready says nothing of the next (on PostgreSQL a test once
 * signed in as a user the catalog did not have yet); until all are, the dev
 * policy would judge some callers without groups, so runners wait for this
 * after start-up.
 */
export async function demoCatalogReady(origin: string): Promise<boolean> {
  const ready = await Promise.all(
    demoMembers().map(({ user, groups }) =>
      actAsSignIn(origin, user, 10_000).then(
        ({ identity }) =>
          groups.every(group => identity.ownershipEntityRefs.includes(group)),
        () => false,
      ),
    ),
  );
  return ready.every(Boolean);
}
