import type { Knex } from 'knex';
import {
  agoraAnswerDeletePermission,
  agoraAnswerEditPermission,
  agoraCommentDeletePermission,
  agoraCommentEditPermission,
  agoraPostDeletePermission,
  agoraPostEditPermission,
} from '@agora/contract';
import type {
  AgoraPostResource,
  PostPermission,
} from '../permissions/postResource';
import { judgePostRow } from '../stores/postResources';
import { postJudgeOf } from '../domain/callerRights';
import type { Caller } from '../domain/caller';
import type { PostRow } from '../domain/rows';

/** The edit and delete permissions of one kind of item. */
type Changes = readonly [edit: PostPermission, remove: PostPermission];

export const POST_CHANGES: Changes = [
  agoraPostEditPermission,
  agoraPostDeletePermission,
];
export const ANSWER_CHANGES: Changes = [
  agoraAnswerEditPermission,
  agoraAnswerDeletePermission,
];
export const COMMENT_CHANGES: Changes = [
  agoraCommentEditPermission,
  agoraCommentDeletePermission,
];

/**
 * Whether the caller may change an item written by `author` under `post`,
 * the row the store's transaction `trx` has locked: the caller's rights
 * (asked before the transaction, `domain/callerRights.ts`) applied
 * in-process, the post's tags and entities read through `trx`.
 */
export const mayChange = (
  trx: Knex.Transaction,
  caller: Caller,
  permission: PostPermission,
  post: PostRow,
  author: string = post.author,
) => judgePostRow(trx, postJudgeOf(caller), permission, post, author);

/**
 * `canEdit`/`canDelete` of an item by `author` under `post` (its tags and
 * entities, needed only when a decision is conditional).
 */
export function itemFlags(
  caller: Caller,
  [edit, remove]: Changes,
  author: string,
  post: AgoraPostResource | undefined,
) {
  const judge = postJudgeOf(caller);
  return {
    canEdit: judge.allows(edit, author, post),
    canDelete: judge.allows(remove, author, post),
  };
}

/**
 * Who decides a question's correct answer (docs/api.md, "Answers"): only
 * the asker marks one (`canMarkCorrect`); the asker or a moderator, who may
 * take back a mark given in abuse, unmarks it (`canUnmark`). The same rule
 * under a permission policy: no `agora.*` permission is asked, moderators
 * are whom `agora.moderate` allows (docs/permissions.md).
 */
export function correctAnswerRights(caller: Caller, questionAuthor: string) {
  const asker = caller.userRef === questionAuthor;
  return { canMarkCorrect: asker, canUnmark: asker || caller.isModerator };
}
