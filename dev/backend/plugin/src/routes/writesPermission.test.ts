import { AuthorizeResult } from '@backstage/plugin-permission-common';
import type { Answer, Post } from '@agora/contract';
import { USERS, SHORT_QUESTIONS } from '../testing/startAgoraTestBackend';
import { succeeds } from '../testing/succeeds';
import {
  authorsChangeOnly,
  startBackendWithPolicy,
  type TestPolicy,
} from '../testing/testPolicy';

/**
 * The test policy: bob may not create posts or vote; changing posts,
 * answers and comments is allowed under IS_AUTHOR only (so not even the
 * configured `agora.moderators` member may change others' items); carol,
 * who is no `agora.moderators` member, holds the tag, template and
 * moderator permissions.
 */
const policy: TestPolicy = (permission, userRef) => {
  const deny = { result: AuthorizeResult.DENY } as const;
  const allow = { result: AuthorizeResult.ALLOW } as const;
  if (
    (permission.name === 'agora.post.create' ||
      permission.name === 'agora.vote') &&
    userRef === USERS.bob
  )
    return deny;
  const change = authorsChangeOnly(permission, userRef);
  if (change) return change;
  if (
    /^agora\.(tag\.|template\.|moderate)/.test(permission.name) &&
    userRef !== USERS.carol
  )
    return deny;
  return allow;
};

describe('writes under a permission policy', () => {
  let backend: Awaited<ReturnType<typeof startBackendWithPolicy>>;
  let post: Post;
  let answer: Answer;
  const as = (userRef: string) => backend.asUser(userRef);
  const denied = (res: { status: number; body: unknown }, message: string) => {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errors: [{ message }] });
  };
  beforeAll(async () => {
    backend = await startBackendWithPolicy(policy, [], SHORT_QUESTIONS);
    const created = await succeeds(
      as(USERS.alice).post('/posts', {
        type: 'question',
        title: 'How do we rotate keys',
        content: 'Body',
        tags: ['general'],
      }),
    );
    post = created.body;
    const answered = await succeeds(
      as(USERS.bob).post(`/posts/${post.id}/answers`, { answer: 'Like this' }),
    );
    answer = answered.body;
  });
  afterAll(() => backend.stop());

  it('answers 403 with the error body when agora.post.create is denied', async () => {
    const res = await as(USERS.bob).post('/posts', {
      type: 'question',
      title: 'Refused',
      content: 'Body',
      tags: ['general'],
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      errors: [{ message: 'You may not create posts' }],
    });
  });

  it('lets authors edit their own posts under IS_AUTHOR, nobody else', async () => {
    const body = {
      title: 'How do we rotate keys?',
      content: 'Edited',
      tags: [],
    };
    const own = await as(USERS.alice).post(`/posts/${post.id}`, body);
    expect(own.status).toBe(200);
    expect(own.body.content).toBe('Edited');
    denied(
      await as(USERS.bob).post(`/posts/${post.id}`, body),
      'Only the author or a moderator can edit this post',
    );
    // The policy decides, not `agora.moderators`.
    denied(
      await as(USERS.moderator).post(`/posts/${post.id}`, body),
      'Only the author or a moderator can edit this post',
    );
    denied(
      await as(USERS.moderator).delete(`/posts/${post.id}`),
      'Only the author or a moderator can delete this post',
    );
  });

  it('judges answers and comments by their own author', async () => {
    const path = `/posts/${post.id}/answers/${answer.id}`;
    denied(
      await as(USERS.alice).post(path, { answer: 'Not mine' }),
      'Only the author or a moderator can edit this answer',
    );
    expect(
      (await as(USERS.bob).post(path, { answer: 'Mine, edited' })).status,
    ).toBe(200);
    const commented = await as(USERS.carol).post(`/posts/${post.id}/comments`, {
      content: 'A comment',
    });
    expect(commented.status).toBe(201);
    const comment = (commented.body as Post).comments!.at(-1)!;
    denied(
      await as(USERS.alice).delete(`/posts/${post.id}/comments/${comment.id}`),
      'Only the author or a moderator can delete this comment',
    );
    expect(
      (await as(USERS.carol).delete(`/posts/${post.id}/comments/${comment.id}`))
        .status,
    ).toBe(200);
  });

  it('refuses votes when agora.vote is denied', async () => {
    denied(
      await as(USERS.bob).get(`/posts/${post.id}/upvote`),
      'You may not vote',
    );
    expect((await as(USERS.carol).get(`/posts/${post.id}/upvote`)).status).toBe(
      200,
    );
  });

  it('gives the tag, template and moderator rights to the policy', async () => {
    denied(
      await as(USERS.moderator).put('/tags').send({ tag: 'refused' }),
      'Only moderators may edit tags',
    );
    expect(
      (await as(USERS.carol).put('/tags').send({ tag: 'ledger' })).status,
    ).toBe(201);
    const tags = await as(USERS.carol).get('/tags');
    expect(tags.body.canCreate).toBe(true);
    expect((await as(USERS.moderator).get('/tags')).body.canCreate).toBe(false);
    denied(
      await as(USERS.moderator).post('/templates', {
        title: 'T',
        description: 'D',
        questionTitle: 'Q',
        questionContent: 'C',
        tags: [],
        entities: [],
      }),
      'Only moderators may manage templates',
    );
    // Deleted by its author, restored by carol through agora.moderate.
    expect((await as(USERS.alice).delete(`/posts/${post.id}`)).status).toBe(
      204,
    );
    denied(
      await as(USERS.moderator).post(`/posts/${post.id}/restore`),
      'Only moderators can restore posts',
    );
    const deleted = await as(USERS.carol).post('/posts/query', {
      status: 'deleted',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.total).toBe(1);
    expect(
      (await as(USERS.carol).post(`/posts/${post.id}/restore`)).status,
    ).toBe(200);
  });
});
