import type { Knex } from 'knex';
import { USERS, ALL_USERS } from './catalogRefs';
import type { Clock } from './clock';
import type { Random } from './random';
import type { SeededPost } from './insertPosts';
import { tags } from './content/tags';
import { bannerPng } from './content/banners';
import { saveAttachment } from '../stores/attachments';
import { collections, follows, templates } from './content/curation';

/** Tags with descriptions and experts; returns their ids by name. */
export async function insertTags(trx: Knex.Transaction, clock: Clock) {
  const ids = new Map<string, number>();
  for (const [tag, { description, experts }] of Object.entries(tags)) {
    const [row] = await trx('tags')
      .insert({ tag, description, created: clock.daysAgo(182, 185) })
      .returning('id');
    const id = Number(typeof row === 'object' ? row.id : row);
    ids.set(tag, id);
    for (const expert of experts) {
      await trx('tag_experts').insert({ tag_id: id, user_ref: USERS[expert] });
    }
  }
  return ids;
}

/**
 * Collections (ranked 1..n, with header images), templates, follows (of
 * tags, entities, users and posts) and last-seen times. `agoraApi` is the
 * base of uploads' addresses and `attachmentsDirectory` where they are
 * stored (see seed/index.ts).
 */
export async function insertCuration(
  trx: Knex.Transaction,
  posts: SeededPost[],
  tagIds: Map<string, number>,
  clock: Clock,
  random: Random,
  uploads: { agoraApi: string; attachmentsDirectory?: string },
) {
  const byTitle = new Map(posts.map(p => [p.title, p]));
  const postTitled = (title: string, by: string) => {
    const post = byTitle.get(title);
    if (!post) throw new Error(`${by} refers to unknown post "${title}"`);
    return post;
  };
  for (const collection of collections) {
    const members = collection.posts.map(title =>
      postTitled(title, `Seed collection "${collection.title}"`),
    );
    const newest = members
      .map(p => p.created)
      .sort()
      .at(-1)!;
    const created = clock.after(newest, 2, 48);
    // The curator uploaded the header image, as the form would.
    await saveAttachment(
      trx,
      { data: bannerPng(collection.banner), mimeType: 'image/png' },
      USERS[collection.owner],
      uploads.attachmentsDirectory,
      collection.banner.uuid,
    );
    const [row] = await trx('collections')
      .insert({
        title: collection.title,
        description: collection.description,
        owner: USERS[collection.owner],
        created,
        header_image: `${uploads.agoraApi}/attachments/${collection.banner.uuid}`,
      })
      .returning('id');
    const collectionId = Number(typeof row === 'object' ? row.id : row);
    for (const [index, post] of members.entries()) {
      await trx('collection_posts').insert({
        collection_id: collectionId,
        post_id: post.id,
        position: index + 1,
        created,
      });
    }
    for (const follower of collection.followers) {
      await trx('collection_followers').insert({
        collection_id: collectionId,
        user_ref: USERS[follower],
      });
    }
  }
  for (const template of templates) {
    await trx('templates').insert({
      title: template.title,
      description: template.description,
      question_title: template.questionTitle,
      question_content: template.questionContent,
      tags: JSON.stringify(template.tags),
      entities: JSON.stringify(template.entities),
      created: clock.daysAgo(60, 90),
    });
  }
  for (const [user, tag] of follows.tags) {
    await trx('tag_followers').insert({
      tag_id: tagIds.get(tag),
      user_ref: USERS[user],
    });
  }
  for (const [user, entityRef] of follows.entities) {
    await trx('entity_followers').insert({
      entity_ref: entityRef,
      user_ref: USERS[user],
    });
  }
  for (const [follower, followed] of follows.users) {
    await trx('user_followers').insert({
      user_ref: USERS[followed],
      follower_ref: USERS[follower],
    });
  }
  for (const [user, title] of follows.posts) {
    await trx('post_followers').insert({
      post_id: postTitled(title, 'A seeded post follow').id,
      user_ref: USERS[user],
    });
  }
  for (const user of ALL_USERS) {
    await trx('users_seen').insert({
      user_ref: user,
      last_seen: clock.daysAgo(0, 6 + random.int(0, 20)),
    });
  }
}
