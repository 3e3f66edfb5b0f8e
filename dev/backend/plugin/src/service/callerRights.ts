import type {
  BasicPermission,
  ResourcePermission,
} from '@backstage/plugin-permission-common';
import {
  agoraAnswerCreatePermission,
  agoraAnswerDeletePermission,
  agoraAnswerEditPermission,
  agoraCollectionDeletePermission,
  agoraCollectionEditPermission,
  agoraCommentCreatePermission,
  agoraCommentDeletePermission,
  agoraCommentEditPermission,
  agoraModeratePermission,
  agoraPostDeletePermission,
  agoraPostEditPermission,
  agoraTagDeletePermission,
  agoraTagEditPermission,
} from '@agora/contract';
import type { PostJudge } from '../permissions/postJudge';
import { fallbackBasic, fallbackPost } from './authorizationFallback';
import type { Caller } from './types';

/**
 * What the caller may do, per item, in a request (docs/permissions.md, "How
 * decisions are made"). In policy mode the identity middleware asks the
 * policy once per request and keeps the answers on the caller as
 * {@link PolicyRights}; the stores apply them in-process to every item they
 * return or change, so a store never calls the permission backend (least
 * of all while it holds a row lock). Without a policy, Agora's own rules
 * are applied the same way.
 */
export interface PolicyRights {
  /** The names of the {@link RIGHTS_BASIC} permissions the policy allows. */
  basic: ReadonlySet<string>;
  /** The policy's answers to {@link RIGHTS_POST}. */
  post: PostJudge;
}

/** The basic permissions asked once per request in policy mode. */
export const RIGHTS_BASIC: BasicPermission[] = [
  agoraModeratePermission,
  agoraTagEditPermission,
  agoraTagDeletePermission,
  agoraCollectionEditPermission,
  agoraCollectionDeletePermission,
];

/** The post permissions asked once per request in policy mode. */
export const RIGHTS_POST: ResourcePermission<'agora-post'>[] = [
  agoraPostEditPermission,
  agoraPostDeletePermission,
  agoraAnswerCreatePermission,
  agoraAnswerEditPermission,
  agoraAnswerDeletePermission,
  agoraCommentCreatePermission,
  agoraCommentEditPermission,
  agoraCommentDeletePermission,
];

/** Agora's own rules as a judge: the author or a moderator changes an item. */
const fallbackJudge = (caller: Caller): PostJudge => ({
  isConditional: () => false,
  allows: (permission, author) => fallbackPost(caller, permission, author),
});

/** How the caller's post, answer and comment permissions are decided. */
export const postJudgeOf = (caller: Caller): PostJudge =>
  caller.rights?.post ?? fallbackJudge(caller);

/** One of {@link RIGHTS_BASIC} for the caller, e.g. `agora.tag.edit` for a tag's `canEdit`. */
export const allowsBasic = (caller: Caller, permission: BasicPermission) =>
  caller.rights
    ? caller.rights.basic.has(permission.name)
    : fallbackBasic(caller, permission);
