import type { BasicPermission } from '@backstage/plugin-permission-common';
import {
  agoraAnswerDeletePermission,
  agoraAnswerEditPermission,
  agoraCommentDeletePermission,
  agoraCommentEditPermission,
  agoraModeratePermission,
  agoraPostClosePermission,
  agoraPostDeletePermission,
  agoraPostEditPermission,
  agoraTagCreatePermission,
  agoraTagDeletePermission,
  agoraTagEditPermission,
  agoraTemplateManagePermission,
} from '@agora/contract';
import type { PostPermission } from './rights';
import type { Caller } from './caller';

/** The author of an item, or a moderator: who may change it without a policy. */
export const mayModify = (caller: Caller, author: string) =>
  caller.isModerator || caller.userRef === author;

/**
 * Agora's own decisions, used while `permission.enabled` is not true: what
 * the routes decided before the permission framework, from the author and
 * `agora.moderators` (the identity middleware's `isModerator`). Status rules
 * (deleted posts are the moderators') are not permissions and stay in the
 * stores in both modes.
 */

/** Basic permissions only moderators hold; everything else is everyone's. */
const MODERATOR_ONLY = new Set(
  [
    agoraTagCreatePermission,
    agoraTagEditPermission,
    agoraTagDeletePermission,
    agoraTemplateManagePermission,
    agoraModeratePermission,
  ].map(p => p.name),
);

/** Post permissions held by the author of the judged item and by moderators. */
const AUTHOR_OR_MODERATOR = new Set(
  [
    agoraPostEditPermission,
    agoraPostDeletePermission,
    agoraAnswerEditPermission,
    agoraAnswerDeletePermission,
    agoraCommentEditPermission,
    agoraCommentDeletePermission,
  ].map(p => p.name),
);

/** Post permissions only moderators hold: closing questions as duplicates. */
const MODERATOR_ONLY_POST = new Set([agoraPostClosePermission.name]);

export function fallbackBasic(caller: Caller, permission: BasicPermission) {
  return MODERATOR_ONLY.has(permission.name) ? caller.isModerator : true;
}

/**
 * Reading, answering and commenting are everyone's; changes the author's;
 * closing the moderators'.
 */
export function fallbackPost(
  caller: Caller,
  permission: PostPermission,
  author: string,
) {
  if (MODERATOR_ONLY_POST.has(permission.name)) return caller.isModerator;
  return AUTHOR_OR_MODERATOR.has(permission.name)
    ? mayModify(caller, author)
    : true;
}
