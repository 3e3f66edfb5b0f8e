import type { BasicPermission } from '@backstage/plugin-permission-common';
import { agoraModeratePermission } from '@agora/contract';
import {
  type PolicyRights,
  type PostJudge,
  READ_ALL,
  type PostReadFilter,
} from './rights';
import { fallbackBasic, fallbackPost } from './fallbackRights';
import type { Caller } from './caller';

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
