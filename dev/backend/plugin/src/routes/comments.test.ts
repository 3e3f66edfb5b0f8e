import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { pluginDatabase } from '../testing/pluginDatabase';
import { recordingAuditor } from '../testing/recordingServices';

describe('comments routes', () => {
  const auditor = recordingAuditor();
  const database = pluginDatabase();
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      features: [auditor.factory, database.feature],
    });
  });
  afterAll(() => backend.stop());

  it('comments on posts and answers with the updated Post', async () => {
    const post = await createTestPost(backend);
    const created = await backend
      .as(USERS.bob)
      .post(`/posts/${post.id}/comments`, { content: 'Nice' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: post.id, commentsCount: 1 });
    const [comment] = created.body.comments;
    expect(comment).toMatchObject({
      content: 'Nice',
      author: USERS.bob,
      postId: post.id,
      canEdit: true,
    });

    expect(
      (
        await backend
          .as(USERS.carol)
          .post(`/posts/${post.id}/comments/${comment.id}`, { content: 'x' })
      ).status,
    ).toBe(403);
    const edited = await backend
      .as(USERS.bob)
      .post(`/posts/${post.id}/comments/${comment.id}`, {
        content: 'Very nice',
      });
    expect(edited.body.comments[0]).toMatchObject({ content: 'Very nice' });
    expect(edited.body.comments[0].updated).toBeDefined();

    expect(
      (
        await backend
          .as(USERS.carol)
          .delete(`/posts/${post.id}/comments/${comment.id}`)
      ).status,
    ).toBe(403);
    const deleted = await backend
      .as(USERS.moderator)
      .delete(`/posts/${post.id}/comments/${comment.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ commentsCount: 0, comments: [] });
    expect(
      (
        await backend
          .as(USERS.bob)
          .delete(`/posts/${post.id}/comments/${comment.id}`)
      ).status,
    ).toBe(404);
  });

  it('comments on answers with the updated Answer', async () => {
    const post = await createTestPost(backend);
    const answer = (
      await backend
        .as(USERS.bob)
        .post(`/posts/${post.id}/answers`, { answer: 'A' })
    ).body;
    const base = `/posts/${post.id}/answers/${answer.id}/comments`;
    const created = await backend
      .as(USERS.alice)
      .post(base, { content: 'Thanks' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: answer.id,
      comments: [{ content: 'Thanks', answerId: answer.id }],
    });
    const commentId = created.body.comments[0].id;

    const edited = await backend
      .as(USERS.alice)
      .post(`${base}/${commentId}`, { content: 'Thanks!' });
    expect(edited.body.comments[0].content).toBe('Thanks!');
    // A post-comment route must not reach an answer's comment.
    expect(
      (
        await backend
          .as(USERS.alice)
          .post(`/posts/${post.id}/comments/${commentId}`, { content: 'x' })
      ).status,
    ).toBe(404);
    const removed = await backend
      .as(USERS.alice)
      .delete(`${base}/${commentId}`);
    expect(removed.body.comments).toEqual([]);
    expect(
      (await backend.as().get(`/posts/${post.id}`)).body.commentsCount,
    ).toBe(0);
  });

  it('validates content and ids', async () => {
    const post = await createTestPost(backend);
    const empty = await backend
      .as()
      .post(`/posts/${post.id}/comments`, { content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ path: 'content' });
    expect(
      (await backend.as().post('/posts/999999/comments', { content: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (
        await backend
          .as()
          .post(`/posts/${post.id}/answers/999999/comments`, { content: 'x' })
      ).status,
    ).toBe(404);
    const badId = await backend.as().delete(`/posts/${post.id}/comments/zero`);
    expect(badId.status).toBe(404);
    expect(badId.body).toEqual({ errors: [{ message: 'Comment not found' }] });
  });

  describe('deleted with a reason', () => {
    /** What the comment's row holds now; no route reads a deleted comment. */
    const stored = async (id: number) => {
      const row = await database.db()('comments').where('id', id).first();
      return { status: row.status, deleteReason: row.delete_reason };
    };
    const audits = () => auditor.recorded.splice(0);
    beforeEach(() => audits());

    it("keeps a moderator's reason and audits the delete with it", async () => {
      const post = await createTestPost(backend);
      const onPost = (
        await backend
          .as(USERS.bob)
          .post(`/posts/${post.id}/comments`, { content: 'Rude' })
      ).body.comments[0].id;
      const answer = (
        await backend
          .as(USERS.bob)
          .post(`/posts/${post.id}/answers`, { answer: 'A' })
      ).body;
      const base = `/posts/${post.id}/answers/${answer.id}/comments`;
      const onAnswer = (
        await backend.as(USERS.carol).post(base, { content: 'Spam' })
      ).body.comments[0].id;
      audits();

      const fromPost = await backend
        .as(USERS.moderator)
        .delete(`/posts/${post.id}/comments/${onPost}`, { reason: 'Rude' });
      expect(fromPost.status).toBe(200);
      expect(fromPost.body).toMatchObject({ commentsCount: 0, comments: [] });
      const fromAnswer = await backend
        .as(USERS.moderator)
        .delete(`${base}/${onAnswer}`, { reason: 'x'.repeat(2000) });
      expect(fromAnswer.status).toBe(200);
      expect(fromAnswer.body).toMatchObject({ id: answer.id, comments: [] });

      expect(await stored(onPost)).toEqual({
        status: 'deleted',
        deleteReason: 'Rude',
      });
      expect(await stored(onAnswer)).toEqual({
        status: 'deleted',
        deleteReason: 'x'.repeat(2000),
      });
      const deleted = (meta: object) => ({
        eventId: 'comment-delete',
        severityLevel: 'medium',
        meta,
        withRequest: true,
        outcome: 'success',
      });
      expect(audits()).toEqual([
        deleted({ postId: post.id, commentId: onPost, reason: 'Rude' }),
        deleted({
          postId: post.id,
          answerId: answer.id,
          commentId: onAnswer,
          reason: 'x'.repeat(2000),
        }),
      ]);
    });

    it("takes none: an author's own delete keeps no reason", async () => {
      const post = await createTestPost(backend);
      const id = (
        await backend
          .as(USERS.bob)
          .post(`/posts/${post.id}/comments`, { content: 'Oops' })
      ).body.comments[0].id;
      audits();
      const res = await backend
        .as(USERS.bob)
        .delete(`/posts/${post.id}/comments/${id}`);
      expect(res.status).toBe(200);
      expect(await stored(id)).toEqual({
        status: 'deleted',
        deleteReason: null,
      });
      expect(audits()).toEqual([
        expect.objectContaining({
          eventId: 'comment-delete',
          meta: { postId: post.id, commentId: id },
          outcome: 'success',
        }),
      ]);
    });

    it('refuses a reason over 2000 characters on both routes, deleting and auditing nothing', async () => {
      const post = await createTestPost(backend);
      const onPost = (
        await backend
          .as(USERS.bob)
          .post(`/posts/${post.id}/comments`, { content: 'Kept' })
      ).body.comments[0].id;
      const answer = (
        await backend
          .as(USERS.bob)
          .post(`/posts/${post.id}/answers`, { answer: 'A' })
      ).body;
      const base = `/posts/${post.id}/answers/${answer.id}/comments`;
      const onAnswer = (
        await backend.as(USERS.carol).post(base, { content: 'Kept too' })
      ).body.comments[0].id;
      audits();

      for (const path of [
        `/posts/${post.id}/comments/${onPost}`,
        `${base}/${onAnswer}`,
      ]) {
        const res = await backend
          .as(USERS.moderator)
          .delete(path, { reason: 'x'.repeat(2001) });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          {
            message: 'Too big: expected string to have <=2000 characters',
            path: 'reason',
          },
        ]);
      }
      const notText = await backend
        .as(USERS.moderator)
        .delete(`/posts/${post.id}/comments/${onPost}`, { reason: 42 });
      expect(notText.status).toBe(400);
      expect(notText.body.errors[0]).toMatchObject({ path: 'reason' });

      expect(await stored(onPost)).toEqual({
        status: 'active',
        deleteReason: null,
      });
      expect(await stored(onAnswer)).toEqual({
        status: 'active',
        deleteReason: null,
      });
      expect(audits()).toEqual([]);
    });

    it('audits a refused delete as failed, with its reason', async () => {
      const post = await createTestPost(backend);
      const id = (
        await backend
          .as(USERS.bob)
          .post(`/posts/${post.id}/comments`, { content: 'Mine' })
      ).body.comments[0].id;
      audits();
      const res = await backend
        .as(USERS.carol)
        .delete(`/posts/${post.id}/comments/${id}`, { reason: 'Nope' });
      expect(res.status).toBe(403);
      expect(audits()).toEqual([
        {
          eventId: 'comment-delete',
          severityLevel: 'medium',
          meta: { postId: post.id, commentId: id, reason: 'Nope' },
          withRequest: true,
          outcome: 'fail',
          error: 'Only the author or a moderator can delete this comment',
        },
        expect.objectContaining({ eventId: 'access-refused' }),
      ]);
      expect(await stored(id)).toEqual({
        status: 'active',
        deleteReason: null,
      });
    });
  });

  describe('under anonymous posts and answers', () => {
    const authorsOf = (comments: { author: string }[]) =>
      comments.map(c => c.author);

    it('hide the anonymous author behind their own comments from everyone else', async () => {
      const post = await createTestPost(backend, { anonymous: true });
      const own = await backend
        .as(USERS.alice)
        .post(`/posts/${post.id}/comments`, { content: 'Mine' });
      expect(own.status).toBe(201);
      // The author's own create response still names them.
      expect(own.body.comments[0]).toMatchObject({
        author: USERS.alice,
        canEdit: true,
      });
      const other = await backend
        .as(USERS.bob)
        .post(`/posts/${post.id}/comments`, { content: 'Hi' });
      expect(authorsOf(other.body.comments)).toEqual(['anonymous', USERS.bob]);

      for (const user of [USERS.bob, USERS.carol, USERS.moderator]) {
        const read = await backend.as(user).get(`/posts/${post.id}`);
        expect(authorsOf(read.body.comments)).toEqual(['anonymous', USERS.bob]);
      }
      expect(
        authorsOf(
          (await backend.as(USERS.alice).get(`/posts/${post.id}`)).body
            .comments,
        ),
      ).toEqual([USERS.alice, USERS.bob]);
      // A moderator's edit answers with the masked thread too.
      const edited = await backend
        .as(USERS.moderator)
        .post(`/posts/${post.id}/comments/${own.body.comments[0].id}`, {
          content: 'Edited',
        });
      expect(edited.body.comments[0]).toMatchObject({
        author: 'anonymous',
        content: 'Edited',
      });
    });

    it('hide anonymous answer and question authors in answer comments', async () => {
      const post = await createTestPost(backend, { anonymous: true });
      const answer = (
        await backend.as(USERS.bob).post(`/posts/${post.id}/answers`, {
          answer: 'Try this',
          anonymous: true,
        })
      ).body;
      const path = `/posts/${post.id}/answers/${answer.id}/comments`;
      const byAnswerer = await backend
        .as(USERS.bob)
        .post(path, { content: 'Edit: works' });
      expect(byAnswerer.body.comments[0].author).toBe(USERS.bob);
      await backend.as(USERS.alice).post(path, { content: 'Thanks' });
      await backend.as(USERS.carol).post(path, { content: '+1' });

      const asCarol = await backend
        .as(USERS.carol)
        .get(`/posts/${post.id}/answers/${answer.id}`);
      expect(authorsOf(asCarol.body.comments)).toEqual([
        'anonymous',
        'anonymous',
        USERS.carol,
      ]);
      const asBob = await backend.as(USERS.bob).get(`/posts/${post.id}`);
      expect(authorsOf(asBob.body.answers[0].comments)).toEqual([
        USERS.bob,
        'anonymous',
        USERS.carol,
      ]);
      const asAlice = await backend.as(USERS.alice).get(`/posts/${post.id}`);
      expect(authorsOf(asAlice.body.answers[0].comments)).toEqual([
        'anonymous',
        USERS.alice,
        USERS.carol,
      ]);
    });

    it('name the commenters of posts that are not anonymous', async () => {
      const post = await createTestPost(backend);
      await backend
        .as(USERS.alice)
        .post(`/posts/${post.id}/comments`, { content: 'Mine' });
      const read = await backend.as(USERS.bob).get(`/posts/${post.id}`);
      expect(authorsOf(read.body.comments)).toEqual([USERS.alice]);
    });
  });
});
