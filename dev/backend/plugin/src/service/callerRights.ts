import type { BasicPermission } from '@backstage/plugin-permission-common';
import { agoraModeratePermission } from '@agora/contract';
import type { PostJudge } from '../permissions/postJudge';
import { READ_ALL, type PostReadFilter } from '../permissions/postFilterSql';
import { fallbackBasic, fallbackPost } from './authorizationFallback';
import type { Caller } from './types';

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

/**
 * A service's rights: the policy's, without `agora.moderate`, since a
 * service is never a moderator (`SERVICE_READS` in `identity.ts`).
 */
export const serviceRights = (rights: PolicyRights): PolicyRights => ({
  ...rights,
  basic: new Set(
    [...rights.basic].filter(name => name !== agoraModeratePermission.name),
  ),
});

/** Agora's own rules as a judge: the author or a moderator changes an item. */
const fallbackJudge = (caller: Caller): PostJudge => ({
  isConditional: () => false,
  allows: (permission, author) => fallbackPost(caller, permission, author),
});

/**
 * `agora.post.read` for the caller as list criteria (`restrictToReadable`):
 * the policy's under one, otherwise every post.
 */
export const readFilterOf = (caller: Caller): PostReadFilter =>
  caller.rights?.read ?? READ_ALL;

/** How the caller's post, answer and comment permissions are decided. */
export const postJudgeOf = (caller: Caller): PostJudge =>
  caller.rights?.post ?? fallbackJudge(caller);

/** A basic permission for the caller, e.g. `agora.tag.edit` for a tag's `canEdit`. */
export const allowsBasic = (caller: Caller, permission: BasicPermission) =>
  caller.rights
    ? caller.rights.basic.has(permission.name)
    : fallbackBasic(caller, permission);
