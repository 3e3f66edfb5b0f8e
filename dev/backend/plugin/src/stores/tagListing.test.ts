import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { seedDemoData } from '../seed';
import type { Caller } from '../domain/caller';
import { filteredPosts, orderPosts, type PostFilter } from './postQuery';
import { listPosts } from './posts';
import { createPost, deletePost, restorePost, updatePost } from './postWrites';
import { deleteTag } from './tags';
import { tagListing } from './tagListing';
import { openTestDatabase } from '../testing/testDatabase';

const reader: Caller = { userRef: 'user:default/guest', isModerator: false };
const author: Caller = { userRef: 'user:default/alice', isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };

describe('tag lists from post_tags (post_tags_tag_status_created_idx)', () => {
  let db: Knex;
  let close: () => Promise<void>;
  /** Demo tags, most used first. */
  let tags: string[];
  /** A tag of a deleted demo post. */
  let deletedTag: string;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_tags'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
    tags = (
      await db('post_tags')
        .join('tags', 'tags.id', 'post_tags.tag_id')
        .groupBy('tags.tag')
        .orderByRaw('COUNT(*) DESC, tags.tag')
        .select('tags.tag')
    ).map(row => row.tag);
    const deleted = await db('post_tags')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .join('posts', 'posts.id', 'post_tags.post_id')
      .where('posts.status', 'deleted')
      .first('tags.tag');
    deletedTag = deleted.tag;
  }, 30_000);
  afterAll(() => close());

  /** post_tags rows whose copies differ from their post's status or created. */
  async function staleCopies(): Promise<number> {
    const row = await db('post_tags')
      .join('posts', 'posts.id', 'post_tags.post_id')
      .where(q =>
        q
          .whereRaw('post_tags.status <> posts.status')
          .orWhereRaw('post_tags.created <> posts.created')
          .orWhereNull('post_tags.created'),
      )
      .count({ n: '*' })
      .first();
    return Number(row?.n);
  }

  /** Every matching id and the count, the general way: filtering and sorting `posts`. */
  async function throughPosts(query: PostFilter, caller: Caller) {
    const qb = filteredPosts(db, query, caller).select('posts.id');
    orderPosts(qb, query);
    return (await qb).map((row: { id: number | string }) => Number(row.id));
  }

  /** Pages through listPosts and checks every page's ids and total against the general way. */
  async function expectSameAsPosts(query: PostFilter, caller: Caller = reader) {
    const expected = await throughPosts(query, caller);
    const seen: number[] = [];
    for (let offset = 0; offset <= expected.length; offset += 3) {
      const page = await listPosts(db, { ...query, limit: 3, offset }, caller);
      expect(page.total).toBe(expected.length);
      seen.push(...page.posts.map(p => p.id));
    }
    expect(seen).toEqual(expected);
    return expected;
  }

  it('copies status and created for every seeded post', async () => {
    const rows = await db('post_tags').count({ n: '*' }).first();
    expect(Number(rows?.n)).toBeGreaterThan(10);
    expect(await staleCopies()).toBe(0);
  });

  // Objects, not rows: a row shorter than the test's parameters would make
  // jest pass its `done` callback as the caller.
  it.each<{
    name: string;
    query: (t: string[]) => PostFilter;
    caller?: Caller;
    empty?: boolean;
  }>([
    { name: 'one tag, newest first', query: t => ({ tags: [t[0]] }) },
    {
      name: 'one tag, oldest first',
      query: t => ({ tags: [t[0]], order: 'asc' }),
    },
    { name: 'two tags, both', query: t => ({ tags: [t[0], t[1]] }) },
    {
      name: 'two tags, either',
      query: t => ({ tags: [t[0], t[1]], tagsRelation: 'or' }),
    },
    {
      name: 'a tag in another case',
      query: t => ({ tags: [t[0].toUpperCase()] }),
    },
    {
      name: 'an unknown tag',
      query: () => ({ tags: ['no-such-tag'] }),
      empty: true,
    },
    {
      name: 'a known and an unknown tag',
      query: t => ({ tags: [t[0], 'no-such-tag'] }),
      empty: true,
    },
    {
      name: 'an unknown tag or a known one',
      query: t => ({ tags: ['no-such-tag', t[0]], tagsRelation: 'or' }),
    },
    {
      name: 'deleted posts, for a moderator',
      query: () => ({ tags: [deletedTag], status: 'deleted' }),
      caller: moderator,
    },
    {
      name: 'by score (count from post_tags)',
      query: t => ({ tags: [t[0]], orderBy: 'score' }),
    },
    {
      name: 'by trend (count from post_tags)',
      query: t => ({ tags: [t[0]], orderBy: 'trend' }),
    },
  ])(
    'lists $name exactly as filtering posts does',
    async ({ query, caller, empty }) => {
      const ids = await expectSameAsPosts(query(tags), caller ?? reader);
      expect(ids.length > 0).toBe(!empty);
    },
  );

  it('answers only tag listings, leaving other filters to the general query', async () => {
    expect(await tagListing(db, { tags: [tags[0]] })).toBeDefined();
    expect(
      await tagListing(db, { tags: [tags[0]], noAnswers: false, entities: [] }),
    ).toBeDefined();
    expect(
      await tagListing(db, { tags: [tags[0]], type: 'question' }),
    ).toBeUndefined();
    expect(
      await tagListing(db, { tags: [tags[0]], searchQuery: 'deploy' }),
    ).toBeUndefined();
    expect(
      await tagListing(db, { tags: [tags[0]], followed: true }),
    ).toBeUndefined();
    expect(await tagListing(db, { orderBy: 'created' })).toBeUndefined();
    expect(
      (await tagListing(db, { tags: [tags[0]], orderBy: 'views' }))?.pageIds,
    ).toBeUndefined();
  });

  it('keeps the copies right through every write to a post or its tags', async () => {
    const input = {
      type: 'question' as const,
      title: 'Copies of status',
      content: 'Kept in the same transaction',
      tags: ['copies-new-tag', tags[0]],
      entities: [],
      images: [],
      anonymous: false,
    };
    const id = await createPost(db, input, author);
    expect(await staleCopies()).toBe(0);
    expect(await expectSameAsPosts({ tags: ['copies-new-tag'] })).toEqual([id]);
    expect((await expectSameAsPosts({ tags: [tags[0]] }))[0]).toBe(id);

    await updatePost(
      db,
      id,
      { ...input, tags: [tags[1], 'copies-other-tag'] },
      author,
    );
    expect(await staleCopies()).toBe(0);
    expect(await expectSameAsPosts({ tags: ['copies-new-tag'] })).toEqual([]);
    expect(await expectSameAsPosts({ tags: ['copies-other-tag'] })).toEqual([
      id,
    ]);

    await deletePost(db, id, 'duplicate', author);
    expect(await staleCopies()).toBe(0);
    expect(await expectSameAsPosts({ tags: ['copies-other-tag'] })).toEqual([]);
    expect(
      await expectSameAsPosts(
        { tags: ['copies-other-tag'], status: 'deleted' },
        moderator,
      ),
    ).toEqual([id]);
    expect(await expectSameAsPosts({ tags: [tags[1]] })).not.toContain(id);

    // Tags edited while deleted keep the deleted status on their new rows.
    await updatePost(
      db,
      id,
      { ...input, tags: ['copies-third-tag'] },
      moderator,
    );
    expect(await staleCopies()).toBe(0);
    expect(await expectSameAsPosts({ tags: ['copies-third-tag'] })).toEqual([]);

    await restorePost(db, id, moderator);
    expect(await staleCopies()).toBe(0);
    expect(await expectSameAsPosts({ tags: ['copies-third-tag'] })).toEqual([
      id,
    ]);

    const tagId = await db('tags').where('tag', 'copies-third-tag').first('id');
    await deleteTag(db, Number(tagId.id));
    expect(await staleCopies()).toBe(0);
    expect(await expectSameAsPosts({ tags: ['copies-third-tag'] })).toEqual([]);
  });

  it('still refuses deleted posts to non-moderators', async () => {
    await expect(
      listPosts(db, { tags: [tags[0]], status: 'deleted' }, reader),
    ).rejects.toThrow('Only moderators can list deleted posts');
    await expect(
      listPosts(
        db,
        { author: 'user:default/someone', status: 'deleted' },
        reader,
      ),
    ).rejects.toThrow('Only moderators can list deleted posts');
  });
});
