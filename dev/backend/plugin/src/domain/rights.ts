import {
  AuthorizeResult,
  type PermissionCriteria,
  type ResourcePermission,
} from '@backstage/plugin-permission-common';
import type { AGORA_POST_RESOURCE_TYPE, PostType } from '@agora/contract';

// What a caller may do, as types: the permission layer (`permissions/`)
// decides these, the caller carries them (`domain/caller.ts`), stores and
// routes apply them. docs/permissions.md, "How decisions are made".

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

/** Which posts a reader may see: all, none, or those matching `criteria`. */
export type PostReadFilter =
  | { result: AuthorizeResult.ALLOW }
  | { result: AuthorizeResult.DENY }
  | {
      result: AuthorizeResult.CONDITIONAL;
      criteria: PermissionCriteria<AgoraPostFilter>;
    };

/**
 * One caller's answers to the `agora-post` permissions, decided once per
 * request and applied in-process to each post, answer or comment
 * (docs/permissions.md, "How decisions are made"). Nothing here calls the
 * permission backend, so stores may judge the rows they lock.
 */
export interface PostJudge {
  /** True when the answer depends on the post: pass its resource to {@link allows}. */
  isConditional(permission: PostPermission): boolean;
  /**
   * The answer for an item written by `author` (the post's, or for answer
   * and comment permissions the item's) under `post`; a conditional answer
   * without `post` is a refusal.
   */
  allows(
    permission: PostPermission,
    author: string,
    post?: AgoraPostResource,
  ): boolean;
}
/**
 * What the caller may do in a request (docs/permissions.md, "How decisions
 * are made"). In policy mode the identity middleware asks the policy for
 * every Agora permission once per request, in two calls, and keeps the
 * answers on the caller as {@link PolicyRights}; routes and stores apply
 * them in-process, so nothing else calls the permission backend (least of
 * all a store holding a row lock). Without a policy, Agora's own rules are
 * applied the same way.
 */
export interface PolicyRights {
  /** The names of the basic permissions the policy allows. */
  basic: ReadonlySet<string>;
  /** The policy's answers to the `agora-post` permissions. */
  post: PostJudge;
  /** `agora.post.read` as list criteria, for `restrictToReadable`. */
  read: PostReadFilter;
}
/** Every post: the default of stores that list posts. */
export const READ_ALL: PostReadFilter = { result: AuthorizeResult.ALLOW };
