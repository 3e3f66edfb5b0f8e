import type { Knex } from 'knex';
import { mockServices } from '@backstage/backend-test-utils';
import { migrate } from '../migrations';
import { seedDemoData } from '../seed';
import type { Caller } from '../service/types';
import { filteredPosts, type PostFilter } from './postQuery';
import { listPosts } from './posts';
import { createPost, deletePost } from './postWrites';
import { searchOnlyTotal } from './searchCount';
import { openStoreTestDatabase } from '../testing/storeTestDatabase';

const reader: Caller = { userRef: 'user:default/guest', isModerator: false };
const author: Caller = { userRef: 'user:default/alice', isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };

describe('search totals from the search index', () => {
  let db: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openStoreTestDatabase('agora_search'));
    await migrate(db);
    await seedDemoData(db, mockServices.logger.mock(), new Date());
    const post = (title: string, content: string) =>
      createPost(
        db,
        { type: 'question', title, content, tags: [], entities: [], images: [], anonymous: false },
        author,
      );
    // Several words sharing a prefix in one post must count it once.
    await post('Deploy deployments', 'deployed by the deployer zyxcount');
    await post('Zyxcount alone', 'a deployment of zyxcounter');
    const gone = await post('Deleted zyxcount deploy', 'deployment');
    await deletePost(db, gone, undefined, author);
  });
  afterAll(() => close());

  /** The general count: every matching post joined to its status. */
  async function generalTotal(query: PostFilter, caller: Caller) {
    const row = await filteredPosts(db, query, caller).count({ total: '*' }).first();
    return Number(row?.total);
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
  ])('counts %p exactly as joining posts does, for readers and deleted lists', async searchQuery => {
    const total = await searchOnlyTotal(db, { searchQuery });
    expect(total).toBe(await generalTotal({ searchQuery }, reader));
    expect((await listPosts(db, { searchQuery, limit: 5 }, reader)).total).toBe(total);
    const deleted = { searchQuery, status: 'deleted' as const };
    expect(await searchOnlyTotal(db, deleted)).toBe(await generalTotal(deleted, moderator));
  });

  it('has the cases above: duplicates by prefix and a deleted match', async () => {
    expect(await searchOnlyTotal(db, { searchQuery: 'zyxcount' })).toBe(2);
    expect(await searchOnlyTotal(db, { searchQuery: 'zyxcount deploy' })).toBe(2);
    expect(await searchOnlyTotal(db, { searchQuery: 'zyxcount', status: 'deleted' })).toBe(1);
  });

  it('leaves searches combined with other filters, and lists without words, to the general count', async () => {
    expect(await searchOnlyTotal(db, { searchQuery: 'deploy', type: 'question' })).toBeUndefined();
    expect(await searchOnlyTotal(db, { searchQuery: 'deploy', tags: ['kubernetes'] })).toBeUndefined();
    expect(await searchOnlyTotal(db, { searchQuery: '?!' })).toBeUndefined();
    expect(await searchOnlyTotal(db, { orderBy: 'created' })).toBeUndefined();
    expect(await searchOnlyTotal(db, { searchQuery: 'deploy', orderBy: 'score', limit: 3 })).toBeDefined();
  });
});
