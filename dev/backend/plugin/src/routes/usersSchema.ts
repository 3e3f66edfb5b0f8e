import { z } from 'zod';
import { inPath } from '../service/validation';
import { listQuery, zUserRef } from './listSchema';

export const usersQuery = listQuery(
  [
    'totalQuestions',
    'reputation',
    'totalAnswers',
    'totalFollowers',
    'userRef',
  ] as const,
  'reputation',
);

export const userRefParams = z.object({
  ref: inPath(zUserRef, 'User not found'),
});
