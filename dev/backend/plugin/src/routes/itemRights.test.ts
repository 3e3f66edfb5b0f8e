import { AuthorizeResult } from '@backstage/plugin-permission-common';
import type { Answer, Collection, Post, Tag } from '@agora/contract';
import { USERS, SHORT_QUESTIONS } from '../testing/startAgoraTestBackend';
import { succeeds } from '../testing/succeeds';
import {
  authorsChangeOnly,
  startBackendWithPolicy,
  type TestPolicy,
} from '../testing/testPolicy';

const DAVE = 'user:default/dave';
const ERIN = 'user:default/erin';

/** Set by a test to hold the policy's answer to dave's `agora.post.edit` back. */
let holdDave: Promise<void> | undefined;
let daveAsked: () => void = () => {};

/**
 * Edits and deletes are the author's (IS_AUTHOR); carol holds everything
 * unconditionally, `agora.moderate` included, without being listed in
 * `agora.moderators`; the listed moderator holds no moderator rights; erin
 * may neither answer nor comment, nor delete collections.
 */
const policy: TestPolicy = async (permission, userRef) => {
  if (userRef === DAVE && permission.name === 'agora.post.edit' && holdDave) {
    daveAsked();
    await holdDave;
  }
  const allow = { result: AuthorizeResult.ALLOW } as const;
  const deny = { result: AuthorizeResult.DENY } as const;
  if (userRef === USERS.carol) return allow;
  const change = authorsChangeOnly(permission, userRef);
  if (change) return change;
  if (
    userRef === ERIN &&
    [
      'agora.answer.create',
      'agora.comment.create',
      'agora.collection.delete',
    ].includes(permission.name)
  )
    return deny;
  if (/^agora\.(tag\.|template\.|moderate)/.test(permission.name)) return deny;
  return allow;
};

const flags = (item: { canEdit?: boolean; canDelete?: boolean }) => [
  item.canEdit,
  item.canDelete,
];

