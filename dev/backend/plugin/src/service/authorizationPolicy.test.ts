import type { Request } from 'express';
import type { Knex } from 'knex';
import type {
  BackstageUserPrincipal,
  PermissionsRegistryService,
  PermissionsService,
} from '@backstage/backend-plugin-api';
import { mockCredentials, mockServices } from '@backstage/backend-test-utils';
import {
  AuthorizeResult,
  isResourcePermission,
  type Permission,
  type PolicyDecision,
} from '@backstage/plugin-permission-common';
import {
  agoraAnswerEditPermission,
  agoraModeratePermission,
  agoraPostCreatePermission,
  agoraPostEditPermission,
  agoraPostReadPermission,
} from '@agora/contract';
import { openTestDatabase } from '../testing/testDatabase';
import { createPost } from '../stores/postWrites';
import {
  agoraPostConditions as is,
  createAgoraPostConditionalDecision as conditional,
} from '../permissions/conditions';
import { agoraPostRules } from '../permissions/postRules';
import type { PostRow } from '../domain/rows';
import { judgePostRow } from '../stores/postResources';
import { createAuthorization } from './authorization';
import { restrictToReadable } from '../permissions/postFilterSql';
import { type PostPermission } from '../permissions/postResource';
import { allowsBasic, postJudgeOf, readFilterOf } from '../domain/callerRights';
import { callerOf } from '../domain/caller';

const ALICE = 'user:default/alice';
const BOB = 'user:default/bob';
const MOD = 'user:default/mod';

/**
 * The dev portal's policy in small: moderators may do everything; posts
 * tagged `secret` are read by their authors only; edits are the author's;
 * creating posts is allowed, the moderator area is not.
 */
function policy(permission: Permission, user: string): PolicyDecision {
  if (user === MOD) return { result: AuthorizeResult.ALLOW };
  if (isResourcePermission(permission, 'agora-post')) {
    const mine = is.isAuthor({ userRefs: [user] });
    if (permission.name === 'agora.post.read')
      return conditional(permission, {
        anyOf: [{ not: is.hasTag({ tags: ['secret'] }) }, mine],
      });
    return conditional(permission, mine);
  }
  return {
    result:
      permission.name === 'agora.moderate'
        ? AuthorizeResult.DENY
        : AuthorizeResult.ALLOW,
  };
}

const userOf = (credentials: unknown) =>
  (credentials as { principal: BackstageUserPrincipal }).principal
    .userEntityRef;

const permissions = {
  async authorize(requests, { credentials }) {
    return requests.map(r => {
      const decision = policy(r.permission, userOf(credentials));
      // authorize() resolves conditions itself; these tests ask only basic ones.
      if (decision.result === AuthorizeResult.CONDITIONAL)
        throw new Error('conditional answer to authorize()');
      return decision;
    });
  },
  async authorizeConditional(requests, { credentials }) {
    return requests.map(r => policy(r.permission, userOf(credentials)));
  },
} as PermissionsService;

const requestOf = (user: string) =>
  ({ caller: { userRef: user } }) as unknown as Request;

const rules = Object.values(agoraPostRules);
const permissionsRegistry = {
  getPermissionRuleset: () => ({
    getRuleByName: (name: string) => rules.find(r => r.name === name)!,
  }),
} as unknown as PermissionsRegistryService;

