import type { Knex } from 'knex';
import { USERS } from './catalogRefs';
import type { Clock } from './clock';

const HOUR = 3_600_000;

/**
 * Posts moderators removed, so the moderator area's Deleted posts tab has
 * rows of every type on a fresh portal: who deleted each one, when and why.
 * Fixed authors and dates (days before the clock's anchor) rather than
 * random draws, so the rest of the community stays exactly as it was.
 */
const DELETED = [
  {
    type: 'question',
    title: 'How do I restart payments-service?',
    content: 'It is stuck again, what is the command to restart it?',
    author: USERS.sofia,
    tags: ['payments'],
    daysAgo: 20,
    deletedBy: USERS.maria,
    reason: 'Duplicate of the existing runbook question about restarts.',
  },
  {
    type: 'article',
    title: 'Our Jenkins setup (2019)',
    content: 'How the old Jenkins farm was configured.',
    author: USERS.liam,
    tags: ['ci'],
    daysAgo: 9,
    deletedBy: USERS.guest,
    reason: 'Outdated: CI moved to GitHub Actions.',
  },
  {
    type: 'link',
    title: 'Cheap cloud credits',
    content: '',
    url: 'https://example.com/credits',
    author: USERS.chloe,
    tags: [],
    daysAgo: 3,
    deletedBy: USERS.maria,
    reason: null,
  },
] as const;

export async function insertDeletedPosts(
  trx: Knex.Transaction,
  tagIds: Map<string, number>,
  clock: Clock,
) {
  const anchor = Date.parse(clock.anchorIso);
  for (const post of DELETED) {
    const created = new Date(anchor - post.daysAgo * 24 * HOUR).toISOString();
    const [inserted] = await trx('posts')
      .insert({
        type: post.type,
        title: post.title,
        content: post.content,
        author: post.author,
        anonymous: false,
        created,
        status: 'deleted',
        delete_reason: post.reason,
        deleted_by: post.deletedBy,
        deleted_at: new Date(Date.parse(created) + 5 * HOUR).toISOString(),
        url: 'url' in post ? post.url : null,
      })
      .returning('id');
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
    for (const tag of post.tags) {
      await trx('post_tags').insert({
        post_id: id,
        tag_id: tagIds.get(tag),
        status: 'deleted',
        created,
      });
    }
  }
}