describe('per-item rights under a permission policy', () => {
  let backend: Awaited<ReturnType<typeof startBackendWithPolicy>>;
  let post: Post;
  let answer: Answer;
  const as = (userRef: string) => backend.asUser(userRef);

  beforeAll(async () => {
    backend = await startBackendWithPolicy(policy, [], SHORT_QUESTIONS);
    post = (
      await succeeds(
        as(USERS.alice).post('/posts', {
          type: 'question',
          title: 'How do we rotate keys',
          content: 'Body',
          tags: ['keys'],
        }),
      )
    ).body;
    answer = (
      await succeeds(
        as(USERS.bob).post(`/posts/${post.id}/answers`, {
          answer: 'Like this',
        }),
      )
    ).body;
    await succeeds(
      as(USERS.alice).post(`/posts/${post.id}/comments`, {
        content: 'Mine',
      }),
    );
    await succeeds(
      as(USERS.alice).post(`/posts/${post.id}/answers/${answer.id}/comments`, {
        content: 'On the answer',
      }),
    );
  });
  afterAll(() => backend.stop());

  /** The flags of the post, its answer and both comments as `userRef` reads them. */
  const threadFlags = async (userRef: string) => {
    const res = await as(userRef).get(`/posts/${post.id}`);
    expect(res.status).toBe(200);
    const seen: Post = res.body;
    const [seenAnswer] = seen.answers!;
    return {
      post: flags(seen),
      answer: flags(seenAnswer),
      postComment: flags(seen.comments![0]),
      answerComment: flags(seenAnswer.comments[0]),
    };
  };

  it("gives own items true and others' false under IS_AUTHOR, on single reads", async () => {
    expect(await threadFlags(USERS.alice)).toEqual({
      post: [true, true],
      answer: [false, false],
      postComment: [true, true],
      answerComment: [true, true],
    });
    expect(await threadFlags(USERS.bob)).toEqual({
      post: [false, false],
      answer: [true, true],
      postComment: [false, false],
      answerComment: [false, false],
    });
    // An unconditional ALLOW: everything, though carol wrote nothing.
    const all = [true, true];
    expect(await threadFlags(USERS.carol)).toEqual({
      post: all,
      answer: all,
      postComment: all,
      answerComment: all,
    });
    // `agora.moderators` grants nothing under a policy.
    expect(Object.values(await threadFlags(USERS.moderator)).flat()).toEqual(
      Array(8).fill(false),
    );
  });

  it('follows the policy in lists and the answers query', async () => {
    const listed = async (userRef: string) => {
      const res = await as(userRef).post('/posts/query', {});
      expect(res.status).toBe(200);
      return flags((res.body.posts as Post[]).find(p => p.id === post.id)!);
    };
    expect(await listed(USERS.alice)).toEqual([true, true]);
    expect(await listed(USERS.bob)).toEqual([false, false]);
    expect(await listed(USERS.carol)).toEqual([true, true]);
    const answers = async (userRef: string) => {
      const res = await as(userRef).post('/answers/query', { postId: post.id });
      expect(res.status).toBe(200);
      return flags((res.body.answers as Answer[])[0]);
    };
    expect(await answers(USERS.bob)).toEqual([true, true]);
    expect(await answers(USERS.alice)).toEqual([false, false]);
  });

  it('says whether the caller may answer and comment on a single read', async () => {
    const may = async (userRef: string) => {
      const seen: Post = (await as(userRef).get(`/posts/${post.id}`)).body;
      return [seen.canAnswer, seen.canComment];
    };
    expect(await may(USERS.alice)).toEqual([true, true]);
    expect(await may(ERIN)).toEqual([false, false]);
    // The same decision refuses the write.
    const refused = await as(ERIN).post(`/posts/${post.id}/comments`, {
      content: 'Refused',
    });
    expect(refused.status).toBe(403);
  });

  it('takes tag flags from agora.tag.edit/delete and collection flags from ownership and the policy', async () => {
    const tagFlags = async (userRef: string) =>
      flags(((await as(userRef).get('/tags')).body.tags as Tag[])[0]);
    expect(await tagFlags(USERS.carol)).toEqual([true, true]);
    expect(await tagFlags(USERS.moderator)).toEqual([false, false]);

    const made = await as(ERIN).post('/collections', { title: 'Keys' });
    expect(made.status).toBe(201);
    const collection: Collection = made.body;
    const collectionFlags = async (userRef: string) =>
      flags((await as(userRef).get(`/collections/${collection.id}`)).body);
    // Erin owns it but may not delete collections.
    expect(await collectionFlags(ERIN)).toEqual([true, false]);
    expect(await collectionFlags(USERS.alice)).toEqual([false, false]);
    // A moderator by agora.moderate, not by agora.moderators.
    expect(await collectionFlags(USERS.carol)).toEqual([true, true]);
    expect(await collectionFlags(USERS.moderator)).toEqual([false, false]);
  });

  it('makes moderators of agora.moderate, not of agora.moderators', async () => {
    const gone = await as(USERS.alice).post('/posts', {
      type: 'question',
      title: 'Soon deleted',
      content: 'Body',
      tags: ['keys'],
    });
    expect(gone.status).toBe(201);
    expect(
      (await as(USERS.alice).delete(`/posts/${gone.body.id}`)).status,
    ).toBe(204);
    expect((await as(USERS.carol).get(`/posts/${gone.body.id}`)).status).toBe(
      200,
    );
    expect(
      (await as(USERS.moderator).get(`/posts/${gone.body.id}`)).status,
    ).toBe(404);
    const deleted = (userRef: string) =>
      as(userRef).post('/posts/query', { status: 'deleted' });
    expect((await deleted(USERS.carol)).body.total).toBe(1);
    expect((await deleted(USERS.moderator)).status).toBe(403);
    const permissions = async (userRef: string) =>
      (await as(userRef).get('/permissions')).body.moderator;
    expect([
      await permissions(USERS.carol),
      await permissions(USERS.moderator),
    ]).toEqual([true, false]);
  });

  it('never waits for the permission backend while a write holds the post', async () => {
    const { id } = (
      await succeeds(
        as(DAVE).post('/posts', {
          type: 'question',
          title: 'Held back',
          content: 'Body',
          tags: ['keys'],
        }),
      )
    ).body;
    let release: () => void = () => {};
    holdDave = new Promise(resolve => {
      release = resolve;
    });
    const asked = new Promise<void>(resolve => {
      daveAsked = resolve;
    });
    try {
      // Dave's edit waits for its decisions …
      const editing = as(DAVE)
        .post(`/posts/${id}`, {
          title: 'Held back, edited',
          content: 'B',
          tags: [],
        })
        .then(res => res);
      await asked;
      // … and bob's vote on the same post goes through meanwhile: the
      // decisions are asked before any transaction locks the post.
      const vote = as(USERS.bob)
        .get(`/posts/${id}/upvote`)
        .then(res => res.status);
      const blocked = new Promise(resolve =>
        setTimeout(resolve, 5000, 'blocked'),
      );
      expect(await Promise.race([vote, blocked])).toBe(200);
      release();
      expect((await editing).status).toBe(200);
    } finally {
      holdDave = undefined;
      release();
    }
  });
});