describe('authorization with a permission policy', () => {
  let db: Knex;
  let close: () => Promise<void>;
  let secret: Record<string, unknown>;
  let open: Record<string, unknown>;
  let authorization: ReturnType<typeof createAuthorization>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_perm_policy'));
    const post = (tags: string[]) => ({
      type: 'question' as const,
      title: 'Q',
      content: 'Body',
      tags,
      entities: [],
      images: [],
      anonymous: false,
    });
    const caller = { userRef: ALICE, isModerator: false };
    const secretId = await createPost(db, post(['secret']), caller);
    const openId = await createPost(db, post(['general']), caller);
    secret = await db('posts').where('id', secretId).first();
    open = await db('posts').where('id', openId).first();
    authorization = createAuthorization({
      config: mockServices.rootConfig({
        data: { permission: { enabled: true } },
      }),
      permissions,
      permissionsRegistry,
    });
  });
  afterAll(() => close());

  // As the identity middleware signs callers in: their rights asked once.
  const signedIn = async (user: string) => {
    const req = requestOf(user);
    req.caller = {
      userRef: user,
      ...(await authorization.policyRights(mockCredentials.user(user))),
    };
    return req;
  };
  const judge = async (
    user: string,
    permission: PostPermission,
    row: Record<string, unknown>,
    itemAuthor?: string,
  ) =>
    judgePostRow(
      db,
      postJudgeOf(callerOf(await signedIn(user))),
      permission,
      row as PostRow,
      itemAuthor,
    );

  const readableIds = async (user: string) => {
    const filter = readFilterOf(callerOf(await signedIn(user)));
    const qb = db('posts').select('posts.id').orderBy('posts.id');
    const rows: Array<{ id: unknown }> = await restrictToReadable(qb, filter);
    return rows.map(r => Number(r.id));
  };

  it('filters lists by the conditional read decision', async () => {
    expect(authorization.policyEnabled).toBe(true);
    expect(await readableIds(BOB)).toEqual([Number(open.id)]);
    expect(await readableIds(ALICE)).toEqual([
      Number(secret.id),
      Number(open.id),
    ]);
    expect(await readableIds(MOD)).toEqual([
      Number(secret.id),
      Number(open.id),
    ]);
  });

  it('applies conditional decisions to a single post', async () => {
    const may = (user: string, row: Record<string, unknown>) =>
      judge(user, agoraPostReadPermission, row);
    expect(await may(BOB, secret)).toBe(false);
    expect(await may(BOB, open)).toBe(true);
    expect(await may(ALICE, secret)).toBe(true);
  });

  it('keeps the author rule: people edit their own posts', async () => {
    const edit = (user: string) => judge(user, agoraPostEditPermission, open);
    expect(await edit(ALICE)).toBe(true);
    expect(await edit(BOB)).toBe(false);
    expect(await edit(MOD)).toBe(true);
  });

  it("judges an answer by its own author on the post's rules", async () => {
    const editAnswer = (user: string, itemAuthor: string) =>
      judge(user, agoraAnswerEditPermission, open, itemAuthor);
    expect(await editAnswer(BOB, BOB)).toBe(true);
    expect(await editAnswer(ALICE, BOB)).toBe(false);
  });

  it('asks the policy for basic permissions and the moderator area', async () => {
    const req = await signedIn(BOB);
    expect(allowsBasic(callerOf(req), agoraPostCreatePermission)).toBe(true);
    expect(allowsBasic(callerOf(req), agoraModeratePermission)).toBe(false);
  });

  it("asks the caller's rights once: agora.moderate and the decisions per item", async () => {
    const bob = await authorization.policyRights(mockCredentials.user(BOB));
    const mod = await authorization.policyRights(mockCredentials.user(MOD));
    expect([bob.isModerator, mod.isModerator]).toEqual([false, true]);
    expect(bob.rights.basic.has('agora.tag.edit')).toBe(true);
    const edit = agoraPostEditPermission;
    expect(bob.rights.post.isConditional(edit)).toBe(true);
    expect(mod.rights.post.isConditional(edit)).toBe(false);
    const resource = {
      id: 1,
      type: 'question' as const,
      tags: [],
      entities: [],
    };
    expect(
      bob.rights.post.allows(edit, BOB, { ...resource, author: BOB }),
    ).toBe(true);
    expect(
      bob.rights.post.allows(edit, ALICE, { ...resource, author: ALICE }),
    ).toBe(false);
    // A conditional decision without the post to apply it to refuses.
    expect(bob.rights.post.allows(edit, BOB)).toBe(false);
    expect(mod.rights.post.allows(edit, ALICE)).toBe(true);
  });
});
