import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { fixClock } from '../testing/seededCommunity';

/**
 * Every statistics read against a small dataset written through the API at
 * chosen instants around the period and day boundaries (docs/api.md,
 * Statistics: a period starts at 00:00 UTC N days before today). Expected
 * numbers come from the dataset below, counted by hand.
 *
 * Now is 2026-03-15T12:00Z, so 7d starts 2026-03-08T00:00Z, 30d 2026-02-13,
 * 1y 2025-03-15.
 */
const NOW = '2026-03-15T12:00:00.000Z';
const T = {
  yearOut: '2025-03-14T23:59:59.999Z',
  yearIn: '2025-03-15T00:00:00.000Z',
  monthOut: '2026-02-12T23:59:59.999Z',
  monthIn: '2026-02-13T00:00:00.000Z',
  weekOut: '2026-03-07T23:59:59.999Z',
  weekIn: '2026-03-08T00:00:00.000Z',
  yesterdayEnd: '2026-03-14T23:59:59.999Z',
  todayStart: '2026-03-15T00:00:00.000Z',
  late: '2026-03-15T11:00:00.000Z',
};
const { alice, bob, carol } = USERS;
const dave = 'user:default/dave';
/** Only reads: a seen user who authored nothing. */
const erin = 'user:default/erin';
const enc = encodeURIComponent;

/*
 * The dataset (❌ = not counted: deleted, or under a deleted post):
 *   posts    Q1 alice question [kafka] @yearOut      views bob@weekOut, dave@todayStart
 *            Q2 bob   question [ops]   @yearIn
 *            R1 carol article          @monthIn      view  bob@late
 *            Q3 dave  question anonymous [kafka, secret] @weekIn   view carol@weekIn
 *            Q4 bob   question @todayStart ❌ deleted @late        view carol@todayStart
 *            L1 alice link     @todayStart
 *   answers  A1 carol on Q1 @monthOut, correct     A6 bob on Q1 @monthIn
 *            A2 dave on Q2 @weekOut ❌ deleted @late
 *            A3 bob on Q3 @weekIn, correct           A4 carol anonymous on Q3 @yesterdayEnd
 *            A5 carol on Q4 @todayStart ❌
 *   comments C1 alice on Q1 @yesterdayEnd     C2 alice on A5 @todayStart ❌
 *            C3 dave on Q3 @late (shown as anonymous: dave asked Q3)
 *   votes    Q1 +1 bob @monthOut   Q2 −1 carol @weekOut   Q3 +1 alice @weekIn
 *            Q4 +1 alice @todayStart ❌
 *            A1 +1 alice @monthIn  A6 +1 dave @monthIn
 *            A3 +1 alice, +1 carol @weekIn   A4 +1 bob @yesterdayEnd
 *            A5 +1 alice @todayStart ❌
 *   follows  alice follows carol
 */
