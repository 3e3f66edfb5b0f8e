import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';

const enc = encodeURIComponent;

/**
 * A soft-deleted post takes its answers, comments and votes out of every
 * statistic, as it does out of every read.
 */
describe('statistics of soft-deleted posts', () => {
  let backend: AgoraTestBackend;
  let postId: number;

  const global = async () =>
    (await backend.as(USERS.carol).get('/statistics/global')).body;
  const userSummary = async (user: string) =>
    (await backend.as(user).get(`/statistics/user/${enc(user)}`)).body.summary;
  const board = async (name: string) =>
    (await backend.as(USERS.carol).get(`/statistics/${name}`)).body.ranking;
  const bobInList = async () =>
    (
      await backend.as(USERS.carol).get('/users?searchQuery=bob')
    ).body.users.find((u: { userRef: string }) => u.userRef === USERS.bob);

  beforeAll(async () => {
    backend = await startAgoraTestBackend();
    const post = await createTestPost(backend);
    postId = post.id;
    const answer = (
      await backend
        .as(USERS.bob)
        .post(`/posts/${postId}/answers`, { answer: 'Do it' })
    ).body;
    await backend
      .as(USERS.alice)
      .get(`/posts/${postId}/answers/${answer.id}/upvote`);
    await backend
      .as(USERS.alice)
      .get(`/posts/${postId}/answers/${answer.id}/correct`);
    await backend.as(USERS.carol).get(`/posts/${postId}/upvote`);
    await backend
      .as(USERS.carol)
      .post(`/posts/${postId}/comments`, { content: 'Hm' });
    await backend
      .as(USERS.carol)
      .post(`/posts/${postId}/answers/${answer.id}/comments`, {
        content: 'Ok',
      });
  });
  afterAll(() => backend.stop());

  it('counts everything while the post is active', async () => {
    expect((await global()).summary).toMatchObject({
      totalAnswers: 1,
      totalComments: 2,
      totalVotes: 2,
    });
    expect(await board('answers/most-answers')).toEqual([
      { author: USERS.bob, total: 1, position: 1 },
    ]);
    expect(await userSummary(USERS.carol)).toMatchObject({
      totalComments: 2,
      totalVotes: 1,
    });
    expect(await bobInList()).toMatchObject({
      totalAnswers: 1,
      correctAnswers: 1,
    });
  });

  it('counts none of its answers, comments and votes once it is deleted', async () => {
    expect(
      (await backend.as(USERS.alice).delete(`/posts/${postId}`)).status,
    ).toBe(204);

    const { summary, statistics } = await global();
    expect(summary).toMatchObject({
      totalQuestions: 0,
      totalAnswers: 0,
      totalComments: 0,
      totalVotes: 0,
    });
    expect(statistics.at(-1)).toMatchObject({
      totalAnswers: 0,
      totalComments: 0,
      totalVotes: 0,
    });

    for (const name of [
      'answers/most-answers',
      'answers/top-upvoted-users',
      'answers/top-correct-upvoted-users',
      'posts/top-upvoted-users',
    ]) {
      expect(await board(name)).toEqual([]);
    }

    expect(await userSummary(USERS.bob)).toMatchObject({ totalAnswers: 0 });
    expect(await userSummary(USERS.alice)).toMatchObject({
      totalQuestions: 0,
      totalVotes: 0,
    });
    const carol = await backend
      .as(USERS.carol)
      .get(`/statistics/user/${enc(USERS.carol)}`);
    expect(carol.body.summary).toMatchObject({
      totalComments: 0,
      totalVotes: 0,
    });
    expect(carol.body.statistics.at(-1)).toMatchObject({
      totalComments: 0,
      totalVotes: 0,
    });
    // Bob's only content is gone, so the users list has nothing to show for him.
    expect(await bobInList()).toBeUndefined();
  });

  it('counts them again when a moderator restores the post', async () => {
    expect(
      (await backend.as(USERS.moderator).post(`/posts/${postId}/restore`))
        .status,
    ).toBe(200);
    expect((await global()).summary).toMatchObject({
      totalAnswers: 1,
      totalComments: 2,
      totalVotes: 2,
    });
  });
});
