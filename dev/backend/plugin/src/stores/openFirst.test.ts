import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { seedDemoData } from '../seed';
import type { Caller } from '../domain/caller';
import { openTestDatabase } from '../testing/testDatabase';
import { closeAsDuplicate, reopenQuestion } from './duplicates';
import { lowerRankedIds } from './openFirst';
import { filteredPosts, orderPosts, type PostFilter } from './postQuery';
import { parseQuery } from './search/queryText';

/** A search as listPosts resolves it when some post has every word. */
const searchFor = (word: string): PostFilter => ({
  searchQuery: word,
  search: { ...parseQuery(word), mode: 'all' },
});
import { listPosts } from './posts';
import { deletePost } from './postWrites';
import { reviewPost } from './reviews';
import { whereNotFlagHidden } from './flagHidden';

const reader: Caller = { userRef: 'user:default/guest', isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };

describe('lists put duplicates and outdated posts last', () => {
  let db: Knex;
  let close: () => Promise<void>;
  /** Two closed questions and the original of the first. */
  let closed: number[];
  let original: number;
  let outdated: number;
  let tag: string;
  /** A word of the first closed question's title. */
  let word: string;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_open_first'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
    const questions: number[] = (
      await db('posts')
        .where({ type: 'question', status: 'active' })
        .orderBy('created', 'desc')
        .pluck('id')
    ).map(Number);
    // The newest questions, so a first page would show them.
    original = questions[2];
    closed = [questions[0], questions[1]];
    for (const id of closed)
      await closeAsDuplicate(db, id, original, moderator);
    const article = await db('posts')
      .where({ type: 'article', status: 'active' })
      .orderBy('created', 'desc')
      .first('id');
    outdated = Number(article.id);
    await reviewPost(db, outdated, 'outdated', moderator);
    const tagged = await db('post_tags')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .where('post_tags.post_id', closed[0])
      .first('tags.tag');
    tag = tagged.tag;
    const title: string = (await db('posts').where('id', closed[0]).first())
      .title;
    word = title
      .split(/\W+/)
      .find(w => w.length >= 5)!
      .toLowerCase();
  }, 30_000);
  afterAll(() => close());

  /** Every match in the list's own order, the general way. */
  async function inOrder(query: PostFilter): Promise<number[]> {
    const qb = filteredPosts(db, query, reader).select('posts.id');
    orderPosts(qb, query);
    return (await qb).map((row: { id: number | string }) => Number(row.id));
  }

  /** Pages of three through listPosts, every id in order. */
  async function paged(query: PostFilter) {
    const seen: number[] = [];
    for (let offset = 0; ; offset += 3) {
      const page = await listPosts(db, { ...query, limit: 3, offset }, reader);
      if (page.posts.length === 0) return { ids: seen, total: page.total };
      seen.push(...page.posts.map(post => post.id));
    }
  }

  it.each<[string, PostFilter]>([
    ['newest first', {}],
    ['oldest first', { order: 'asc' }],
    ['by views', { orderBy: 'views' }],
    ['by trend', { orderBy: 'trend' }],
    ['questions', { type: 'question' }],
    ['a tag (post_tags listing)', {}],
    ['a search (best match first)', {}],
  ])(
    '%s: the rest in order, then the lower-ranked in order',
    async (name, given) => {
      let query = given;
      if (name.startsWith('a tag')) query = { tags: [tag] };
      if (name.startsWith('a search')) query = searchFor(word);
      const expected = await inOrder(query);
      const lower = new Set(await lowerRankedIds(db));
      const { ids, total } = await paged(query);
      expect(total).toBe(expected.length);
      expect(ids).toEqual([
        ...expected.filter(id => !lower.has(id)),
        ...expected.filter(id => lower.has(id)),
      ]);
      // The query reaches some of them, or the test would prove nothing.
      expect(ids.some(id => lower.has(id))).toBe(true);
    },
  );

  it('lists the closed and outdated posts: the duplicate after its original', async () => {
    const { ids } = await paged({});
    expect(ids.slice(-3).sort()).toEqual([...closed, outdated].sort());
    expect(ids.indexOf(original)).toBeLessThan(ids.indexOf(closed[0]));
  });

  it('ranks a question as usual again once reopened, or once its original is deleted', async () => {
    expect(await lowerRankedIds(db)).toContain(closed[1]);
    await reopenQuestion(db, closed[1], moderator);
    expect(await lowerRankedIds(db)).not.toContain(closed[1]);
    await deletePost(db, original, 'merged elsewhere', moderator);
    expect(await lowerRankedIds(db)).not.toContain(closed[0]);
    expect((await paged({})).ids.slice(0, 2)).toEqual(closed);
  });

  it('takes a post reviewed still valid back into the usual order', async () => {
    expect(await lowerRankedIds(db)).toEqual([outdated]);
    await reviewPost(db, outdated, 'valid', moderator);
    expect(await lowerRankedIds(db)).toEqual([]);
  });
});

