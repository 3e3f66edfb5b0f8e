import type { Request } from 'express';
import type {
  PermissionsRegistryService,
  PermissionsService,
} from '@backstage/backend-plugin-api';
import { mockServices } from '@backstage/backend-test-utils';
import { AuthorizeResult } from '@backstage/plugin-permission-common';
import {
  agoraAnswerCreatePermission,
  agoraAnswerDeletePermission,
  agoraAnswerEditPermission,
  agoraCollectionCreatePermission,
  agoraCommentCreatePermission,
  agoraCommentDeletePermission,
  agoraCommentEditPermission,
  agoraModeratePermission,
  agoraPostCreatePermission,
  agoraPostDeletePermission,
  agoraPostEditPermission,
  agoraPostReadPermission,
  agoraTagCreatePermission,
  agoraTagDeletePermission,
  agoraTagEditPermission,
  agoraTemplateManagePermission,
  agoraVotePermission,
  type Post,
} from '@agora/contract';
import { createTestPost } from '../testing/postFixtures';
import { succeeds } from '../testing/succeeds';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createAuthorization } from './authorization';
import { allowsBasic, postJudgeOf, readFilterOf } from '../domain/callerRights';
import { callerOf, type Caller } from '../domain/caller';

/** The policy must not be asked without permission.enabled. */
const unusedPermissions = {
  authorize: () => Promise.reject(new Error('policy consulted')),
  authorizeConditional: () => Promise.reject(new Error('policy consulted')),
} as unknown as PermissionsService;

const fallback = createAuthorization({
  config: mockServices.rootConfig({ data: { permission: { enabled: false } } }),
  permissions: unusedPermissions,
  permissionsRegistry: {} as PermissionsRegistryService,
});

// As the identity middleware resolves callers with agora.moderators [mod].
const requestOf = (userRef: string) =>
  ({
    caller: { userRef, isModerator: userRef === USERS.moderator } as Caller,
  }) as Request;

describe('authorization without the permission framework', () => {
  let backend: AgoraTestBackend;
  let post: Post;
  beforeAll(async () => {
    backend = await startAgoraTestBackend();
    post = await createTestPost(backend, {}, USERS.alice);
    await succeeds(
      backend
        .as(USERS.bob)
        .post(`/posts/${post.id}/answers`, { answer: 'An answer' }),
    );
    await succeeds(
      backend
        .as(USERS.carol)
        .post(`/posts/${post.id}/comments`, { content: 'A comment' }),
    );
  });
  afterAll(() => backend.stop());

  it('is off without permission.enabled, so the identity middleware asks no policy', () => {
    expect(fallback.policyEnabled).toBe(false);
  });

  it.each(Object.entries(USERS))(
    'decides for %s what the routes say today',
    async (_name, userRef) => {
      const api = backend.as(userRef);
      const seen = (await api.get(`/posts/${post.id}`)).body as Post;
      const tags = (await api.get('/tags')).body as { canCreate: boolean };
      const { moderator } = (await api.get('/permissions')).body;
      const [answer] = seen.answers!;
      const [comment] = seen.comments!;
      const req = requestOf(userRef);
      const onPost = (p: typeof agoraPostEditPermission, itemAuthor?: string) =>
        postJudgeOf(callerOf(req)).allows(p, itemAuthor ?? USERS.alice);

      expect({
        postEdit: await onPost(agoraPostEditPermission),
        postDelete: await onPost(agoraPostDeletePermission),
        answerEdit: await onPost(agoraAnswerEditPermission, USERS.bob),
        answerDelete: await onPost(agoraAnswerDeletePermission, USERS.bob),
        commentEdit: await onPost(agoraCommentEditPermission, USERS.carol),
        commentDelete: await onPost(agoraCommentDeletePermission, USERS.carol),
        tagCreate: allowsBasic(callerOf(req), agoraTagCreatePermission),
        moderator: allowsBasic(callerOf(req), agoraModeratePermission),
        answer: await onPost(agoraAnswerCreatePermission),
        comment: await onPost(agoraCommentCreatePermission),
      }).toEqual({
        postEdit: seen.canEdit,
        postDelete: seen.canDelete,
        answerEdit: answer.canEdit,
        answerDelete: answer.canDelete,
        commentEdit: comment.canEdit,
        commentDelete: comment.canDelete,
        tagCreate: tags.canCreate,
        moderator,
        answer: seen.canAnswer,
        comment: seen.canComment,
      });
      // Moderator-only functions follow the same flag.
      for (const p of [
        agoraTagEditPermission,
        agoraTagDeletePermission,
        agoraTemplateManagePermission,
        agoraModeratePermission,
      ])
        expect(allowsBasic(callerOf(req), p)).toBe(moderator);
    },
  );

  it('lets everyone read, post, answer, comment, vote and make collections', async () => {
    const req = requestOf(USERS.bob);
    for (const p of [
      agoraPostReadPermission,
      agoraAnswerCreatePermission,
      agoraCommentCreatePermission,
    ])
      expect(postJudgeOf(callerOf(req)).allows(p, USERS.alice)).toBe(true);
    for (const p of [
      agoraPostCreatePermission,
      agoraVotePermission,
      agoraCollectionCreatePermission,
    ])
      expect(allowsBasic(callerOf(req), p)).toBe(true);
    expect(readFilterOf(callerOf(req))).toEqual({
      result: AuthorizeResult.ALLOW,
    });
  });
});
