import type { ResourcePermission } from '@backstage/plugin-permission-common';
import { createPermissionResourceRef } from '@backstage/plugin-permission-node';
import { AGORA_POST_RESOURCE_TYPE, type PostType } from '@agora/contract';

/**
 * What the `agora-post` rules look at: a post with its tags and entities.
 * For answer and comment permissions `author` is the answer's or comment's
 * author, so IS_AUTHOR judges the item while the other rules judge its post.
 */
export interface AgoraPostResource {
  id: number;
  type: PostType;
  /** Canonical user ref of the author (the real one, also when anonymous). */
  author: string;
  /** Tag names, lower case. */
  tags: string[];
  /** Canonical entity refs. */
  entities: string[];
}

/**
 * One rule's filter on the `posts` table, combined by allOf/anyOf/not into a
 * PermissionCriteria and turned into SQL by `postFilterSql.ts`. Each matches
 * posts whose property is any of `values`.
 */
export type AgoraPostFilter =
  | { property: 'author'; values: string[] }
  | { property: 'tag'; values: string[] }
  | { property: 'entity'; values: string[] }
  | { property: 'type'; values: PostType[] };

/** A permission judged on a post (or an answer or comment, with its post). */
export type PostPermission = ResourcePermission<
  typeof AGORA_POST_RESOURCE_TYPE
>;

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