describe('lists leave out posts hidden by flags and keep their shortcuts', () => {
  let db: Knex;
  let close: () => Promise<void>;
  let hidden: number[];
  /** The author of one hidden post, who still lists it. */
  let author: Caller;
  let tag: string;
  let word: string;
  // The demo's own guest wrote some of its questions.
  const stranger: Caller = {
    userRef: 'user:default/stranger',
    isModerator: false,
  };

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_flag_hidden_lists'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
    const questions: number[] = (
      await db('posts')
        .where({ type: 'question', status: 'active' })
        .orderBy('created', 'desc')
        .pluck('id')
    ).map(Number);
    // The newest question, one closed as a duplicate (listed last), and one
    // whose author reads the lists.
    await closeAsDuplicate(db, questions[1], questions[3], moderator);
    hidden = [questions[0], questions[1], questions[4]];
    for (const id of hidden)
      await db('flag_hidden').insert({
        target_kind: 'post',
        target_id: id,
        post_id: id,
        hidden_at: new Date().toISOString(),
      });
    const own = await db('posts').where('id', questions[4]).first('author');
    author = { userRef: own.author, isModerator: false };
    const tagged = await db('post_tags')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .where('post_tags.post_id', questions[0])
      .first('tags.tag');
    tag = tagged.tag;
    const title: string = (await db('posts').where('id', questions[0]).first())
      .title;
    word = title
      .split(/\W+/)
      .find(w => w.length >= 5)!
      .toLowerCase();
  }, 30_000);
  afterAll(() => close());

  /** The general query: every match the caller may read, lower-ranked last. */
  async function expected(query: PostFilter, caller: Caller) {
    const qb = filteredPosts(db, query, caller).select('posts.id');
    whereNotFlagHidden(db, qb, 'post', 'posts', caller);
    orderPosts(qb, query);
    const ids: number[] = (await qb).map((row: { id: number | string }) =>
      Number(row.id),
    );
    const lower = new Set(await lowerRankedIds(db));
    return [
      ...ids.filter(id => !lower.has(id)),
      ...ids.filter(id => lower.has(id)),
    ];
  }

  async function paged(query: PostFilter, caller: Caller) {
    const seen: number[] = [];
    for (let offset = 0; ; offset += 4) {
      const page = await listPosts(db, { ...query, limit: 4, offset }, caller);
      if (page.posts.length === 0) return { ids: seen, total: page.total };
      seen.push(...page.posts.map(post => post.id));
    }
  }

  it.each<[string, PostFilter]>([
    ['newest first', {}],
    ['oldest first', { order: 'asc' }],
    ['by views', { orderBy: 'views' }],
    ['by trend', { orderBy: 'trend' }],
    ['questions (kept counters)', { type: 'question' }],
    ['a tag (post_tags listing)', {}],
    ['a search (best match first)', {}],
  ])('%s: the general query’s order and total', async (name, given) => {
    let query = given;
    if (name.startsWith('a tag')) query = { tags: [tag] };
    if (name.startsWith('a search')) query = searchFor(word);
    for (const caller of [stranger, author, moderator]) {
      const want = await expected(query, caller);
      const { ids, total } = await paged(query, caller);
      expect({ caller: caller.userRef, ids, total }).toEqual({
        caller: caller.userRef,
        ids: want,
        total: want.length,
      });
    }
    // Each list reaches a hidden post, or the test would prove nothing.
    const all = (await paged(query, moderator)).ids;
    expect(all.some(id => hidden.includes(id))).toBe(true);
    const read = (await paged(query, stranger)).ids;
    expect(read.some(id => hidden.includes(id))).toBe(false);
  });

  it('lists its own hidden post to its author', async () => {
    expect((await paged({}, author)).ids).toContain(hidden[2]);
    expect((await paged({}, stranger)).ids).not.toContain(hidden[2]);
  });
});
