import {
  isResourcePermission,
  type BasicPermission,
} from '@backstage/plugin-permission-common';
import { agoraPermissions } from '@agora/contract';
import { agoraPostResourceRef, type PostPermission } from './postResource';

/**
 * Every Agora permission split by kind, derived from the contract's
 * `agoraPermissions` so a new permission lands in the right set: the
 * `agora-post` ones (conditional, registered with the resource type and
 * asked with `authorizeConditional`) and the basic ones.
 */
export const agoraPostPermissions: PostPermission[] = agoraPermissions.filter(
  (p): p is PostPermission =>
    isResourcePermission(p, agoraPostResourceRef.resourceType),
);

export const agoraBasicPermissions: BasicPermission[] = agoraPermissions.filter(
  (p): p is BasicPermission => p.type === 'basic',
);
