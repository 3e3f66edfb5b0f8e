import promiseRouter from 'express-promise-router';
import type { DomainRouter } from './types';
import { rankingQuery, seriesQuery, type Leaderboard } from '@agora/contract';
import { callerOf } from '../domain/caller';
import { parseParams, parseQuery } from '../service/validation';
import { globalSummary, userImpact } from '../stores/statistics';
import { ranking } from '../stores/leaderboards';
import { globalSeries, userStatistics } from '../stores/statisticsSeries';
import { userRefParams } from './usersSchema';

const LEADERBOARDS: Leaderboard[] = [
  'answers/top-upvoted-users',
  'answers/top-correct-upvoted-users',
  'posts/top-upvoted-users',
  'posts/most-questions',
  'answers/most-answers',
];

/** Statistics: leaderboards, the caller's impact, global and per-user series. */
export const statisticsRouter: DomainRouter = ({ db }) => {
  const router = promiseRouter();

  for (const board of LEADERBOARDS) {
    router.get(`/statistics/${board}`, async (req, res) => {
      const query = parseQuery(rankingQuery, req);
      res.json(await ranking(db, board, query, callerOf(req).userRef));
    });
  }

  router.get('/statistics/user/impact', async (req, res) => {
    res.json(await userImpact(db, callerOf(req).userRef));
  });

  router.get('/statistics/global', async (req, res) => {
    const { period } = parseQuery(seriesQuery, req);
    res.json({
      statistics: await globalSeries(db, period),
      summary: await globalSummary(db),
    });
  });

  router.get('/statistics/user/:ref', async (req, res) => {
    const { ref } = parseParams(userRefParams, req);
    const { period } = parseQuery(seriesQuery, req);
    res.json(await userStatistics(db, ref, callerOf(req).userRef, period));
  });

  return router;
};
