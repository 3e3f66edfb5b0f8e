import { z } from 'zod';
import { inPath, zLimit } from '../service/validation';
import { opt } from './postsSchema';
import { zUserRef } from './listSchema';

const zPeriod = opt(
  z.enum(['7d', '30d', '1y'], { error: 'period must be 7d, 30d or 1y' }),
);

export const rankingQuery = z.object({
  limit: zLimit(100, 10),
  period: zPeriod,
});

/** Daily series cover the period, 30 days when absent. */
export const seriesQuery = z.object({ period: zPeriod });

export const userStatsParams = z.object({
  ref: inPath(zUserRef, 'User not found'),
});
