import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { seedDemoData } from '../../seed';
import { ALL_USERS } from '../../seed/catalogRefs';
import { numOf } from '../dbValues';
import {
  attributedComments,
  liveAnswers,
  liveAnswerVotes,
  livePostVotes,
} from '../liveContent';
import { listTags } from '../tags';
import { listEntities, entityLinks } from '../entities';
import { CORRECT_ANSWER_POINTS, listUsers } from '../users';
import { recountDirectories } from './directoryCounts';
import { openTestDatabase } from '../../testing/testDatabase';
import {
  communityWriter,
  COMMUNITY_MODERATOR as moderator,
  WRITE_KINDS,
} from '../../testing/seededCommunity';

/**
 * The tag, entity and user counters kept on write (`tag_counts`,
 * `entity_counts`, `user_counts`) against the queries `GET /tags`,
 * `/entities` and `/users` ran before them, which counted everything from
 * the base tables on every request: after a seeded random run of every
 * write that can move a number, each list, in each sort, must equal the old
 * query's.
 */

const typeCounts = (db: Knex) => {
  const n = (type: string, alias: string) =>
    db.raw(`sum(case when p.type = ? then 1 else 0 end) as "${alias}"`, [type]);
  return [
    db.raw('count(*) as "postsCount"'),
    n('question', 'questionsCount'),
    n('article', 'articlesCount'),
    n('link', 'linksCount'),
  ];
};

function oldTags(db: Knex) {
  const posts = db('post_tags as pt')
    .join('posts as p', 'p.id', 'pt.post_id')
    .where('p.status', 'active')
    .groupBy('pt.tag_id')
    .select('pt.tag_id', ...typeCounts(db));
  const followers = db('tag_followers')
    .groupBy('tag_id')
    .select('tag_id', db.raw('count(*) as "followerCount"'));
  return db('tags as t')
    .leftJoin(posts.as('pc'), 'pc.tag_id', 't.id')
    .leftJoin(followers.as('fc'), 'fc.tag_id', 't.id')
    .select(
      't.tag',
      db.raw('coalesce(pc."postsCount", 0) as "postsCount"'),
      db.raw('coalesce(pc."questionsCount", 0) as "questionsCount"'),
      db.raw('coalesce(pc."articlesCount", 0) as "articlesCount"'),
      db.raw('coalesce(pc."linksCount", 0) as "linksCount"'),
      db.raw('coalesce(fc."followerCount", 0) as "followerCount"'),
    );
}

function oldEntities(db: Knex) {
  const referenced = db('post_entities as pe')
    .join('posts as p', 'p.id', 'pe.post_id')
    .where('p.status', 'active')
    .select('pe.entity_ref');
  const refs = referenced.union(db('entity_followers').select('entity_ref'));
  const posts = db('post_entities as pe')
    .join('posts as p', 'p.id', 'pe.post_id')
    .where('p.status', 'active')
    .groupBy('pe.entity_ref')
    .select('pe.entity_ref', ...typeCounts(db));
  const followers = db('entity_followers')
    .groupBy('entity_ref')
    .select('entity_ref', db.raw('count(*) as "followerCount"'));
  return db
    .from(refs.as('e'))
    .leftJoin(posts.as('pc'), 'pc.entity_ref', 'e.entity_ref')
    .leftJoin(followers.as('fc'), 'fc.entity_ref', 'e.entity_ref')
    .select(
      'e.entity_ref as entityRef',
      db.raw('coalesce(pc."postsCount", 0) as "postsCount"'),
      db.raw('coalesce(pc."questionsCount", 0) as "questionsCount"'),
      db.raw('coalesce(pc."articlesCount", 0) as "articlesCount"'),
      db.raw('coalesce(pc."linksCount", 0) as "linksCount"'),
      db.raw('coalesce(fc."followerCount", 0) as "followerCount"'),
    );
}

