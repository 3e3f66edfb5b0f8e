import type { Knex } from 'knex';
import type { Caller } from '../../domain/caller';
import { openTestDatabase } from '../../testing/testDatabase';
import {
  communityWriter,
  COMMUNITY_MODERATOR as moderator,
  COMMUNITY_READERS,
  fixClock,
} from '../../testing/seededCommunity';
import { countPerDay, periodStart } from '../dayBuckets';
import {
  activePostIds,
  attributedComments,
  liveAnswers,
  liveAnswerVotes,
  liveComments,
  livePostVotes,
} from '../liveContent';
import { createPost, deletePost } from '../postWrites';
import { createAnswer } from '../answerWrites';
import { addComment } from '../comments';
import { voteAnswer } from '../votes';
import { numOf } from '../dbValues';
import { userStatistics } from '../statisticsSeries';

const callers: Caller[] = ['alice', 'bob', 'carol', 'dave'].map(name => ({
  userRef: `user:default/${name}`,
  isModerator: false,
}));
const TYPES = ['question', 'article', 'link'] as const;

/**
 * The global statistics counted the way the statistics queries counted them
 * before the counters existed (stores/liveContent.ts and countPerDay), day
 * by day over all time, as `day metric` → total without zeros.
 */
async function recount(db: Knex) {
  const all = '1970-01-01T00:00:00.000Z';
  const sources: [string, () => Knex.QueryBuilder, string][] = [
    ...TYPES.map(
      type =>
        [
          type,
          () => db('posts').where({ status: 'active', type }),
          'created',
        ] as [string, () => Knex.QueryBuilder, string],
    ),
    ['answers', () => liveAnswers(db), 'created'],
    ['comments', () => liveComments(db), 'created'],
    [
      'views',
      () => db('post_views').whereIn('post_id', activePostIds(db)),
      'viewed',
    ],
    ['votes', () => livePostVotes(db), 'created'],
    ['votes', () => liveAnswerVotes(db), 'created'],
    ['tags', () => db('tags'), 'created'],
  ];
  const expected = new Map<string, number>();
  for (const [metric, qb, column] of sources) {
    for (const [day, n] of await countPerDay(db, qb(), column, all)) {
      const key = `${day} ${metric}`;
      expected.set(key, (expected.get(key) ?? 0) + n);
    }
  }
  const authorsByDay = new Map<string, Set<string>>();
  for (const table of ['posts', 'answers', 'comments']) {
    for (const r of await db(table).select('author', 'created')) {
      const day = new Date(r.created).toISOString().slice(0, 10);
      const set = authorsByDay.get(day) ?? new Set<string>();
      set.add(r.author);
      authorsByDay.set(day, set);
    }
  }
  for (const [day, set] of authorsByDay) expected.set(`${day} users`, set.size);
  const users = new Set<string>();
  for (const table of ['posts', 'answers', 'comments'])
    for (const ref of await db(table).pluck('author')) users.add(ref);
  for (const ref of await db('users_seen').pluck('user_ref')) users.add(ref);
  const views = await db('posts')
    .where('status', 'active')
    .sum({ n: 'views' })
    .first();
  const voterDays = new Map<string, number>();
  for (const qb of [livePostVotes(db), liveAnswerVotes(db)])
    for (const r of await qb.select('user_ref', 'created')) {
      const key = `${r.user_ref} ${new Date(r.created).toISOString().slice(0, 10)}`;
      voterDays.set(key, (voterDays.get(key) ?? 0) + 1);
    }
  return {
    days: expected,
    users: [...users].sort(),
    viewsTotal: numOf(views?.n),
    voterDays,
  };
}

async function counters(db: Knex) {
  const days = new Map<string, number>();
  for (const r of await db('daily_counts').select('day', 'metric', 'total'))
    days.set(`${r.day} ${r.metric}`, numOf(r.total));
  const users = (await db('statistics_users').pluck('user_ref')).sort();
  const views = await db('statistics_totals')
    .where('name', 'views')
    .first('total');
  const voterDays = new Map<string, number>();
  for (const r of await db('voter_days').select('user_ref', 'day', 'total'))
    voterDays.set(`${r.user_ref} ${r.day}`, numOf(r.total));
  return { days, users, viewsTotal: numOf(views?.total), voterDays };
}

/**
 * One person's statistics counted row by row from the live content
 * (stores/liveContent.ts), the way `userStatistics` once counted them, as `day metric`
 * → count without zeros, and the summary.
 */
async function userRecount(
  db: Knex,
  userRef: string,
  self: boolean,
  period?: '1y',
) {
  const mine = (table: 'posts' | 'answers') => {
    const qb = (
      table === 'posts'
        ? db('posts').where('status', 'active')
        : liveAnswers(db)
    ).where('author', userRef);
    return self ? qb : qb.where('anonymous', false);
  };
  const sources: [string, () => Knex.QueryBuilder, string][] = [
    ...TYPES.map(
      type =>
        [type, () => mine('posts').where('type', type), 'created'] as [
          string,
          () => Knex.QueryBuilder,
          string,
        ],
    ),
    ['answers', () => mine('answers'), 'created'],
    [
      'comments',
      () =>
        (self ? liveComments(db) : attributedComments(db)).where(
          'author',
          userRef,
        ),
      'created',
    ],
    [
      'views',
      () => db('post_views').whereIn('post_id', mine('posts').select('id')),
      'viewed',
    ],
    ['votes', () => livePostVotes(db).where('user_ref', userRef), 'created'],
    ['votes', () => liveAnswerVotes(db).where('user_ref', userRef), 'created'],
  ];
  const days = new Map<string, number>();
  const summary = new Map<string, number>();
  for (const [metric, qb, column] of sources) {
    for (const [day, n] of await countPerDay(
      db,
      qb(),
      column,
      periodStart(period ?? '30d')!,
    ))
      days.set(`${day} ${metric}`, (days.get(`${day} ${metric}`) ?? 0) + n);
    if (metric !== 'views') {
      const row = await qb().count({ n: '*' }).first();
      summary.set(metric, (summary.get(metric) ?? 0) + numOf(row?.n));
    }
  }
  const views = await mine('posts').sum({ n: 'views' }).first();
  summary.set('views', numOf(views?.n));
  return { days, summary };
}

