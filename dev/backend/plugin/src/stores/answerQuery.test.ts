import type { Knex } from 'knex';
import type { AnswersQuery } from '@agora/contract';
import { mockServices } from '@backstage/backend-test-utils';
import { seedDemoData } from '../seed';
import { USERS } from '../seed/catalogRefs';
import type { Caller } from '../domain/caller';
import { openTestDatabase } from '../testing/testDatabase';
import { createAnswer, deleteAnswer, updateAnswer } from './answerWrites';
import { createPost, deletePost, restorePost } from './postWrites';
import { queryAnswers, whereAnswerMatches } from './answerQuery';
import { whereNotFlagHidden, whereParentNotFlagHidden } from './flagHidden';

const reader: Caller = { userRef: USERS.guest, isModerator: false };
const writer: Caller = { userRef: USERS.liam, isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };

const ORDER_SQL = {
  created: 'answers.created',
  score: 'answers.score',
  updated: 'COALESCE(answers.updated, answers.created)',
};

describe('POST /answers/query: kept totals and index orders (answers_status_*_id_idx)', () => {
  let db: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_answers'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
  }, 30_000);
  afterAll(() => close());

  /** Every matching id and the count as the query was written before: a join to posts, counted and sorted. */
  async function throughJoin(q: AnswersQuery, caller: Caller) {
    const order = q.order ?? 'desc';
    const qb = whereAnswerMatches(
      db,
      db('answers').join('posts', 'posts.id', 'answers.post_id'),
      q,
      caller,
    ).where('posts.status', 'active');
    // Hidden by flags (none until the last test): the general filters.
    whereNotFlagHidden(db, qb, 'answer', 'answers', caller);
    whereParentNotFlagHidden(db, qb, 'answers.post_id', caller);
    const rows = await qb
      .orderByRaw(`${ORDER_SQL[q.orderBy ?? 'created']} ${order}`)
      .orderBy('answers.id', order)
      .select('answers.id');
    return rows.map((row: { id: number | string }) => Number(row.id));
  }

  /** Pages through queryAnswers, checking every page's ids and total against the join. */
  async function expectSameAsJoin(q: AnswersQuery, caller: Caller = reader) {
    const expected = await throughJoin(q, caller);
    const seen: number[] = [];
    for (let offset = 0; offset <= expected.length; offset += 10) {
      const page = await queryAnswers(db, { ...q, limit: 10, offset }, caller);
      expect(page.total).toBe(expected.length);
      seen.push(...page.answers.map(a => a.id));
    }
    expect(seen).toEqual(expected);
    return expected;
  }

  /** A few days of answers, from the seeded answers' own days. */
  async function answerDays() {
    const rows = await db('answers').orderBy('created').select('created');
    const day = (i: number) =>
      new Date(rows[i].created).toISOString().slice(0, 10);
    return { from: day(Math.floor(rows.length / 3)), to: day(rows.length - 5) };
  }

  async function expectEveryShape() {
    const days = await answerDays();
    const seededAuthor = (await db('answers').first('author')).author;
    const post = Number((await db('answers').first('post_id')).post_id);
    const shapes: AnswersQuery[] = [
      {},
      { fromDate: days.from },
      { toDate: days.from },
      { fromDate: days.from, toDate: days.to },
      { fromDate: days.to, toDate: days.from },
      { author: seededAuthor },
      { author: writer.userRef },
      { postId: post },
      { searchQuery: 'the' },
      { noVotes: true },
      { author: seededAuthor, fromDate: days.from },
    ];
    let matched = 0;
    for (const shape of shapes)
      for (const orderBy of ['created', 'score', 'updated'] as const)
        for (const order of ['asc', 'desc'] as const) {
          const q = { ...shape, orderBy, order };
          matched += (await expectSameAsJoin(q)).length;
          if (shape.author === writer.userRef)
            await expectSameAsJoin(q, writer);
        }
    return matched;
  }

  it('lists and counts every shape of query exactly as the join did', async () => {
    expect(await expectEveryShape()).toBeGreaterThan(0);
  }, 60_000);

  it('keeps doing so through answers written, edited and deleted, and posts deleted and restored', async () => {
    const question = await createPost(
      db,
      {
        type: 'question',
        title: 'Answers counted from the days',
        content: 'Are the totals still right?',
        tags: [],
        entities: [],
        images: [],
        anonymous: false,
      },
      reader,
    );
    const shown = await createAnswer(
      db,
      question,
      { answer: 'Yes, the day moves' },
      writer,
    );
    const hidden = await createAnswer(
      db,
      question,
      { answer: 'Anonymous, counted for the author only', anonymous: true },
      writer,
    );
    await updateAnswer(
      db,
      question,
      shown,
      { answer: 'Yes, edited later' },
      writer,
    );
    const all = await expectSameAsJoin({});
    expect(all).toEqual(expect.arrayContaining([shown, hidden]));
    expect(await expectSameAsJoin({ author: writer.userRef })).not.toContain(
      hidden,
    );
    expect(
      await expectSameAsJoin({ author: writer.userRef }, writer),
    ).toContain(hidden);
    await expectEveryShape();

    await deleteAnswer(db, question, hidden, undefined, writer);
    expect(await expectSameAsJoin({})).not.toContain(hidden);
    await deletePost(db, question, 'no longer needed', moderator);
    expect(await expectSameAsJoin({})).not.toContain(shown);
    await expectEveryShape();
    await restorePost(db, question, moderator);
    expect(await expectSameAsJoin({})).toContain(shown);
    await expectEveryShape();
  }, 120_000);

  it('keeps its kept totals exact with answers and posts hidden by flags', async () => {
    const hide = (kind: string, id: number, postId: number) =>
      db('flag_hidden').insert({
        target_kind: kind,
        target_id: id,
        post_id: postId,
        hidden_at: new Date().toISOString(),
      });
    const others = await db('answers')
      .where('status', 'active')
      .whereNotIn('author', [reader.userRef, writer.userRef])
      .orderBy('id')
      .select('id', 'post_id');
    const [answer, underPost] = [others[0], others.at(-1)];
    const writers = await db('answers')
      .where({ status: 'active', author: writer.userRef })
      .first('id', 'post_id');
    const post = await db('posts')
      .where('id', underPost.post_id)
      .first('id', 'author');
    expect(post.author).not.toBe(reader.userRef);
    await hide('answer', Number(answer.id), Number(answer.post_id));
    await hide('answer', Number(writers.id), Number(writers.post_id));
    await hide('post', Number(post.id), Number(post.id));

    const all = await expectSameAsJoin({});
    expect(all).not.toContain(Number(answer.id));
    expect(all).not.toContain(Number(underPost.id));
    expect(all).not.toContain(Number(writers.id));
    expect(await expectSameAsJoin({}, writer)).toContain(Number(writers.id));
    expect(await expectSameAsJoin({}, moderator)).toContain(Number(answer.id));
    const days = await answerDays();
    for (const caller of [reader, writer, moderator])
      await expectSameAsJoin({ fromDate: days.from, toDate: days.to }, caller);
    await expectEveryShape();
  }, 120_000);
});
