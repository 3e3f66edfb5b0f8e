import { z } from 'zod';
import { zUserRef } from '@agora/contract';
import { inPath } from '../service/validation';

export const userRefParams = z.object({
  ref: inPath(zUserRef, 'User not found'),
});