/** `userStatistics` in the shape of `userRecount`. */
async function userFigures(
  db: Knex,
  userRef: string,
  self: boolean,
  period?: '1y',
) {
  const { statistics, summary } = await userStatistics(
    db,
    userRef,
    self ? userRef : 'user:default/someone-else',
    period,
  );
  const metrics = (s: (typeof statistics)[number]) => ({
    question: s.totalQuestions,
    article: s.totalArticles,
    link: s.totalLinks,
    answers: s.totalAnswers,
    comments: s.totalComments,
    views: s.totalViews,
    votes: s.totalVotes,
  });
  const days = new Map<string, number>();
  for (const s of statistics)
    for (const [metric, n] of Object.entries(metrics(s)))
      if (n !== 0) days.set(`${s.date} ${metric}`, n);
  const totals = new Map<string, number>(Object.entries(metrics(summary)));
  return { days, summary: totals };
}

describe('statistics counters (daily_counts, statistics_users, statistics_totals, voter_days) and per-person statistics', () => {
  let db: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_daily'));
    // Only the clock is faked, so writes land on days the test chooses.
    fixClock('2026-01-01T08:00:00.000Z');
  });
  afterAll(async () => {
    jest.useRealTimers();
    await close();
  });

  // Over a hundred transactions and eight recounts: longer than jest's
  // default 5 s on PostgreSQL under load (hence the timeout below).
  it('equal a recount from the base tables after a seeded random sequence of writes', async () => {
    // Time moves on by 0–30 hours a write, so writes spread over days and
    // deletes reach back to content of earlier days.
    const writer = communityWriter(db, {
      seed: 12,
      authors: callers.map(c => c.userRef),
      readers: COMMUNITY_READERS,
      hoursBetween: 30,
      weights: {
        'create post': 12,
        'edit post': 2,
        'delete post': 4,
        'restore post': 4,
        'purge post': 1,
        answer: 16,
        'delete answer': 4,
        comment: 8,
        'delete comment': 4,
        'vote on post': 4,
        'vote on answer': 8,
        view: 4,
        'create tag': 2,
        'delete tag': 2,
        seen: 3,
      },
    });
    let applied = 0;
    const checks: [unknown, unknown][] = [];
    // Each person's statistics, as themself and as seen by others.
    const userChecks: [unknown, unknown][] = [];

    for (let step = 0; step < 240; step++) {
      if ((await writer.write()).applied) applied += 1;
      if (step % 20 === 19) {
        checks.push([await counters(db), await recount(db)]);
        for (const { userRef } of [...callers, moderator])
          for (const self of [true, false])
            for (const period of [undefined, '1y'] as const)
              userChecks.push([
                await userFigures(db, userRef, self, period),
                await userRecount(db, userRef, self, period),
              ]);
      }
    }
    expect(checks).toHaveLength(12);
    for (const [have, want] of checks) expect(have).toEqual(want);
    expect(userChecks).toHaveLength(12 * (callers.length + 1) * 2 * 2);
    for (const [have, want] of userChecks) expect(have).toEqual(want);
    // The sequence must really exercise the counters.
    expect(applied).toBeGreaterThan(100);
    expect(writer.neverDone()).toEqual([]);
    expect((await counters(db)).days.size).toBeGreaterThan(50);
  }, 60_000);
  it('count for others neither comments under their own anonymous answer nor votes on answers of a deleted post', async () => {
    const [alice, bob, carol] = callers;
    const q = await createPost(
      db,
      {
        type: 'question',
        title: 'Scenario',
        content: 'Text',
        tags: [],
        entities: [],
        images: [],
        anonymous: false,
      },
      alice,
    );
    const a = await createAnswer(
      db,
      q,
      { answer: 'Anonymous answer', anonymous: true },
      bob,
    );
    await addComment(db, { postId: q, answerId: a }, 'Mine', bob);
    await voteAnswer(db, q, a, 1, carol);
    const same = async () => {
      for (const { userRef } of callers)
        for (const self of [true, false])
          expect(await userFigures(db, userRef, self, '1y')).toEqual(
            await userRecount(db, userRef, self, '1y'),
          );
    };
    const comments = async (self: boolean) =>
      (await userFigures(db, bob.userRef, self)).summary.get('comments');
    const votes = async () =>
      (await userFigures(db, carol.userRef, false)).summary.get('votes');
    await same();
    const [ownComments, shownComments, votesBefore] = [
      await comments(true),
      await comments(false),
      await votes(),
    ];
    expect(ownComments! - shownComments!).toBeGreaterThanOrEqual(1);
    await deletePost(db, q, 'gone', moderator);
    await same();
    expect(await votes()).toBe(votesBefore! - 1);
  });
});
