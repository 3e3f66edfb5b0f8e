import type { Knex } from 'knex';
import type { Caller } from '../service/types';
import { mayModify } from './dbValues';
import type { PostRow } from './posts';

/**
 * The portal policy's decision on changing one item of `post` written by
 * `author` (docs/permissions.md), read through the store's transaction
 * `trx` (SQLite has one connection). Routes pass one in policy mode;
 * without it the stores keep Agora's own rule: the author or a moderator.
 */
export type ModifyDecision = (
  author: string,
  post: PostRow,
  trx: Knex.Transaction,
) => Promise<boolean>;

export const mayModifyItem = async (
  caller: Caller,
  author: string,
  post: PostRow,
  trx: Knex.Transaction,
  decide?: ModifyDecision,
) => (decide ? decide(author, post, trx) : mayModify(caller, author));
