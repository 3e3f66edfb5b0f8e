import type { Knex } from 'knex';
import type { PermissionsRegistryService } from '@backstage/backend-plugin-api';
import { agoraPostResourceRef } from '../permissions/postResource';
import {
  agoraBasicPermissions,
  agoraPostPermissions,
} from '../permissions/permissionSets';
import { agoraPostRules } from '../permissions/postRules';
import { loadPostResources } from '../stores/postResources';

/**
 * Tells the permission framework about Agora: the `agora-post` resource
 * type with its rules and a loader for `agora-post:<id>` refs, and every
 * permission (so the metadata endpoint lists the basic ones too).
 */
export function registerPermissions(
  registry: PermissionsRegistryService,
  db: Knex,
) {
  registry.addResourceType({
    resourceRef: agoraPostResourceRef,
    permissions: agoraPostPermissions,
    rules: Object.values(agoraPostRules),
    getResources: refs => loadPostResources(db, refs),
  });
  registry.addPermissions(agoraBasicPermissions);
}
