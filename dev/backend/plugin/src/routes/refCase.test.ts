import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';

const enc = encodeURIComponent;
const LIAM = 'user:default/liam.chen';

describe.each(['user:default/LIAM.CHEN', 'USER:Default/Liam.Chen'])(
  'acting as %s',
  shouted => {
    let backend: AgoraTestBackend;
    let postId: number;
    let answerId: number;
    let commentId: number;
    beforeAll(async () => {
      backend = await startAgoraTestBackend(SHORT_QUESTIONS);
      postId = (await createTestPost(backend, { anonymous: true }, LIAM)).id;
      const answer = await backend
        .as(LIAM)
        .post(`/posts/${postId}/answers`, { answer: 'Mine too' });
      answerId = answer.body.id;
      const comment = await backend
        .as(USERS.bob)
        .post(`/posts/${postId}/comments`, { content: 'Hm' });
      commentId = comment.body.id;
    });
    afterAll(() => backend.stop());

    const as = () => backend.as(shouted);
    // Whatever the case, he is liam.chen: the author, never a moderator.
    it.each([
      ['upvote his own post', () => as().get(`/posts/${postId}/upvote`), 400],
      [
        'upvote his own answer',
        () => as().get(`/posts/${postId}/answers/${answerId}/upvote`),
        400,
      ],
      ['follow himself', () => as().put(`/users/follow/${enc(LIAM)}`), 400],
      [
        'edit his own post',
        () =>
          as().post(`/posts/${postId}`, {
            title: 'How do I deploy, again?',
            content: 'Some details',
          }),
        200,
      ],
      [
        'edit the comment of bob',
        () =>
          as().post(`/posts/${postId}/comments/${commentId}`, {
            content: 'Edited',
          }),
        403,
      ],
    ])('%s: answers %d', async (_what, request, status) => {
      expect((await request()).status).toBe(status);
    });

    it('is liam.chen: his anonymous post shows him as its author', async () => {
      const post = await as().get(`/posts/${postId}`);
      expect(post.body).toMatchObject({ author: LIAM, canEdit: true });
      const stats = await as().get(`/statistics/user/${enc(shouted)}`);
      expect(stats.body.summary).toMatchObject({
        totalQuestions: 1,
        totalAnswers: 1,
      });
    });
  },
);

it.each(['user:default/MOD', 'User:Default/Mod'])(
  'the moderator check agrees with the author check for %s',
  async moderator => {
    const backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    try {
      const post = await createTestPost(backend, {}, USERS.alice);
      const comment = await backend
        .as(USERS.bob)
        .post(`/posts/${post.id}/comments`, { content: 'Hm' });
      const read = await backend.as(moderator).get(`/posts/${post.id}`);
      expect(read.body.canEdit).toBe(true);
      const edit = await backend
        .as(moderator)
        .post(`/posts/${post.id}/comments/${comment.body.id}`, {
          content: 'Moderated',
        });
      expect(edit.status).toBe(200);
    } finally {
      await backend.stop();
    }
  },
);
