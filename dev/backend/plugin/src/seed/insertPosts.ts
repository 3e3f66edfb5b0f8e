import type { Knex } from 'knex';
import { USERS, TEAMS, ALL_USERS, type DemoUser } from './catalogRefs';
import type { Random } from './random';
import type { Clock } from './clock';
import type { QuestionSeed, Team } from './content/types';
import { insertComments } from './insertComments';

/** What every post needs, whatever its type. */
export interface PostDraft {
  type: 'question' | 'article' | 'link';
  title: string;
  content: string;
  team: Team;
  tags: string[];
  entities: string[];
  url?: string;
  anonymous?: boolean;
  status?: 'active' | 'deleted';
  deleteReason?: string;
  answers?: QuestionSeed['answers'];
  correct?: number;
  anonymousAnswers?: number[];
}

export interface SeededPost {
  id: number;
  title: string;
  author: string;
  created: string;
}

/** Inserts `row` into `table` and answers its id, on SQLite and PostgreSQL. */
export async function insertId(
  trx: Knex.Transaction,
  table: string,
  row: object,
): Promise<number> {
  const [inserted] = await trx(table).insert(row).returning('id');
  return Number(typeof inserted === 'object' ? inserted.id : inserted);
}

const others = (author: string) => ALL_USERS.filter(u => u !== author);

/**
 * Inserts one post with its tags, entities, answers, comments, votes, views,
 * clicks and favorites. Counters are left at 0 here and recomputed from the
 * rows afterwards (see counters.ts), so they cannot disagree.
 */
export async function insertPost(
  trx: Knex.Transaction,
  draft: PostDraft,
  ctx: {
    random: Random;
    clock: Clock;
    tagIds: Map<string, number>;
    created: string;
  },
): Promise<SeededPost> {
  const { random, clock, tagIds, created } = ctx;
  const author = USERS[random.pick(TEAMS[draft.team]) as DemoUser];
  const active = (draft.status ?? 'active') === 'active';
  // A moderator edited it, then removed it.
  const removed = active ? null : clock.after(created, 2, 30);
  const moderator = active ? null : USERS.maria;
  const id = await insertId(trx, 'posts', {
    type: draft.type,
    title: draft.title,
    content: draft.content,
    author,
    anonymous: draft.anonymous ?? false,
    created,
    status: draft.status ?? 'active',
    delete_reason: draft.deleteReason ?? null,
    url: draft.url ?? null,
    updated: removed,
    updated_by: moderator,
    deleted_at: removed,
    deleted_by: moderator,
  });
  for (const tag of draft.tags) {
    const tagId = tagIds.get(tag);
    if (tagId === undefined)
      throw new Error(`Seed tag "${tag}" is not defined in content/tags.ts`);
    // The post's status and created are copied for tag lists
    // (stores/tagListing.ts).
    await trx('post_tags').insert({
      post_id: id,
      tag_id: tagId,
      status: draft.status ?? 'active',
      created,
    });
  }
  for (const entityRef of draft.entities) {
    await trx('post_entities').insert({ post_id: id, entity_ref: entityRef });
  }
  if (!active) return { id, title: draft.title, author, created };

  // Popular-ish posts get more of everything, which gives "hot" lists a shape.
  const popularity = random.next();
  for (const voter of random.sample(
    others(author),
    Math.round(popularity * 8),
  )) {
    await trx('post_votes').insert({
      post_id: id,
      user_ref: voter,
      value: random.chance(0.88) ? 1 : -1,
      created: clock.after(created, 1, 24 * 20),
    });
  }
  for (const viewer of random.sample(
    ALL_USERS,
    2 + Math.round(popularity * 10),
  )) {
    for (let visit = random.int(1, 3); visit > 0; visit--) {
      await trx('post_views').insert({
        post_id: id,
        user_ref: viewer,
        viewed: clock.after(created, 0, 24 * 40),
      });
    }
  }
  if (draft.type === 'link') {
    for (const clicker of random.sample(ALL_USERS, random.int(1, 9))) {
      await trx('post_clicks').insert({
        post_id: id,
        user_ref: clicker,
        created: clock.after(created, 0, 24 * 30),
      });
    }
  }
  for (const fan of random.sample(
    others(author),
    random.chance(0.4) ? random.int(1, 3) : 0,
  )) {
    await trx('post_favorites').insert({
      post_id: id,
      user_ref: fan,
      created: clock.after(created, 1, 24 * 30),
    });
  }
  await insertComments(
    trx,
    { postId: id, answerId: null, author, created },
    random,
    clock,
    3,
  );
  await insertAnswers(trx, { id, author, created }, draft, random, clock);
  return { id, title: draft.title, author, created };
}

async function insertAnswers(
  trx: Knex.Transaction,
  post: { id: number; author: string; created: string },
  draft: PostDraft,
  random: Random,
  clock: Clock,
) {
  const answerers = random.sample(
    others(post.author),
    draft.answers?.length ?? 0,
  );
  let previous = post.created;
  for (const [index, content] of (draft.answers ?? []).entries()) {
    const author = answerers[index];
    const correct = draft.correct === index;
    const created = clock.after(previous, 1, 24 * 4);
    previous = created;
    const answerId = await insertId(trx, 'answers', {
      post_id: post.id,
      content,
      author,
      anonymous: draft.anonymousAnswers?.includes(index) ?? false,
      created,
      correct,
    });
    // The accepted answer tends to be the best voted one, as in real life.
    const votes = correct ? random.int(3, 8) : random.int(0, 4);
    for (const voter of random.sample(others(author), votes)) {
      await trx('answer_votes').insert({
        answer_id: answerId,
        user_ref: voter,
        value: correct || random.chance(0.8) ? 1 : -1,
        created: clock.after(created, 1, 24 * 10),
      });
    }
    await insertComments(
      trx,
      { postId: post.id, answerId, author, created },
      random,
      clock,
      2,
    );
  }
}
