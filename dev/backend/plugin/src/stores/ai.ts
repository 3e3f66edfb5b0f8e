import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import type { AIResponse, PostType } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { NotFoundError } from '@backstage/errors';
import { isoOf, nowIso } from './dbValues';
import { writeTransaction } from './transactions';
import { loadPost } from './postAccess';

export interface AiSource {
  title: string;
  content: string;
  tags: string[];
}

/** A post the caller may read, of the expected type, as AI input. */
export async function postForAi(
  db: Knex,
  id: number,
  type: PostType,
  caller: Caller,
): Promise<AiSource> {
  const missing =
    type === 'article' ? 'Article not found' : 'Question not found';
  const post = await loadPost(db, id, caller, { missing });
  if (post.type !== type) throw new NotFoundError(missing);
  const tags: string[] = await db('post_tags')
    .join('tags', 'tags.id', 'post_tags.tag_id')
    .where('post_tags.post_id', id)
    .pluck('tags.tag');
  return { title: post.title, content: post.content, tags };
}

/**
 * Cache key of a post's AI text: kind, id and a hash of the input, so an
 * edited post gets a fresh answer instead of one about its old text.
 */
export function aiCacheKey(
  kind: 'question' | 'article',
  id: number,
  source: AiSource,
) {
  const hash = createHash('sha256')
    .update(JSON.stringify(source))
    .digest('hex')
    .slice(0, 32);
  return { prefix: `${kind}:${id}:`, key: `${kind}:${id}:${hash}` };
}

export async function cachedAiAnswer(
  db: Knex,
  key: string,
): Promise<AIResponse | undefined> {
  const row = await db('ai_answers').where('cache_key', key).first();
  return row ? { answer: row.answer, created: isoOf(row.created) } : undefined;
}

/** Replaces every cached answer of the post (older versions included). */
export async function saveAiAnswer(
  db: Knex,
  prefix: string,
  key: string,
  answer: string,
) {
  const created = nowIso();
  await writeTransaction(db, async trx => {
    await trx('ai_answers').where('cache_key', 'like', `${prefix}%`).delete();
    await trx('ai_answers').insert({ cache_key: key, answer, created });
  });
  return { answer, created };
}
