import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createActivity } from '../testing/activityFixtures';

const enc = encodeURIComponent;
const today = () => new Date().toISOString().slice(0, 10);

describe('statistics routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    await createActivity(backend);
  });
  afterAll(() => backend.stop());

  it.each([
    ['posts/most-questions', [{ author: USERS.alice, total: 1, position: 1 }]],
    [
      'posts/top-upvoted-users',
      [{ author: USERS.alice, total: 1, position: 1 }],
    ],
    ['answers/most-answers', [{ author: USERS.bob, total: 1, position: 1 }]],
    [
      'answers/top-upvoted-users',
      [{ author: USERS.bob, total: 1, position: 1 }],
    ],
    [
      'answers/top-correct-upvoted-users',
      [{ author: USERS.bob, total: 1, position: 1 }],
    ],
  ])(
    'ranks %s without attributing anonymous content',
    async (board, ranking) => {
      const res = await backend
        .as(USERS.carol)
        .get(`/statistics/${board}?period=7d`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ranking });
    },
  );

  it("adds the caller's own row as loggedUser, also beyond the limit", async () => {
    await backend
      .as(USERS.carol)
      .post('/posts', { type: 'question', title: 'Q', content: 'x' });
    await backend
      .as(USERS.carol)
      .post('/posts', { type: 'question', title: 'Q2', content: 'x' });
    const res = await backend
      .as(USERS.alice)
      .get('/statistics/posts/most-questions?limit=1');
    expect(res.body).toEqual({
      ranking: [{ author: USERS.carol, total: 2, position: 1 }],
      loggedUser: { author: USERS.alice, total: 1, position: 2 },
    });
  });

  it.each(['?period=2w', '?limit=0', '?limit=abc'])(
    'refuses %s with a 400',
    async query => {
      const res = await backend
        .as(USERS.alice)
        .get(`/statistics/answers/most-answers${query}`);
      expect(res.status).toBe(400);
      expect(res.body.type).toBe('query');
    },
  );

  it('reports the views of the caller’s posts as impact', async () => {
    const { question } = await createActivity(backend);
    await backend.as(USERS.bob).get(`/posts/${question.id}`);
    await backend.as(USERS.carol).get(`/posts/${question.id}`);
    const res = await backend.as(USERS.alice).get('/statistics/user/impact');
    expect(res.body).toEqual({ impact: 2, lastWeekImpact: 2 });
  });

  it('answers global totals and a per-day series of the last 30 days', async () => {
    const res = await backend.as(USERS.bob).get('/statistics/global');
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({
      totalQuestions: 6,
      totalArticles: 2,
      totalLinks: 0,
      totalAnswers: 4,
      totalComments: 2,
      totalViews: 2,
      totalVotes: 4,
      totalTags: 1,
      totalUsers: 3,
    });
    expect(res.body.statistics).toHaveLength(31);
    const last = res.body.statistics[30];
    expect(last).toMatchObject({
      date: today(),
      totalQuestions: 6,
      totalVotes: 4,
      totalUsers: 3,
    });
    expect(res.body.statistics[0]).toMatchObject({
      totalQuestions: 0,
      totalTags: 0,
    });
    const week = await backend
      .as(USERS.bob)
      .get('/statistics/global?period=7d');
    expect(week.body.statistics).toHaveLength(8);
  });

  it("counts a user's anonymous content only for that user", async () => {
    const forOthers = await backend
      .as(USERS.alice)
      .get(`/statistics/user/${enc(USERS.bob)}`);
    expect(forOthers.status).toBe(200);
    expect(forOthers.body.summary).toMatchObject({
      totalQuestions: 0,
      totalAnswers: 2,
    });
    const forSelf = await backend
      .as(USERS.bob)
      .get(`/statistics/user/${enc(USERS.bob)}`);
    expect(forSelf.body.summary).toMatchObject({
      totalQuestions: 2,
      totalAnswers: 2,
    });
    const alice = await backend
      .as(USERS.bob)
      .get(`/statistics/user/${enc(USERS.alice)}`);
    expect(alice.body.summary).toMatchObject({
      totalFollowers: 1,
      totalViews: 2,
      totalQuestions: 2,
    });
    expect(alice.body.statistics.at(-1)).toMatchObject({
      date: today(),
      totalQuestions: 2,
      totalViews: 2,
    });
    expect(alice.body.summary).not.toHaveProperty('totalTags');
    expect(
      (await backend.as(USERS.bob).get('/statistics/user/bob')).status,
    ).toBe(404);
  });
});
