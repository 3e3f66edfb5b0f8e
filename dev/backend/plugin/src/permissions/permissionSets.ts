import {
  isResourcePermission,
  type BasicPermission,
  type ResourcePermission,
} from '@backstage/plugin-permission-common';
import { agoraPermissions } from '@agora/contract';
import { agoraPostResourceRef } from './postResource';

/**
 * Every Agora permission split by kind, derived from the contract's
 * `agoraPermissions` so a new permission lands in the right set: the
 * `agora-post` ones (conditional, registered with the resource type and
 * asked with `authorizeConditional`) and the basic ones.
 */
export const agoraPostPermissions: ResourcePermission<'agora-post'>[] =
  agoraPermissions.filter((p): p is ResourcePermission<'agora-post'> =>
    isResourcePermission(p, agoraPostResourceRef.resourceType),
  );

export const agoraBasicPermissions: BasicPermission[] =
  agoraPermissions.filter((p): p is BasicPermission => p.type === 'basic');
