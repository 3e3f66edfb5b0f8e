import { ConfigReader } from '@backstage/config';
import { AuthorizeResult } from '@backstage/plugin-permission-common';
import type { Post, Revision, RevisionSummary } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { succeeds } from '../testing/succeeds';
import {
  authorsChangeOnly,
  questionAs,
  startBackendWithPolicy,
  type PolicyTestBackend,
} from '../testing/testPolicy';
import {
  recordingAuditor,
  recordingEvents,
} from '../testing/recordingServices';
import { revisionsKeep } from '../service/settings';

/** The history's numbers and summaries, newest first. */
const lines = (revisions: RevisionSummary[]) =>
  revisions.map(r => [r.revision, r.summary ?? null]);

describe('revisions of posts and answers', () => {
  let backend: AgoraTestBackend;
  const as = (user: string) => backend.as(user);
  const history = async (path: string, user: string = USERS.alice) =>
    (await succeeds(as(user).get(`${path}/revisions`))).body as {
      revisions: RevisionSummary[];
      total: number;
    };
  const revision = async (
    path: string,
    n: number,
    user: string = USERS.alice,
  ) =>
    (await succeeds(as(user).get(`${path}/revisions/${n}`))).body as Revision;
  const postsCount = async (tag: string) =>
    (await succeeds(as(USERS.bob).get(`/tags/${tag}`))).body.postsCount;

  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  it('lists a never-edited post as one revision 1, its current state', async () => {
    const post = await createTestPost(backend, {
      tags: ['kafka'],
      entities: ['component:default/payments'],
    });
    const path = `/posts/${post.id}`;
    expect(await history(path)).toEqual({
      revisions: [{ revision: 1, author: USERS.alice, created: post.created }],
      total: 1,
    });
    expect(await revision(path, 1, USERS.bob)).toEqual({
      revision: 1,
      author: USERS.alice,
      created: post.created,
      title: post.title,
      content: post.content,
      tags: ['kafka'],
      entities: ['component:default/payments'],
    });
    const missing = await as(USERS.bob).get(`${path}/revisions/2`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toBe('Revision not found');
  });

  it('stores a revision with its summary on every kind of post edit, after a baseline', async () => {
    const post = await createTestPost(backend, {
      title: 'Where are the deploy logs',
      content: 'First words',
      tags: ['deploy'],
    });
    const path = `/posts/${post.id}`;
    const fields = {
      title: post.title,
      content: post.content,
      tags: ['deploy'],
      entities: [] as string[],
    };
    const edits: [Partial<typeof fields> & object, string][] = [
      [{ title: 'Where are the deploy logs?' }, 'Question mark'],
      [{ content: 'Second words' }, 'Clearer'],
      [{ tags: ['deploy', 'logs'] }, 'Tagged'],
      [{ entities: ['component:default/deployer'] }, 'Linked the deployer'],
      [{ headerImage: 'https://example.com/header.png' } as object, 'Header'],
    ];
    let current: Record<string, unknown> = { ...fields };
    for (const [change, summary] of edits) {
      current = { ...current, ...change };
      await succeeds(as(USERS.alice).post(path, { ...current, summary }));
    }
    const { revisions, total } = await history(path, USERS.bob);
    expect(total).toBe(6);
    expect(lines(revisions)).toEqual([
      [6, 'Header'],
      [5, 'Linked the deployer'],
      [4, 'Tagged'],
      [3, 'Clearer'],
      [2, 'Question mark'],
      [1, null],
    ]);
    // Revision 1 is the post as created: by its author, at its creation.
    expect(await revision(path, 1)).toEqual({
      revision: 1,
      author: USERS.alice,
      created: post.created,
      title: 'Where are the deploy logs',
      content: 'First words',
      tags: ['deploy'],
      entities: [],
    });
    expect(await revision(path, 4)).toMatchObject({
      author: USERS.alice,
      summary: 'Tagged',
      title: 'Where are the deploy logs?',
      content: 'Second words',
      tags: ['deploy', 'logs'],
      entities: [],
    });
    expect(await revision(path, 6)).toMatchObject({
      entities: ['component:default/deployer'],
      headerImage: 'https://example.com/header.png',
    });
  });

  it('stores the url of a link post', async () => {
    const link = await createTestPost(backend, {
      type: 'link',
      title: 'Runbook',
      content: '',
      url: 'https://example.com/a',
    });
    const path = `/posts/${link.id}`;
    await succeeds(
      as(USERS.alice).post(path, {
        title: 'Runbook',
        url: 'https://example.com/b',
        summary: 'Moved',
      }),
    );
    expect((await revision(path, 1)).url).toBe('https://example.com/a');
    expect(await revision(path, 2)).toMatchObject({
      url: 'https://example.com/b',
      summary: 'Moved',
    });
  });

  it('stores answer edits, with summaries and a baseline, apart from the post', async () => {
    const post = await createTestPost(backend);
    const answer = await succeeds(
      as(USERS.bob).post(`/posts/${post.id}/answers`, { answer: 'Try this' }),
    );
    const path = `/posts/${post.id}/answers/${answer.body.id}`;
    expect(lines((await history(path)).revisions)).toEqual([[1, null]]);
    await succeeds(
      as(USERS.bob).post(path, { answer: 'Try that', summary: 'Better' }),
    );
    await succeeds(as(USERS.bob).post(path, { answer: 'Try those' }));
    expect(lines((await history(path)).revisions)).toEqual([
      [3, null],
      [2, 'Better'],
      [1, null],
    ]);
    expect(await revision(path, 1)).toEqual({
      revision: 1,
      author: USERS.bob,
      created: answer.body.created,
      content: 'Try this',
      tags: [],
      entities: [],
    });
    expect((await revision(path, 2)).content).toBe('Try that');
    // The post's own history is untouched.
    expect((await history(`/posts/${post.id}`)).total).toBe(1);
  });

  it('restores a revision as a new one; the post and the tag counts follow', async () => {
    const post = await createTestPost(backend, {
      title: 'Restorable zebra question',
      content: 'Old body',
      tags: ['zebra'],
    });
    const path = `/posts/${post.id}`;
    await succeeds(
      as(USERS.alice).post(path, {
        title: 'Renamed zebra question',
        content: 'New body',
        tags: ['okapi'],
        summary: 'Wrong animal',
      }),
    );
    expect(await postsCount('okapi')).toBe(1);
    expect(await postsCount('zebra')).toBe(0);

    const res = await succeeds(
      as(USERS.alice).post(`${path}/revisions/1/restore`),
    );
    const restored = res.body as Post;
    expect(restored).toMatchObject({
      title: 'Restorable zebra question',
      content: 'Old body',
      tags: ['zebra'],
      updatedBy: USERS.alice,
    });
    expect(restored.answers).toEqual([]);
    expect(await postsCount('zebra')).toBe(1);
    expect(await postsCount('okapi')).toBe(0);
    // Found by the words it says again.
    const found = await succeeds(
      as(USERS.bob).post('/posts/query', { searchQuery: 'zebra' }),
    );
    expect(found.body.posts.map((p: Post) => p.id)).toContain(post.id);

    const { revisions } = await history(path);
    expect(revisions[0]).toMatchObject({
      revision: 3,
      author: USERS.alice,
      summary: 'Restored revision 1',
      restoredFrom: 1,
    });
    expect(await revision(path, 3)).toMatchObject({
      title: 'Restorable zebra question',
      content: 'Old body',
      tags: ['zebra'],
    });
    // History is never deleted: revision 2 is still there to restore.
    await succeeds(as(USERS.alice).post(`${path}/revisions/2/restore`));
    expect(lines((await history(path)).revisions)).toEqual([
      [4, 'Restored revision 2'],
      [3, 'Restored revision 1'],
      [2, 'Wrong animal'],
      [1, null],
    ]);
    expect(await postsCount('okapi')).toBe(1);
  });

  it('restores an answer and answers the Answer', async () => {
    const post = await createTestPost(backend);
    const answer = await succeeds(
      as(USERS.bob).post(`/posts/${post.id}/answers`, { answer: 'First' }),
    );
    const path = `/posts/${post.id}/answers/${answer.body.id}`;
    await succeeds(as(USERS.bob).post(path, { answer: 'Second' }));
    const res = await succeeds(
      as(USERS.bob).post(`${path}/revisions/1/restore`),
    );
    expect(res.body).toMatchObject({ id: answer.body.id, content: 'First' });
    expect((await history(path)).revisions[0]).toMatchObject({
      revision: 3,
      summary: 'Restored revision 1',
      restoredFrom: 1,
    });
  });

  it('restores only for those who may edit, with the edit’s messages', async () => {
    const post = await createTestPost(backend);
    const path = `/posts/${post.id}`;
    await succeeds(
      as(USERS.alice).post(path, { title: 'Edited', content: 'Edited' }),
    );
    const refused = await as(USERS.bob).post(`${path}/revisions/1/restore`);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe(
      'Only the author or a moderator can edit this post',
    );
    const byModerator = await succeeds(
      as(USERS.moderator).post(`${path}/revisions/1/restore`),
    );
    expect(byModerator.body).toMatchObject({
      title: post.title,
      updatedBy: USERS.moderator,
    });
    expect((await history(path)).revisions[0]).toMatchObject({
      author: USERS.moderator,
      summary: 'Restored revision 1',
    });

    const answer = await succeeds(
      as(USERS.bob).post(`/posts/${post.id}/answers`, { answer: 'Mine' }),
    );
    const answerPath = `${path}/answers/${answer.body.id}`;
    const notBob = await as(USERS.carol).post(
      `${answerPath}/revisions/1/restore`,
    );
    expect(notBob.status).toBe(403);
    expect(notBob.body.errors[0].message).toBe(
      'Only the author or a moderator can edit this answer',
    );
  });

  it('masks the anonymous author in the history to everyone but them; moderators are named', async () => {
    const post = await createTestPost(backend, { anonymous: true });
    const path = `/posts/${post.id}`;
    await succeeds(
      as(USERS.alice).post(path, { title: 'Anonymous edit', content: 'x' }),
    );
    await succeeds(
      as(USERS.moderator).post(path, { title: 'Moderated', content: 'y' }),
    );
    const authors = async (user: string) =>
      (await history(path, user)).revisions.map(r => r.author);
    for (const user of [USERS.bob, USERS.moderator])
      expect(await authors(user)).toEqual([
        USERS.moderator,
        'anonymous',
        'anonymous',
      ]);
    expect(await authors(USERS.alice)).toEqual([
      USERS.moderator,
      USERS.alice,
      USERS.alice,
    ]);
    expect((await revision(path, 2, USERS.bob)).author).toBe('anonymous');
    expect((await revision(path, 2, USERS.alice)).author).toBe(USERS.alice);

    const answer = await succeeds(
      as(USERS.bob).post(`${path}/answers`, { answer: 'a', anonymous: true }),
    );
    const answerPath = `${path}/answers/${answer.body.id}`;
    expect((await history(answerPath, USERS.alice)).revisions).toEqual([
      expect.objectContaining({ author: 'anonymous' }),
    ]);
    expect((await history(answerPath, USERS.bob)).revisions).toEqual([
      expect.objectContaining({ author: USERS.bob }),
    ]);
  });

  it('reads as the post reads: a deleted post is 404 to others', async () => {
    const post = await createTestPost(backend);
    const path = `/posts/${post.id}`;
    await succeeds(as(USERS.alice).delete(path));
    expect((await as(USERS.bob).get(`${path}/revisions`)).status).toBe(404);
    expect((await as(USERS.bob).get(`${path}/revisions/1`)).status).toBe(404);
    await history(path, USERS.alice);
    await history(path, USERS.moderator);
    // Restoring is a write: not on a deleted post, but for moderators.
    const own = await as(USERS.alice).post(`${path}/revisions/1/restore`);
    expect(own.status).toBe(404);
    expect(own.body.errors[0].message).toBe('Post not found');
  });

  it('validates: malformed and unknown numbers 404, long summaries 400', async () => {
    const post = await createTestPost(backend);
    const path = `/posts/${post.id}`;
    for (const bad of ['abc', '0', '-1', '1.5', '3000000000', '99']) {
      const res = await as(USERS.alice).get(`${path}/revisions/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body.errors[0].message).toBe('Revision not found');
      const restore = await as(USERS.alice).post(
        `${path}/revisions/${bad}/restore`,
      );
      expect(restore.status).toBe(404);
    }
    const unknownPost = await as(USERS.alice).get('/posts/999999/revisions');
    expect(unknownPost.status).toBe(404);
    expect(unknownPost.body.errors[0].message).toBe('Post not found');
    const unknownAnswer = await as(USERS.alice).get(
      `${path}/answers/999999/revisions`,
    );
    expect(unknownAnswer.status).toBe(404);
    expect(unknownAnswer.body.errors[0].message).toBe('Answer not found');

    const long = await as(USERS.alice).post(path, {
      title: 'Long',
      content: 'Long',
      summary: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].path).toBe('summary');
    await succeeds(
      as(USERS.alice).post(path, {
        title: 'Longest',
        content: 'Longest',
        summary: 'x'.repeat(500),
      }),
    );
    expect((await history(path)).revisions[0].summary).toHaveLength(500);
  });

  it('gives N concurrent edits the numbers 2..N+1 after the baseline, none failing', async () => {
    const post = await createTestPost(backend);
    const path = `/posts/${post.id}`;
    const n = 8;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        as(USERS.alice).post(path, {
          title: `Edit ${i}`,
          content: `Body ${i}`,
          tags: [`race${i % 3}`],
          summary: `Edit ${i}`,
        }),
      ),
    );
    expect(results.map(r => r.status)).toEqual(Array(n).fill(200));
    const { revisions, total } = await history(path);
    expect(total).toBe(n + 1);
    expect(revisions.map(r => r.revision)).toEqual(
      Array.from({ length: n + 1 }, (_, i) => n + 1 - i),
    );
    // Every edit is there once, and the newest revision is what the post says.
    expect(new Set(revisions.map(r => r.summary)).size).toBe(n + 1);
    const latest = await revision(path, n + 1);
    const now = (await succeeds(as(USERS.alice).get(path))).body as Post;
    expect([latest.title, latest.content]).toEqual([now.title, now.content]);
  });
});

describe('a restore is published and audited as an edit', () => {
  const events = recordingEvents();
  const auditor = recordingAuditor();
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      features: [events.factory, auditor.factory],
    });
  });
  afterAll(() => backend.stop());

  it('sends post.updated and audits content-edit for a moderator’s restore', async () => {
    const post = await createTestPost(backend);
    const path = `/posts/${post.id}`;
    await succeeds(
      backend.as(USERS.alice).post(path, { title: 'Edit', content: 'Edit' }),
    );
    await events.arrived(2);
    auditor.recorded.splice(0);
    await succeeds(
      backend.as(USERS.moderator).post(`${path}/revisions/1/restore`),
    );
    const [event] = await events.arrived(1);
    expect(event.eventPayload).toMatchObject({
      type: 'post.updated',
      postId: post.id,
      actor: USERS.moderator,
    });
    expect(auditor.recorded.splice(0)).toEqual([
      expect.objectContaining({
        eventId: 'content-edit',
        outcome: 'success',
        meta: { target: 'post', postId: post.id, author: USERS.alice },
      }),
    ]);
  });
});

describe('revision retention (agora.revisions.keep)', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config: { agora: { revisions: { keep: 3 } } },
    });
  });
  afterAll(() => backend.stop());

  it('keeps the newest N of each item; numbers are never reused', async () => {
    const post = await createTestPost(backend);
    const path = `/posts/${post.id}`;
    for (let i = 1; i <= 4; i++)
      await succeeds(
        backend.as(USERS.alice).post(path, { title: `T${i}`, content: 'c' }),
      );
    const res = await succeeds(backend.as(USERS.bob).get(`${path}/revisions`));
    expect(res.body.total).toBe(3);
    expect(res.body.revisions.map((r: RevisionSummary) => r.revision)).toEqual([
      5, 4, 3,
    ]);
    const gone = await backend.as(USERS.bob).get(`${path}/revisions/1`);
    expect(gone.status).toBe(404);
    await succeeds(backend.as(USERS.alice).post(`${path}/revisions/3/restore`));
    const after = await succeeds(
      backend.as(USERS.bob).get(`${path}/revisions`),
    );
    expect(
      after.body.revisions.map((r: RevisionSummary) => r.revision),
    ).toEqual([6, 5, 4]);
    expect(after.body.revisions[0].restoredFrom).toBe(3);
  });

  it('refuses a keep below 2 or not whole', () => {
    const keep = (value: number) =>
      revisionsKeep(
        new ConfigReader({ agora: { revisions: { keep: value } } }),
      );
    expect(keep(2)).toBe(2);
    expect(revisionsKeep(new ConfigReader({}))).toBeUndefined();
    expect(() => keep(1)).toThrow(/at least 2/);
    expect(() => keep(2.5)).toThrow(/at least 2/);
  });
});

describe('restoring under a permission policy', () => {
  let backend: PolicyTestBackend;
  beforeAll(async () => {
    backend = await startBackendWithPolicy(
      (permission, userRef) =>
        authorsChangeOnly(permission, userRef) ?? {
          result: AuthorizeResult.ALLOW,
        },
      [],
      SHORT_QUESTIONS,
    );
  });
  afterAll(() => backend.stop());

  it('lets only the author restore under IS_AUTHOR, moderators included', async () => {
    const post = await questionAs(backend, USERS.alice, ['policy'], 'Rules');
    const path = `/posts/${post.id}`;
    await succeeds(
      backend.asUser(USERS.alice).post(path, { title: 'Rules!', content: 'b' }),
    );
    for (const user of [USERS.bob, USERS.moderator]) {
      const res = await backend
        .asUser(user)
        .post(`${path}/revisions/1/restore`);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toBe(
        'Only the author or a moderator can edit this post',
      );
    }
    const own = await succeeds(
      backend.asUser(USERS.alice).post(`${path}/revisions/1/restore`),
    );
    expect(own.body.title).toBe('Rules');
  });
});
