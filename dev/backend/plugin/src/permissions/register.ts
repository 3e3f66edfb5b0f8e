import type { Knex } from 'knex';
import type { PermissionsRegistryService } from '@backstage/backend-plugin-api';
import { agoraPermissions } from '@agora/contract';
import { agoraPostResourceRef } from './postResource';
import { agoraPostRules } from './postRules';
import { loadPostResources } from './postResourceLoader';

/**
 * Tells the permission framework about Agora: the `agora-post` resource
 * type with its rules and a loader for `agora-post:<id>` refs, and every
 * permission (so the metadata endpoint lists the basic ones too).
 */
export function registerPermissions(
  registry: PermissionsRegistryService,
  db: Knex,
) {
  const postPermissions = agoraPermissions.filter(
    p =>
      'resourceType' in p &&
      p.resourceType === agoraPostResourceRef.resourceType,
  );
  registry.addResourceType({
    resourceRef: agoraPostResourceRef,
    permissions: postPermissions,
    rules: Object.values(agoraPostRules),
    getResources: refs => loadPostResources(db, refs),
  });
  registry.addPermissions(
    agoraPermissions.filter(p => !postPermissions.includes(p)),
  );
}
