import type { Knex } from 'knex';
import type {
  GlobalStat,
  StatisticsPeriod,
  UserStat,
  UserStatisticsResponse,
} from '@agora/contract';
import { normalRef } from '../service/identity';
import { nowIso, numOf } from './dbValues';
import { countPerDay, daysSince, periodStart } from './dayBuckets';
import type { DailyMetric } from './dailyCounts';
import {
  attributedComments,
  liveAnswers,
  liveAnswerVotes,
  liveComments,
  livePostVotes,
} from './liveContent';

/** Series default to the last 30 days; each entry holds that day's own counts. */
const seriesStart = (period?: StatisticsPeriod) =>
  periodStart(period ?? '30d')!;

type Counter = (from: string) => Promise<Map<string, number>>;

async function series<T>(
  from: string,
  counters: Record<string, Counter>,
  build: (day: string, counts: Record<string, number>) => T,
): Promise<T[]> {
  const maps: Record<string, Map<string, number>> = {};
  for (const [name, counter] of Object.entries(counters))
    maps[name] = await counter(from);
  return daysSince(from).map(day => {
    const counts: Record<string, number> = {};
    for (const name of Object.keys(counters))
      counts[name] = maps[name].get(day) ?? 0;
    return build(day, counts);
  });
}

/**
 * Everyone's activity per UTC day: content created, views counted, votes
 * cast, from the counters the writes keep (stores/dailyCounts.ts).
 */
export async function globalSeries(
  db: Knex,
  period?: StatisticsPeriod,
): Promise<GlobalStat[]> {
  const from = seriesStart(period);
  const rows = await db('daily_counts')
    .where('day', '>=', from.slice(0, 10))
    .select('day', 'metric', 'total');
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.day} ${r.metric}`, numOf(r.total));
  return daysSince(from).map(day => {
    const n = (metric: DailyMetric) => counts.get(`${day} ${metric}`) ?? 0;
    return {
      date: day,
      totalQuestions: n('question'),
      totalArticles: n('article'),
      totalLinks: n('link'),
      totalAnswers: n('answers'),
      totalComments: n('comments'),
      totalViews: n('views'),
      totalVotes: n('votes'),
      totalTags: n('tags'),
      totalUsers: n('users'),
    };
  });
}

/**
 * One user's statistics. Their anonymous posts and answers, and their
 * comments shown as anonymous under them, count only when they ask
 * themselves, so the numbers never reveal who wrote them; nothing
 * under a soft-deleted post counts.
 */
export async function userStatistics(
  db: Knex,
  ref: string,
  callerRef: string,
  period?: StatisticsPeriod,
): Promise<UserStatisticsResponse> {
  const userRef = normalRef(ref);
  const self = userRef === callerRef;
  const mine = (table: 'posts' | 'answers') => {
    const qb = (
      table === 'posts'
        ? db('posts').where('status', 'active')
        : liveAnswers(db)
    ).where('author', userRef);
    return self ? qb : qb.where('anonymous', false);
  };
  const comments = () =>
    (self ? liveComments(db) : attributedComments(db)).where('author', userRef);
  const votes = (table: 'post_votes' | 'answer_votes') =>
    (table === 'post_votes' ? livePostVotes(db) : liveAnswerVotes(db)).where(
      'user_ref',
      userRef,
    );
  const followers = numOf(
    (
      (await db('user_followers')
        .where('user_ref', userRef)
        .count({ n: '*' })
        .first()) as any
    )?.n,
  );
  const count = async (qb: Knex.QueryBuilder) =>
    numOf(((await qb.count({ n: '*' }).first()) as any)?.n);
  const postsOf = (type: string) => mine('posts').where('type', type);

  const statistics: UserStat[] = await series(
    seriesStart(period),
    {
      questions: from => countPerDay(db, postsOf('question'), 'created', from),
      articles: from => countPerDay(db, postsOf('article'), 'created', from),
      links: from => countPerDay(db, postsOf('link'), 'created', from),
      answers: from => countPerDay(db, mine('answers'), 'created', from),
      comments: from => countPerDay(db, comments(), 'created', from),
      views: from =>
        countPerDay(
          db,
          db('post_views').whereIn('post_id', mine('posts').select('id')),
          'viewed',
          from,
        ),
      postVotes: from => countPerDay(db, votes('post_votes'), 'created', from),
      answerVotes: from =>
        countPerDay(db, votes('answer_votes'), 'created', from),
    },
    (day, n) => ({
      date: day,
      totalQuestions: n.questions,
      totalArticles: n.articles,
      totalLinks: n.links,
      totalAnswers: n.answers,
      totalComments: n.comments,
      totalViews: n.views,
      totalVotes: n.postVotes + n.answerVotes,
      // Follows carry no timestamp, so every day shows the current count.
      totalFollowers: followers,
    }),
  );

  const views = await mine('posts').sum({ n: 'views' }).first();
  const summary: UserStat = {
    totalQuestions: await count(postsOf('question')),
    totalArticles: await count(postsOf('article')),
    totalLinks: await count(postsOf('link')),
    totalAnswers: await count(mine('answers')),
    totalComments: await count(comments()),
    totalViews: numOf(views?.n),
    totalVotes:
      (await count(votes('post_votes'))) + (await count(votes('answer_votes'))),
    totalFollowers: followers,
    date: nowIso(),
  };
  return { statistics, summary };
}
