import { createPermissionResourceRef } from '@backstage/plugin-permission-node';
import { AGORA_POST_RESOURCE_TYPE } from '@agora/contract';
import type { AgoraPostFilter, AgoraPostResource } from '../domain/rights';

export type {
  AgoraPostFilter,
  AgoraPostResource,
  PostPermission,
} from '../domain/rights';

/** The `agora-post` resource type of the `agora` plugin. */
export const agoraPostResourceRef = createPermissionResourceRef<
  AgoraPostResource,
  AgoraPostFilter
>().with({ pluginId: 'agora', resourceType: AGORA_POST_RESOURCE_TYPE });

const RESOURCE_REF_PREFIX = `${AGORA_POST_RESOURCE_TYPE}:`;

/** `agora-post:<id>`: how a post is named to the permission framework and search. */
export const postResourceRef = (id: number) => `${RESOURCE_REF_PREFIX}${id}`;

/** The post id of an `agora-post:<id>` ref, or undefined for anything else. */
export function postIdOfResourceRef(ref: string): number | undefined {
  if (!ref.startsWith(RESOURCE_REF_PREFIX)) return undefined;
  const rest = ref.slice(RESOURCE_REF_PREFIX.length);
  if (!/^[1-9][0-9]{0,15}$/.test(rest)) return undefined;
  const id = Number(rest);
  return Number.isSafeInteger(id) ? id : undefined;
}
