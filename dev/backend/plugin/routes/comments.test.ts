import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';

describe('comments routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend();
  });
  afterAll(() => backend.stop());

  it('comments on posts and answers with the updated Post', async () => {
    const post = await createTestPost(backend);
    const created = await backend.as(USERS.bob).post(`/posts/${post.id}/comments`, { content: 'Nice' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: post.id, commentsCount: 1 });
    const [comment] = created.body.comments;
    expect(comment).toMatchObject({ content: 'Nice', author: USERS.bob, postId: post.id, canEdit: true });

    expect((await backend.as(USERS.carol).post(`/posts/${post.id}/comments/${comment.id}`, { content: 'x' })).status).toBe(403);
    const edited = await backend.as(USERS.bob).post(`/posts/${post.id}/comments/${comment.id}`, { content: 'Very nice' });
    expect(edited.body.comments[0]).toMatchObject({ content: 'Very nice' });
    expect(edited.body.comments[0].updated).toBeDefined();

    expect((await backend.as(USERS.carol).delete(`/posts/${post.id}/comments/${comment.id}`)).status).toBe(403);
    const deleted = await backend.as(USERS.moderator).delete(`/posts/${post.id}/comments/${comment.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ commentsCount: 0, comments: [] });
    expect((await backend.as(USERS.bob).delete(`/posts/${post.id}/comments/${comment.id}`)).status).toBe(404);
  });

  it('comments on answers with the updated Answer', async () => {
    const post = await createTestPost(backend);
    const answer = (await backend.as(USERS.bob).post(`/posts/${post.id}/answers`, { answer: 'A' })).body;
    const base = `/posts/${post.id}/answers/${answer.id}/comments`;
    const created = await backend.as(USERS.alice).post(base, { content: 'Thanks' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: answer.id, comments: [{ content: 'Thanks', answerId: answer.id }] });
    const commentId = created.body.comments[0].id;

    const edited = await backend.as(USERS.alice).post(`${base}/${commentId}`, { content: 'Thanks!' });
    expect(edited.body.comments[0].content).toBe('Thanks!');
    // A post-comment route must not reach an answer's comment.
    expect((await backend.as(USERS.alice).post(`/posts/${post.id}/comments/${commentId}`, { content: 'x' })).status).toBe(404);
    const removed = await backend.as(USERS.alice).delete(`${base}/${commentId}`);
    expect(removed.body.comments).toEqual([]);
    expect((await backend.as().get(`/posts/${post.id}`)).body.commentsCount).toBe(0);
  });

  it('validates content and ids', async () => {
    const post = await createTestPost(backend);
    const empty = await backend.as().post(`/posts/${post.id}/comments`, { content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ path: 'content' });
    expect((await backend.as().post('/posts/999999/comments', { content: 'x' })).status).toBe(404);
    expect((await backend.as().post(`/posts/${post.id}/answers/999999/comments`, { content: 'x' })).status).toBe(404);
    const badId = await backend.as().delete(`/posts/${post.id}/comments/zero`);
    expect(badId.status).toBe(404);
    expect(badId.body).toEqual({ errors: [{ message: 'Comment not found' }] });
  });
});
