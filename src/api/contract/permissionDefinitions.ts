import { createPermission } from '@backstage/plugin-permission-common';

/**
 * Agora's permissions for the Backstage permission framework
 * (docs/permissions.md). Their names are public contract: policies match on
 * them, so a rename breaks every adopter's policy.
 */

/** The resource type of a post; conditional decisions use its rules. @public */
export const AGORA_POST_RESOURCE_TYPE = 'agora-post';

const postPermission = (
  name: string,
  action: 'read' | 'create' | 'update' | 'delete',
) =>
  createPermission({
    name,
    attributes: { action },
    resourceType: AGORA_POST_RESOURCE_TYPE,
  });

const basicPermission = (
  name: string,
  action?: 'create' | 'update' | 'delete',
) => createPermission({ name, attributes: action ? { action } : {} });

/** Read a post, its answers and comments. Hidden posts answer 404. @public */
export const agoraPostReadPermission = postPermission(
  'agora.post.read',
  'read',
);
/** Create a post of any type. @public */
export const agoraPostCreatePermission = basicPermission(
  'agora.post.create',
  'create',
);
/** Edit a post; the resource is the post. @public */
export const agoraPostEditPermission = postPermission(
  'agora.post.edit',
  'update',
);
/** Delete (soft) a post; the resource is the post. @public */
export const agoraPostDeletePermission = postPermission(
  'agora.post.delete',
  'delete',
);

/**
 * Close a question as a duplicate of another, and reopen it; the resource
 * is the closed question. @public
 */
export const agoraPostClosePermission = postPermission(
  'agora.post.close',
  'update',
);

// Answers and comments are judged as their post: the post's tags, entities
// and type, with the answer's or comment's own author for IS_AUTHOR (create:
// the post's author).
/** Answer a post; the resource is the post answered. @public */
export const agoraAnswerCreatePermission = postPermission(
  'agora.answer.create',
  'create',
);
/** Edit an answer; the resource is its post with the answer's author. @public */
export const agoraAnswerEditPermission = postPermission(
  'agora.answer.edit',
  'update',
);
/** Delete an answer; the resource is its post with the answer's author. @public */
export const agoraAnswerDeletePermission = postPermission(
  'agora.answer.delete',
  'delete',
);
/** Comment on a post or answer; the resource is the post. @public */
export const agoraCommentCreatePermission = postPermission(
  'agora.comment.create',
  'create',
);
/** Edit a comment; the resource is its post with the comment's author. @public */
export const agoraCommentEditPermission = postPermission(
  'agora.comment.edit',
  'update',
);
/** Delete a comment; the resource is its post with the comment's author. @public */
export const agoraCommentDeletePermission = postPermission(
  'agora.comment.delete',
  'delete',
);

/** Vote on posts and answers. @public */
export const agoraVotePermission = basicPermission('agora.vote');

/** Create a collection. @public */
export const agoraCollectionCreatePermission = basicPermission(
  'agora.collection.create',
  'create',
);
/** Edit collections; a collection's owner rule still applies. @public */
export const agoraCollectionEditPermission = basicPermission(
  'agora.collection.edit',
  'update',
);
/** Delete collections; a collection's owner rule still applies. @public */
export const agoraCollectionDeletePermission = basicPermission(
  'agora.collection.delete',
  'delete',
);

/** Create tags in the tag directory. @public */
export const agoraTagCreatePermission = basicPermission(
  'agora.tag.create',
  'create',
);
/** Edit a tag's description and experts. @public */
export const agoraTagEditPermission = basicPermission(
  'agora.tag.edit',
  'update',
);
/** Delete tags. @public */
export const agoraTagDeletePermission = basicPermission(
  'agora.tag.delete',
  'delete',
);

/** Create, edit and delete post templates. @public */
export const agoraTemplateManagePermission = basicPermission(
  'agora.template.manage',
);

/** The moderator area: deleted posts, restore and purge. @public */
export const agoraModeratePermission = basicPermission('agora.moderate');

/** Every Agora permission, for registration and policy tooling. @public */
export const agoraPermissions = [
  agoraPostReadPermission,
  agoraPostCreatePermission,
  agoraPostEditPermission,
  agoraPostDeletePermission,
  agoraPostClosePermission,
  agoraAnswerCreatePermission,
  agoraAnswerEditPermission,
  agoraAnswerDeletePermission,
  agoraCommentCreatePermission,
  agoraCommentEditPermission,
  agoraCommentDeletePermission,
  agoraVotePermission,
  agoraCollectionCreatePermission,
  agoraCollectionEditPermission,
  agoraCollectionDeletePermission,
  agoraTagCreatePermission,
  agoraTagEditPermission,
  agoraTagDeletePermission,
  agoraTemplateManagePermission,
  agoraModeratePermission,
];