describe('statistics against a known dataset', () => {
  let backend: AgoraTestBackend;

  const at = (iso: string) => jest.setSystemTime(new Date(iso));
  async function ok(res: { status: number; body: any }, what: string) {
    if (res.status >= 300)
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  const post = async (user: string, body: object) =>
    (
      await ok(
        await backend.as(user).post('/posts', {
          title: 'A title long enough',
          content: 'Some text, long enough for a question.',
          ...body,
        }),
        'post',
      )
    ).id as number;
  const answer = async (user: string, postId: number, anonymous = false) =>
    (
      await ok(
        await backend
          .as(user)
          .post(`/posts/${postId}/answers`, { answer: 'An answer', anonymous }),
        'answer',
      )
    ).id as number;
  const get = async (user: string, path: string) =>
    ok(await backend.as(user).get(path), path);
  const comment = async (user: string, path: string) =>
    ok(
      await backend.as(user).post(`${path}/comments`, { content: 'A comment' }),
      'comment',
    );

  beforeAll(async () => {
    backend = await startAgoraTestBackend();
    // Only the clock is fixed; timers stay real for the server and drivers.
    fixClock(NOW);

    at(T.yearOut);
    const q1 = await post(alice, { type: 'question', tags: ['kafka'] });
    at(T.yearIn);
    const q2 = await post(bob, { type: 'question', tags: ['ops'] });
    at(T.monthOut);
    const a1 = await answer(carol, q1);
    await get(bob, `/posts/${q1}/upvote`);
    at(T.monthIn);
    await post(carol, { type: 'article' });
    const a6 = await answer(bob, q1);
    await get(alice, `/posts/${q1}/answers/${a1}/upvote`);
    await get(alice, `/posts/${q1}/answers/${a1}/correct`);
    await get(dave, `/posts/${q1}/answers/${a6}/upvote`);
    at(T.weekOut);
    const a2 = await answer(dave, q2);
    await get(carol, `/posts/${q2}/downvote`);
    await get(bob, `/posts/${q1}`);
    at(T.weekIn);
    const q3 = await post(dave, {
      type: 'question',
      tags: ['kafka', 'secret'],
      anonymous: true,
    });
    const a3 = await answer(bob, q3);
    await get(alice, `/posts/${q3}/answers/${a3}/upvote`);
    await get(carol, `/posts/${q3}/answers/${a3}/upvote`);
    await get(dave, `/posts/${q3}/answers/${a3}/correct`);
    await get(alice, `/posts/${q3}/upvote`);
    await get(carol, `/posts/${q3}`);
    at(T.yesterdayEnd);
    const a4 = await answer(carol, q3, true);
    await get(bob, `/posts/${q3}/answers/${a4}/upvote`);
    await comment(alice, `/posts/${q1}`);
    at(T.todayStart);
    const q4 = await post(bob, { type: 'question' });
    const a5 = await answer(carol, q4);
    await get(alice, `/posts/${q4}/upvote`);
    await get(alice, `/posts/${q4}/answers/${a5}/upvote`);
    await comment(alice, `/posts/${q4}/answers/${a5}`);
    await get(carol, `/posts/${q4}`);
    await get(dave, `/posts/${q1}`);
    await post(alice, { type: 'link', url: 'https://example.com/guide' });
    at(T.late);
    const r1 = (await get(erin, '/posts/list/article')).posts[0].id as number;
    await get(bob, `/posts/${r1}`);
    await comment(dave, `/posts/${q3}`);
    await ok(
      await backend.as(dave).delete(`/posts/${q2}/answers/${a2}`),
      'delete answer',
    );
    await ok(await backend.as(bob).delete(`/posts/${q4}`), 'delete post');
    await ok(
      await backend.as(alice).put(`/users/follow/${enc(carol)}`),
      'follow',
    );
    at(NOW);
    // Starting a backend and some forty writes pass jest's default 5 s on a
    // loaded machine (a full `npm test` run).
  }, 30_000);
  afterAll(async () => {
    jest.useRealTimers();
    await backend.stop();
  });

  const entry = (author: string, total: number, position: number) => ({
    author,
    total,
    position,
  });

  describe.each([
    [
      'posts/most-questions',
      {
        all: [entry(alice, 1, 1), entry(bob, 1, 2)],
        '1y': [entry(bob, 1, 1)],
        '30d': [],
        '7d': [],
      },
    ],
    [
      'answers/most-answers',
      {
        all: [entry(bob, 2, 1), entry(carol, 1, 2)],
        '1y': [entry(bob, 2, 1), entry(carol, 1, 2)],
        '30d': [entry(bob, 2, 1)],
        '7d': [entry(bob, 1, 1)],
      },
    ],
    [
      'posts/top-upvoted-users',
      {
        all: [entry(alice, 1, 1)],
        '1y': [entry(alice, 1, 1)],
        '30d': [],
        '7d': [],
      },
    ],
    [
      'answers/top-upvoted-users',
      {
        all: [entry(bob, 3, 1), entry(carol, 1, 2)],
        '1y': [entry(bob, 3, 1), entry(carol, 1, 2)],
        '30d': [entry(bob, 3, 1), entry(carol, 1, 2)],
        '7d': [entry(bob, 2, 1)],
      },
    ],
    [
      'answers/top-correct-upvoted-users',
      {
        all: [entry(bob, 2, 1), entry(carol, 1, 2)],
        '1y': [entry(bob, 2, 1), entry(carol, 1, 2)],
        '30d': [entry(bob, 2, 1), entry(carol, 1, 2)],
        '7d': [entry(bob, 2, 1)],
      },
    ],
  ])('%s', (board, expected) => {
    it.each(['all', '1y', '30d', '7d'] as const)('ranks period %s', async p => {
      const query = p === 'all' ? '' : `?period=${p}`;
      // erin ranks nowhere, so there is no loggedUser.
      expect(await get(erin, `/statistics/${board}${query}`)).toEqual({
        ranking: expected[p],
      });
    });

    it("adds the caller's own row as loggedUser", async () => {
      const all = expected.all;
      const last = all[all.length - 1];
      const res = await get(last.author, `/statistics/${board}?limit=1`);
      expect(res).toEqual({ ranking: [all[0]], loggedUser: last });
    });
  });

  it('never names anonymous or deleted authors on a board', async () => {
    for (const board of [
      'posts/most-questions',
      'posts/top-upvoted-users',
      'answers/most-answers',
    ]) {
      const { ranking, loggedUser } = await get(dave, `/statistics/${board}`);
      expect(ranking.map((r: { author: string }) => r.author)).not.toContain(
        dave,
      );
      expect(loggedUser).toBeUndefined();
    }
  });

  /** A whole series: `days` lists the non-zero days, every other day is 0. */
  function seriesOf(
    from: string,
    days: Record<string, Record<string, number>>,
    base: Record<string, number>,
  ) {
    const out: Record<string, unknown>[] = [];
    for (
      let d = new Date(`${from}T00:00:00.000Z`);
      d.toISOString() <= NOW;
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      const date = d.toISOString().slice(0, 10);
      out.push({ date, ...base, ...days[date] });
    }
    return out;
  }
  const globalZero = {
    totalQuestions: 0,
    totalArticles: 0,
    totalLinks: 0,
    totalAnswers: 0,
    totalComments: 0,
    totalViews: 0,
    totalVotes: 0,
    totalTags: 0,
    totalUsers: 0,
  };
  /** Each day's own counts; totalUsers = distinct authors that day, any status. */
  const globalDays = {
    '2025-03-15': { totalQuestions: 1, totalTags: 1, totalUsers: 1 },
    '2026-02-12': { totalAnswers: 1, totalVotes: 1, totalUsers: 1 },
    '2026-02-13': {
      totalArticles: 1,
      totalAnswers: 1,
      totalVotes: 2,
      totalUsers: 2,
    },
    '2026-03-07': { totalVotes: 1, totalViews: 1, totalUsers: 1 },
    '2026-03-08': {
      totalQuestions: 1,
      totalTags: 1,
      totalAnswers: 1,
      totalVotes: 3,
      totalViews: 1,
      totalUsers: 2,
    },
    '2026-03-14': {
      totalAnswers: 1,
      totalVotes: 1,
      totalComments: 1,
      totalUsers: 2,
    },
    '2026-03-15': {
      totalLinks: 1,
      totalComments: 1,
      totalViews: 2,
      totalUsers: 4,
    },
  };

  it.each([
    ['', '2026-02-13'],
    ['?period=30d', '2026-02-13'],
    ['?period=7d', '2026-03-08'],
    ['?period=1y', '2025-03-15'],
  ])('answers GET /statistics/global%s', async (query, from) => {
    const res = await get(erin, `/statistics/global${query}`);
    expect(res.summary).toEqual({
      totalQuestions: 3,
      totalArticles: 1,
      totalLinks: 1,
      totalAnswers: 4,
      totalComments: 2,
      totalViews: 4,
      totalVotes: 8,
      totalTags: 3,
      totalUsers: 5,
      date: NOW,
    });
    expect(res.statistics).toEqual(seriesOf(from, globalDays, globalZero));
  });

  const userZero = (followers: number) => {
    const { totalTags: _t, totalUsers: _u, ...zero } = globalZero;
    return { ...zero, totalFollowers: followers };
  };

  it.each([
    [
      'dave as others see him',
      erin,
      dave,
      '',
      '2026-02-13',
      { totalVotes: 1 },
      { '2026-02-13': { totalVotes: 1 } },
      0,
    ],
    [
      'dave as he sees himself',
      dave,
      dave,
      '',
      '2026-02-13',
      { totalQuestions: 1, totalComments: 1, totalViews: 1, totalVotes: 1 },
      {
        '2026-02-13': { totalVotes: 1 },
        '2026-03-08': { totalQuestions: 1, totalViews: 1 },
        '2026-03-15': { totalComments: 1 },
      },
      0,
    ],
    [
      'carol as others see her',
      bob,
      carol,
      '?period=30d',
      '2026-02-13',
      { totalArticles: 1, totalAnswers: 1, totalViews: 1, totalVotes: 2 },
      {
        '2026-02-13': { totalArticles: 1 },
        '2026-03-07': { totalVotes: 1 },
        '2026-03-08': { totalVotes: 1 },
        '2026-03-15': { totalViews: 1 },
      },
      1,
    ],
    [
      'carol as she sees herself, last 7 days',
      carol,
      carol,
      '?period=7d',
      '2026-03-08',
      { totalArticles: 1, totalAnswers: 2, totalViews: 1, totalVotes: 2 },
      {
        '2026-03-08': { totalVotes: 1 },
        '2026-03-14': { totalAnswers: 1 },
        '2026-03-15': { totalViews: 1 },
      },
      1,
    ],
    [
      'alice, whose comment under a deleted post is gone',
      alice,
      alice,
      '?period=1y',
      '2025-03-15',
      {
        totalQuestions: 1,
        totalLinks: 1,
        totalComments: 1,
        totalViews: 2,
        totalVotes: 3,
      },
      {
        '2026-02-13': { totalVotes: 1 },
        '2026-03-07': { totalViews: 1 },
        '2026-03-08': { totalVotes: 2 },
        '2026-03-14': { totalComments: 1 },
        '2026-03-15': { totalLinks: 1, totalViews: 1 },
      },
      0,
    ],
  ])(
    'answers GET /statistics/user/{ref} for %s',
    async (_name, caller, user, query, from, summary, days, followers) => {
      const res = await get(caller, `/statistics/user/${enc(user)}${query}`);
      const zero = userZero(followers);
      expect(res.summary).toEqual({ ...zero, ...summary, date: NOW });
      expect(res.statistics).toEqual(seriesOf(from, days, zero));
    },
  );

  it.each([
    // Q1's view at weekOut is older than the last 7 days.
    [alice, { impact: 2, lastWeekImpact: 1 }],
    [dave, { impact: 1, lastWeekImpact: 1 }],
    // Q4's view went with the post.
    [bob, { impact: 0, lastWeekImpact: 0 }],
    [carol, { impact: 1, lastWeekImpact: 1 }],
  ])('answers GET /statistics/user/impact for %s', async (user, impact) => {
    expect(await get(user, '/statistics/user/impact')).toEqual(impact);
  });
});
