import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { seedDemoData } from '../seed';
import type { Caller } from '../service/types';
import { filteredPosts, orderPosts, type PostFilter } from './postQuery';
import { listPosts } from './posts';
import { createPost, deletePost } from './postWrites';
import { FEW_MATCHES, searchListing } from './searchListing';
import { openTestDatabase } from '../testing/testDatabase';

const reader: Caller = { userRef: 'user:default/guest', isModerator: false };
const author: Caller = { userRef: 'user:default/alice', isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };

describe('plain searches from the search index', () => {
  let db: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_search'));
    await seedDemoData(db, mockServices.logger.mock(), new Date());
    const post = (title: string, content: string) =>
      createPost(
        db,
        {
          type: 'question',
          title,
          content,
          tags: [],
          entities: [],
          images: [],
          anonymous: false,
        },
        author,
      );
    // Several words sharing a prefix in one post must count it once.
    await post('Deploy deployments', 'deployed by the deployer zyxcount');
    await post('Zyxcount alone', 'a deployment of zyxcounter');
    const gone = await post('Deleted zyxcount deploy', 'deployment');
    await deletePost(db, gone, undefined, author);
  }, 30_000);
  afterAll(() => close());

  /** Every matching id in list order, the general way: filtering and sorting `posts`. */
  async function throughPosts(query: PostFilter, caller: Caller) {
    const qb = filteredPosts(db, query, caller).select('posts.id');
    orderPosts(qb, query);
    return (await qb).map((row: { id: number | string }) => Number(row.id));
  }

  it.each([
    'zyxcount',
    'zyxcount deploy',
    'deploy',
    'DEPLOY zyx',
    'kubernetes',
    'how to',
    'catalog plugin',
    'no-such-word-anywhere',
    'zyxcount no-such-word-anywhere',
  ])(
    'finds %p exactly as filtering posts does, for readers and deleted lists',
    async searchQuery => {
      for (const [query, caller] of [
        [{ searchQuery }, reader],
        [{ searchQuery, status: 'deleted' }, moderator],
        [{ searchQuery, orderBy: 'score', order: 'asc' }, reader],
      ] as [PostFilter, Caller][]) {
        const expected = await throughPosts(query, caller);
        const listing = await searchListing(db, query, FEW_MATCHES);
        expect(listing?.total).toBe(expected.length);
        expect([...(listing?.ids ?? [])].sort((a, b) => a - b)).toEqual(
          [...expected].sort((a, b) => a - b),
        );
        expect(await searchListing(db, query, 0)).toEqual({
          total: expected.length,
          ...(expected.length ? {} : { ids: [] }),
        });
        // The pages of this database's choice of page query.
        const seen: number[] = [];
        for (let offset = 0; offset <= expected.length; offset += 4) {
          const page = await listPosts(
            db,
            { ...query, limit: 4, offset },
            caller,
          );
          expect(page.total).toBe(expected.length);
          seen.push(...page.posts.map(p => p.id));
        }
        expect(seen).toEqual(expected);
      }
    },
  );

  it('has the cases above: duplicates by prefix and a deleted match', async () => {
    expect((await searchListing(db, { searchQuery: 'zyxcount' }))?.total).toBe(
      2,
    );
    expect(
      (await searchListing(db, { searchQuery: 'zyxcount deploy' }))?.total,
    ).toBe(2);
    expect(
      (await searchListing(db, { searchQuery: 'zyxcount', status: 'deleted' }))
        ?.total,
    ).toBe(1);
    expect(
      (await searchListing(db, { searchQuery: 'deploy' }))?.total,
    ).toBeGreaterThan(3);
    expect(FEW_MATCHES).toBeGreaterThan(100);
  });

  it('leaves searches combined with other filters, and lists without words, to the general query', async () => {
    expect(
      await searchListing(db, { searchQuery: 'deploy', type: 'question' }),
    ).toBeUndefined();
    expect(
      await searchListing(db, { searchQuery: 'deploy', tags: ['kubernetes'] }),
    ).toBeUndefined();
    expect(await searchListing(db, { searchQuery: '?!' })).toBeUndefined();
    expect(await searchListing(db, { orderBy: 'created' })).toBeUndefined();
    expect(
      await searchListing(db, {
        searchQuery: 'deploy',
        orderBy: 'score',
        limit: 3,
      }),
    ).toBeDefined();
  });
});
