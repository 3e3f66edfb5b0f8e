import { createPermissionRule } from '@backstage/plugin-permission-node';
import { z } from 'zod';
import { POST_TYPES, canonicalRef } from '@agora/contract';
import { agoraPostResourceRef } from './postResource';

// Rule parameters are normalised the way Agora stores values (canonical refs,
// lower-case tags), so a policy may write `user:default/Jane` or `Payments`.
const refs = (values: string[]) => [...new Set(values.map(canonicalRef))];
const tags = (values: string[]) => [
  ...new Set(values.map(v => v.trim().toLowerCase())),
];

/**
 * The post (or, for answer and comment permissions, the item) was written by
 * one of `userRefs`. Rules cannot see the caller, so a policy passes it:
 * `IS_AUTHOR({ userRefs: [user.info.userEntityRef] })`.
 */
export const isAuthor = createPermissionRule({
  name: 'IS_AUTHOR',
  description:
    'Allow posts, answers or comments written by one of the given users',
  resourceRef: agoraPostResourceRef,
  paramsSchema: z.object({
    userRefs: z
      .array(z.string())
      .describe(
        'User entity refs, usually the caller: [user.info.userEntityRef]',
      ),
  }),
  apply: (post, { userRefs }) => refs(userRefs).includes(post.author),
  toQuery: ({ userRefs }) => ({ property: 'author', values: refs(userRefs) }),
});

/** The post carries any of `tags`. */
export const hasTag = createPermissionRule({
  name: 'HAS_TAG',
  description: 'Allow posts that carry any of the given tags',
  resourceRef: agoraPostResourceRef,
  paramsSchema: z.object({
    tags: z
      .array(z.string())
      .describe('Tag names; a post needs any one of them'),
  }),
  apply: (post, params) => tags(params.tags).some(t => post.tags.includes(t)),
  toQuery: params => ({ property: 'tag', values: tags(params.tags) }),
});

/** The post is about any of `entityRefs`. */
export const hasEntity = createPermissionRule({
  name: 'HAS_ENTITY',
  description: 'Allow posts about any of the given catalog entities',
  resourceRef: agoraPostResourceRef,
  paramsSchema: z.object({
    entityRefs: z
      .array(z.string())
      .describe(
        'Entity refs, e.g. component:default/payments-ledger; any one matches',
      ),
  }),
  apply: (post, { entityRefs }) =>
    refs(entityRefs).some(ref => post.entities.includes(ref)),
  toQuery: ({ entityRefs }) => ({
    property: 'entity',
    values: refs(entityRefs),
  }),
});

/** The post is of any of `types`. */
export const hasType = createPermissionRule({
  name: 'HAS_TYPE',
  description:
    'Allow posts of any of the given types (question, article, link)',
  resourceRef: agoraPostResourceRef,
  paramsSchema: z.object({
    types: z.array(z.enum(POST_TYPES)).describe('Post types; any one matches'),
  }),
  apply: (post, { types }) => types.includes(post.type),
  toQuery: ({ types }) => ({ property: 'type', values: [...types] }),
});

/** Every rule of `agora-post`, by the key policies use on `agoraPostConditions`. */
export const agoraPostRules = { isAuthor, hasTag, hasEntity, hasType };
