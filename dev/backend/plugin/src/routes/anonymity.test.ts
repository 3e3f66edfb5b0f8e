import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createActivity } from '../testing/activityFixtures';
import { createTestPost } from '../testing/postFixtures';

const enc = encodeURIComponent;
/** Acts only anonymously, and under her own anonymous content. */
const DANA = 'user:default/dana';
const ERIN = 'user:default/erin';
const REFS = [USERS.alice, USERS.bob, USERS.carol, DANA];
const VIEWERS = [USERS.alice, USERS.moderator];
const BOARDS = [
  'answers/top-upvoted-users',
  'answers/top-correct-upvoted-users',
  'posts/top-upvoted-users',
  'posts/most-questions',
  'answers/most-answers',
];

interface Row {
  does: string;
  act: () => Promise<unknown>;
  first?: () => Promise<unknown>;
}

describe('anonymous activity and per-user figures', () => {
  let backend: AgoraTestBackend;
  let questionId: number;
  const ids: { post?: number; answer?: number; bobAnswer?: number } = {};

  async function ok(
    res: { status: number; body: any },
    what: string,
  ): Promise<any> {
    if (res.status >= 300) throw new Error(`${what}: ${res.status}`);
    return res.body;
  }

  /** Every per-user figure `viewer` can read; times of the read left out. */
  async function figures(viewer: string) {
    const as = backend.as(viewer);
    const users = await ok(await as.get('/users?limit=100'), 'users');
    const perUser: Record<string, unknown> = {};
    for (const ref of REFS) {
      const { statistics, summary } = await ok(
        await as.get(`/statistics/user/${enc(ref)}?period=7d`),
        'user statistics',
      );
      const { date: _date, ...rest } = summary;
      perUser[ref] = { statistics, summary: rest };
    }
    const boards: Record<string, unknown> = {};
    for (const board of BOARDS)
      boards[board] = await ok(await as.get(`/statistics/${board}`), board);
    return {
      users: users.users.map(({ lastSeen: _seen, ...u }: any) => u),
      perUser,
      boards,
    };
  }

  /** Sequential: the test database serves one query at a time. */
  async function everyonesFigures() {
    const all = [];
    for (const viewer of VIEWERS) all.push(await figures(viewer));
    return all;
  }

  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    questionId = (await createActivity(backend)).question.id;
  });
  afterAll(() => backend.stop());

  const p = () => `/posts/${questionId}`;
  /**
   * What dana does, and what must happen first under a name (not compared).
   * Rows build on each other. ERIN only reads and votes, which no per-user
   * figure shows, so her part cannot change the figures either.
   */
  const ACTIONS: Row[] = [
    {
      does: 'asks anonymously',
      act: async () => {
        ids.post = (
          await createTestPost(
            backend,
            { title: 'Quiet', anonymous: true },
            DANA,
          )
        ).id;
      },
    },
    {
      does: 'comments under her anonymous post',
      act: async () =>
        ok(
          await backend
            .as(DANA)
            .post(`/posts/${ids.post}/comments`, { content: 'Details' }),
          'comment',
        ),
    },
    {
      does: 'comments on a named answer under her anonymous post',
      act: async () =>
        ok(
          await backend
            .as(DANA)
            .post(`/posts/${ids.post}/answers/${ids.bobAnswer}/comments`, {
              content: 'Thanks',
            }),
          'comment',
        ),
      first: async () => {
        ids.bobAnswer = (
          await ok(
            await backend
              .as(USERS.bob)
              .post(`/posts/${ids.post}/answers`, { answer: 'Try this' }),
            'answer',
          )
        ).id;
      },
    },
    {
      does: 'answers anonymously',
      act: async () => {
        ids.answer = (
          await ok(
            await backend
              .as(DANA)
              .post(`${p()}/answers`, { answer: 'Quietly', anonymous: true }),
            'answer',
          )
        ).id;
      },
    },
    {
      does: 'comments under her anonymous answer',
      act: async () =>
        ok(
          await backend.as(DANA).post(`${p()}/answers/${ids.answer}/comments`, {
            content: 'Also',
          }),
          'comment',
        ),
    },
    {
      does: 'has her anonymous content viewed and voted on',
      act: async () => {
        const erin = backend.as(ERIN);
        await ok(await erin.get(`/posts/${ids.post}`), 'view');
        await ok(await erin.get(`/posts/${ids.post}/upvote`), 'vote');
        await ok(await erin.get(`${p()}/answers/${ids.answer}/upvote`), 'vote');
      },
    },
  ];

  it.each(ACTIONS)(
    'dana $does: no per-user figure changes for other viewers',
    async ({ act, first }) => {
      await first?.();
      const before = await everyonesFigures();
      await act();
      expect(await everyonesFigures()).toEqual(before);
    },
  );

  it('counts all of it for the author herself', async () => {
    const { summary } = await ok(
      await backend.as(DANA).get(`/statistics/user/${enc(DANA)}`),
      'own statistics',
    );
    expect(summary).toMatchObject({
      totalQuestions: 1,
      totalAnswers: 1,
      totalComments: 3,
      totalViews: 1,
    });
  });
});