function oldUsers(db: Knex) {
  const attributedPosts = () =>
    db('posts').where('status', 'active').where('anonymous', false);
  const attributedAnswers = () => liveAnswers(db).where('anonymous', false);
  const refs = attributedPosts()
    .select('author as user_ref')
    .union(attributedAnswers().select('author as user_ref'))
    .union(attributedComments(db).select('author as user_ref'))
    .union(db('user_followers').select('user_ref'));
  const sumIf = (cond: string, alias: string) =>
    db.raw(`sum(case when ${cond} then 1 else 0 end) as "${alias}"`);
  const posts = attributedPosts()
    .groupBy('author')
    .select(
      'author',
      sumIf(`type = 'question'`, 'questions'),
      sumIf(`type = 'article'`, 'articles'),
      sumIf(`type = 'link'`, 'links'),
      db.raw('sum(views) as "views"'),
      db.raw('sum(score) as "score"'),
    );
  const answers = attributedAnswers()
    .groupBy('author')
    .select(
      'author',
      db.raw('count(*) as "answers"'),
      db.raw('sum(score) as "score"'),
      sumIf('correct', 'correct'),
    );
  const comments = attributedComments(db)
    .groupBy('author')
    .select('author', db.raw('count(*) as "comments"'));
  const votes = db
    .from(
      livePostVotes(db)
        .select('user_ref')
        .unionAll(liveAnswerVotes(db).select('user_ref'))
        .as('all_votes'),
    )
    .groupBy('user_ref')
    .select('user_ref', db.raw('count(*) as "votes"'));
  const followers = db('user_followers')
    .groupBy('user_ref')
    .select('user_ref', db.raw('count(*) as "followers"'));
  const c = (alias: string, column: string) =>
    `coalesce(${alias}."${column}", 0)`;
  return db
    .from(refs.as('u'))
    .leftJoin(posts.as('p'), 'p.author', 'u.user_ref')
    .leftJoin(answers.as('a'), 'a.author', 'u.user_ref')
    .leftJoin(comments.as('cm'), 'cm.author', 'u.user_ref')
    .leftJoin(votes.as('v'), 'v.user_ref', 'u.user_ref')
    .leftJoin(followers.as('f'), 'f.user_ref', 'u.user_ref')
    .select(
      'u.user_ref as userRef',
      db.raw(`${c('p', 'views')} as "totalViews"`),
      db.raw(`${c('p', 'questions')} as "totalQuestions"`),
      db.raw(`${c('p', 'articles')} as "totalArticles"`),
      db.raw(`${c('p', 'links')} as "totalLinks"`),
      db.raw(`${c('a', 'answers')} as "totalAnswers"`),
      db.raw(`${c('cm', 'comments')} as "totalComments"`),
      db.raw(`${c('v', 'votes')} as "totalVotes"`),
      db.raw(`${c('f', 'followers')} as "totalFollowers"`),
      db.raw(`${c('p', 'score')} as "postScore"`),
      db.raw(`${c('a', 'score')} as "answerScore"`),
      db.raw(`${c('a', 'correct')} as "correctAnswers"`),
      db.raw(
        `${c('p', 'score')} + ${c('a', 'score')} + ${CORRECT_ANSWER_POINTS} * ${c('a', 'correct')} as "reputation"`,
      ),
    );
}

/** Rows with every count as a number, keyed fields first, in the old query's order. */
async function ordered(
  qb: Knex.QueryBuilder,
  orderBy: string,
  order: 'asc' | 'desc',
  tieBreak: string,
) {
  qb.orderBy(orderBy, order);
  if (orderBy !== tieBreak) qb.orderBy(tieBreak, 'asc');
  const rows: Record<string, unknown>[] = await qb;
  return rows.map(row =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, k === tieBreak ? v : numOf(v)]),
    ),
  );
}

const pick = <T extends object>(item: T, keys: string[]) =>
  Object.fromEntries(keys.map(k => [k, (item as Record<string, unknown>)[k]]));

const TAG_KEYS = [
  'tag',
  'postsCount',
  'questionsCount',
  'articlesCount',
  'linksCount',
  'followerCount',
];
const ENTITY_KEYS = [
  'entityRef',
  'postsCount',
  'questionsCount',
  'articlesCount',
  'linksCount',
  'followerCount',
];
const USER_KEYS = [
  'userRef',
  'totalViews',
  'totalQuestions',
  'totalArticles',
  'totalLinks',
  'totalAnswers',
  'totalComments',
  'totalVotes',
  'totalFollowers',
  'postScore',
  'answerScore',
  'correctAnswers',
  'reputation',
];

