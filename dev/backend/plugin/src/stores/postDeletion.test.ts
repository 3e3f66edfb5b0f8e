import type { Knex } from 'knex';
import { openTestDatabase } from '../testing/testDatabase';
import type { Caller } from '../domain/caller';
import { createPost, deletePost, restorePost } from './postWrites';
import { listPosts, readPost } from './posts';

const alice: Caller = { userRef: 'user:default/alice', isModerator: false };
const mod: Caller = { userRef: 'user:default/mod', isModerator: true };

const question = (title: string, anonymous = false) => ({
  type: 'question' as const,
  title,
  content: 'Body',
  tags: [],
  entities: [],
  images: [],
  anonymous,
});

describe('who deleted a post and when', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_deletion'));
  });
  afterAll(() => close());

  it('notes the deleter and time, shows them to moderators only, clears them on restore', async () => {
    const id = await createPost(db, question('Spam'), alice);
    const before = Date.now();
    await deletePost(db, id, 'spam', mod);

    const seen = await readPost(db, id, mod);
    expect(seen).toMatchObject({
      status: 'deleted',
      deleteReason: 'spam',
      deletedBy: mod.userRef,
    });
    expect(Date.parse(seen.deleted!)).toBeGreaterThanOrEqual(before - 1000);

    // The author may still read the reason of their own post, never the rest.
    await restorePost(db, id, mod);
    await deletePost(db, id, undefined, alice);
    const row = await db('posts').where('id', id).first();
    expect(row.deleted_by).toBe(alice.userRef);

    await restorePost(db, id, mod);
    const restored = await db('posts').where('id', id).first();
    expect(restored).toMatchObject({
      status: 'active',
      delete_reason: null,
      deleted_by: null,
      deleted_at: null,
    });
    const read = await readPost(db, id, mod);
    expect(read.deletedBy).toBeUndefined();
    expect(read.deleted).toBeUndefined();
  });

  it('masks an anonymous author who deleted their own post', async () => {
    const id = await createPost(db, question('Oops', true), alice);
    await deletePost(db, id, undefined, alice);
    const seen = await readPost(db, id, mod);
    expect(seen.author).toBe('anonymous');
    expect(seen.deletedBy).toBe('anonymous');
  });

  it('lists deleted posts newest deletion first, those without a time last', async () => {
    for (const id of await db('posts').where('status', 'deleted').pluck('id'))
      await restorePost(db, Number(id), mod);
    const legacy = await createPost(db, question('Legacy'), alice);
    const older = await createPost(db, question('Older'), alice);
    const newer = await createPost(db, question('Newer'), alice);
    await deletePost(db, legacy, 'old', mod);
    // Deleted before deletion times were kept.
    await db('posts')
      .where('id', legacy)
      .update({ deleted_by: null, deleted_at: null });
    await deletePost(db, older, undefined, mod);
    await db('posts')
      .where('id', older)
      .update({ deleted_at: new Date(Date.now() - 60_000).toISOString() });
    await deletePost(db, newer, undefined, mod);

    const ids = async (order?: 'asc' | 'desc') =>
      (
        await listPosts(
          db,
          { status: 'deleted', orderBy: 'deleted', order },
          mod,
        )
      ).posts.map(p => p.id);
    expect(await ids()).toEqual([newer, older, legacy]);
    expect(await ids('asc')).toEqual([older, newer, legacy]);

    const page = await listPosts(
      db,
      { status: 'deleted', orderBy: 'deleted', limit: 1, offset: 1 },
      mod,
    );
    expect(page.posts.map(p => p.id)).toEqual([older]);
    expect(page.total).toBe(3);
  });

  it('refuses the deletion order outside the deleted list', async () => {
    await expect(
      listPosts(db, { orderBy: 'deleted' }, mod),
    ).rejects.toMatchObject({ name: 'InputError' });
  });
});
