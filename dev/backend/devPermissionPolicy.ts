import {
  coreServices,
  createBackendModule,
  type UserInfoService,
} from '@backstage/backend-plugin-api';
import {
  AuthorizeResult,
  isResourcePermission,
  type PolicyDecision,
} from '@backstage/plugin-permission-common';
import type {
  PermissionPolicy,
  PolicyQuery,
  PolicyQueryUser,
} from '@backstage/plugin-permission-node';
import { policyExtensionPoint } from '@backstage/plugin-permission-node/alpha';
import {
  agoraAnswerCreatePermission,
  agoraCollectionCreatePermission,
  agoraCollectionDeletePermission,
  agoraCollectionEditPermission,
  agoraCommentCreatePermission,
  agoraPostClosePermission,
  agoraPostCreatePermission,
  agoraPostReadPermission,
  agoraVotePermission,
  AGORA_POST_RESOURCE_TYPE,
} from '@agora/contract';
import {
  agoraPostConditions as post,
  createAgoraPostConditionalDecision,
} from 'backstage-plugin-agora-backend';

/** Members may do everything in Agora. */
export const MODERATORS_GROUP = 'group:default/agora-moderators';
/** Members (and moderators, and a post's author) read posts tagged `secret`. */
export const SECRET_READERS_GROUP = 'group:default/payments';
/** The demo restriction's tag. */
export const SECRET_TAG = 'secret';

const allow: PolicyDecision = { result: AuthorizeResult.ALLOW };
const deny: PolicyDecision = { result: AuthorizeResult.DENY };

/**
 * What everyone signed in may do without conditions. Collections stay
 * their owner's: Agora checks the owner itself, so allowing edit and delete
 * here lets owners keep managing their own.
 */
const EVERYONE = new Set([
  agoraPostCreatePermission.name,
  agoraVotePermission.name,
  agoraCollectionCreatePermission.name,
  agoraCollectionEditPermission.name,
  agoraCollectionDeletePermission.name,
  agoraAnswerCreatePermission.name,
  agoraCommentCreatePermission.name,
]);

/**
 * The dev portal's policy, written as an adopter would (docs/permissions.md,
 * "Example policy"): moderators may do everything; everyone reads, asks,
 * answers, comments, votes and keeps collections; edits and deletes of
 * posts, answers and comments are their authors'; tags, templates, closing
 * duplicates and the moderator area are the moderators'; posts tagged
 * `secret` are read only by the payments team and their authors. Other
 * plugins' permissions are allowed, as the allow-all policy did.
 */
export class DevPermissionPolicy implements PermissionPolicy {
  constructor(private readonly userInfo: UserInfoService) {}

  async handle(
    { permission }: PolicyQuery,
    user?: PolicyQueryUser,
  ): Promise<PolicyDecision> {
    if (!permission.name.startsWith('agora.')) return allow;
    // Who the user is and which groups they belong to, from their token.
    const info = user && (await this.userInfo.getUserInfo(user.credentials));
    const groups = info?.ownershipEntityRefs ?? [];
    if (groups.includes(MODERATORS_GROUP)) return allow;
    if (EVERYONE.has(permission.name)) return allow;
    if (!isResourcePermission(permission, AGORA_POST_RESOURCE_TYPE))
      return deny; // tags, templates, the moderator area
    const own = post.isAuthor({
      userRefs: info ? [info.userEntityRef] : [],
    });
    if (permission.name === agoraPostReadPermission.name) {
      if (groups.includes(SECRET_READERS_GROUP)) return allow;
      return createAgoraPostConditionalDecision(permission, {
        anyOf: [{ not: post.hasTag({ tags: [SECRET_TAG] }) }, own],
      });
    }
    // Closing questions as duplicates is the moderators'.
    if (permission.name === agoraPostClosePermission.name) return deny;
    // Edit and delete of posts, answers and comments.
    return createAgoraPostConditionalDecision(permission, own);
  }
}

/** Installs {@link DevPermissionPolicy} as the permission backend's policy. */
export const devPermissionPolicyModule = createBackendModule({
  pluginId: 'permission',
  moduleId: 'agora-dev-policy',
  register(reg) {
    reg.registerInit({
      deps: { policy: policyExtensionPoint, userInfo: coreServices.userInfo },
      async init({ policy, userInfo }) {
        policy.setPolicy(new DevPermissionPolicy(userInfo));
      },
    });
  },
});
