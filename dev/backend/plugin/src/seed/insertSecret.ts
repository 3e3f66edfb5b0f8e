import type { Knex } from 'knex';
import type { Clock } from './clock';
import { secretQuestions } from './content/secretPosts';
import { insertId } from './insertPosts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo posts tagged `secret` (content/secretPosts.ts), each with an
 * accepted answer, and the `secret` tag itself. Fixed authors and dates
 * (days before the clock's anchor) rather than random draws, as
 * insertDeleted.ts does, so the rest of the community stays as it was.
 */
export async function insertSecretPosts(
  trx: Knex.Transaction,
  tagIds: Map<string, number>,
  clock: Clock,
) {
  const anchor = Date.parse(clock.anchorIso);
  const at = (daysAgo: number) =>
    new Date(anchor - daysAgo * DAY).toISOString();
  const secretTag = await insertId(trx, 'tags', {
    tag: 'secret',
    description:
      'Read only by the payments team (the dev permission policy, docs/permissions.md).',
    created: at(185),
  });
  const tags = new Map(tagIds).set('secret', secretTag);
  for (const post of secretQuestions) {
    const created = at(post.daysAgo);
    const id = await insertId(trx, 'posts', {
      type: 'question',
      title: post.title,
      content: post.body,
      author: post.author,
      anonymous: false,
      created,
      status: 'active',
    });
    for (const tag of post.tags) {
      await trx('post_tags').insert({
        post_id: id,
        tag_id: tags.get(tag),
        status: 'active',
        created,
      });
    }
    for (const entityRef of post.entities)
      await trx('post_entities').insert({ post_id: id, entity_ref: entityRef });
    await trx('answers').insert({
      post_id: id,
      content: post.answer.body,
      author: post.answer.author,
      anonymous: false,
      created: new Date(Date.parse(created) + 3 * HOUR).toISOString(),
      correct: true,
    });
  }
}
