import type { Knex } from 'knex';
import { readFilterOf } from '../domain/callerRights';
import type { Suggestion } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { listPosts, serializePosts } from './posts';
import { restrictToReadable } from '../permissions/postFilterSql';

const NEW_POST_DAYS = 7;
const MAX_EACH = 10;

const NEW_TYPES: Record<string, Suggestion['type']> = {
  question: 'newQuestion',
  article: 'newArticle',
  link: 'newLink',
};

/**
 * What the caller might act on next: their answered questions that still
 * lack a correct answer (newest first), then other people's posts of the
 * last week in the tags, entities and users they follow.
 */
export async function suggestionsFor(
  db: Knex,
  caller: Caller,
): Promise<Suggestion[]> {
  const readable = readFilterOf(caller);
  const unresolved$ = db('posts')
    .where({
      author: caller.userRef,
      type: 'question',
      status: 'active',
      correct_answer: false,
    })
    .where('answers_count', '>', 0)
    .orderBy([
      { column: 'created', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(MAX_EACH);
  // A policy may hide even the caller's own posts.
  const unresolvedRows = await restrictToReadable(unresolved$, readable);
  const unresolved = await serializePosts(db, unresolvedRows, caller);

  const since = new Date(Date.now() - NEW_POST_DAYS * 86400_000)
    .toISOString()
    .slice(0, 10);
  const followed = await listPosts(
    db,
    {
      followed: true,
      fromDate: since,
      orderBy: 'created',
      limit: MAX_EACH * 2,
    },
    caller,
  );
  const fresh = followed.posts.filter(p => !p.own).slice(0, MAX_EACH);

  return [
    ...unresolved.map(post => ({
      type: 'noCorrectAnswer' as const,
      id: `noCorrectAnswer_${post.id}`,
      post,
    })),
    ...fresh.map(post => ({
      type: NEW_TYPES[post.type],
      id: `${NEW_TYPES[post.type]}_${post.id}`,
      post,
    })),
  ];
}