const ALL = { limit: 1000, offset: 0 };

describe('tag, entity and user counters (tag_counts, entity_counts, user_counts)', () => {
  let db: Knex;
  let close: () => Promise<void>;

  // Migrating and seeding a PostgreSQL database may pass jest's default 5 s
  // on a loaded machine.
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_directory'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
  }, 30_000);
  afterAll(() => close());

  /** Every list, in every sort, against the old query. */
  async function expectListsRight(step: string) {
    for (const orderBy of ['postsCount', 'tag', 'followerCount'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const { tags, total } = await listTags(
          db,
          { ...ALL, orderBy, order },
          moderator,
        );
        const old = await ordered(oldTags(db), orderBy, order, 'tag');
        expect({ step, tags: tags.map(t => pick(t, TAG_KEYS)) }).toEqual({
          step,
          tags: old,
        });
        expect(total).toBe(old.length);
      }
    }
    for (const orderBy of [
      'postsCount',
      'entityRef',
      'followerCount',
    ] as const) {
      const { entities, total } = await listEntities(
        db,
        { ...ALL, orderBy, order: 'desc' },
        moderator,
      );
      const old = await ordered(oldEntities(db), orderBy, 'desc', 'entityRef');
      expect({
        step,
        entities: entities.map(e => pick(e, ENTITY_KEYS)),
      }).toEqual({ step, entities: old });
      expect(total).toBe(old.length);
    }
    const links = (await entityLinks(db, moderator)).entities;
    const withPosts = (
      await ordered(oldEntities(db), 'postsCount', 'desc', 'entityRef')
    ).filter(e => Number(e.postsCount) > 0);
    expect(links).toEqual(
      withPosts.map(e => ({ entityRef: e.entityRef, count: e.postsCount })),
    );
    for (const orderBy of [
      'reputation',
      'totalQuestions',
      'totalAnswers',
      'totalFollowers',
      'userRef',
    ] as const) {
      const { users, total } = await listUsers(db, {
        ...ALL,
        orderBy,
        order: 'desc',
      });
      const old = await ordered(oldUsers(db), orderBy, 'desc', 'userRef');
      expect({ step, users: users.map(u => pick(u, USER_KEYS)) }).toEqual({
        step,
        users: old,
      });
      expect(total).toBe(old.length);
    }
  }

  it('holds the seeded community; the loaders count the same as a recount', async () => {
    await expectListsRight('seeded');
    const counters = async () => ({
      tags: await db('tag_counts').orderBy('tag_id'),
      entities: await db('entity_counts').orderBy('entity_ref'),
      users: await db('user_counts').orderBy('user_ref'),
    });
    const kept = await counters();
    expect(kept.users.length).toBeGreaterThan(5);
    await db.transaction(trx => recountDirectories(trx));
    expect(await counters()).toEqual(kept);
  });

  // Every write also keeps the statistics and leaderboard counters: over
  // jest's default 5 s on PostgreSQL.
  it('stays right through a seeded random run of every write', async () => {
    // Every write that can move a number, each once first.
    const kinds = WRITE_KINDS.filter(k => k !== 'seen');
    const writer = communityWriter(db, {
      seed: 16,
      authors: ALL_USERS,
      readers: [],
      tags: (await db('tags').pluck('tag')).slice(0, 12),
      weights: Object.fromEntries(kinds.map(k => [k, 1])),
      everyKindFirst: true,
    });
    for (let i = 0; i < 160; i++) {
      // Refused writes (a correct answer's delete, nothing deleted to
      // restore) roll back whole; the lists are checked after them too.
      const { kind } = await writer.write();
      if (i % 8 === 7 || i < kinds.length)
        await expectListsRight(`${i} ${kind}`);
    }
    await expectListsRight('end');
    // Every kind of write really ran, not only its refusals.
    expect(writer.neverDone()).toEqual([]);
  }, 60_000);
});
