import type { Collection, Post } from '@agora/contract';
import { USERS, SHORT_QUESTIONS } from '../testing/startAgoraTestBackend';
import {
  type PolicyTestBackend,
  questionAs,
  secretTagPolicy,
  startBackendWithPolicy,
} from '../testing/testPolicy';
import { succeeds } from '../testing/succeeds';

// carol stands for the payments team: only she and authors read `secret`.
describe('collections under a permission policy', () => {
  let backend: PolicyTestBackend;
  const as = (userRef: string) => backend.asUser(userRef);
  let secret: Post;
  let retagged: Post;
  let open: Post;
  let other: Post;
  let collection: Collection;
  beforeAll(async () => {
    backend = await startBackendWithPolicy(
      secretTagPolicy([USERS.carol]),
      [],
      SHORT_QUESTIONS,
    );
    secret = await questionAs(
      backend,
      USERS.alice,
      ['secret'],
      'Ledger keys rotation',
    );
    retagged = await questionAs(
      backend,
      USERS.alice,
      ['general'],
      'Ledger audit',
    );
    open = await questionAs(
      backend,
      USERS.carol,
      ['general'],
      'Ledger onboarding',
    );
    other = await questionAs(
      backend,
      USERS.carol,
      ['general'],
      'Ledger glossary',
    );
    // bob collects three open posts, then alice makes the first one secret.
    collection = (await as(USERS.bob).post('/collections', { title: 'Ledger' }))
      .body;
    for (const post of [retagged, open, other])
      await succeeds(
        as(USERS.bob).post(`/collections/${collection.id}/posts`, {
          postId: post.id,
        }),
      );
    await succeeds(
      as(USERS.alice).post(`/posts/${retagged.id}`, {
        title: retagged.title,
        content: 'Body',
        tags: ['secret'],
      }),
    );
    await succeeds(as(USERS.carol).put(`/collections/follow/${collection.id}`));
  });
  afterAll(() => backend.stop());

  const path = () => `/collections/${collection.id}`;
  const counts = (c: Collection) => [c.postsCount, c.questionsCount];

  it('counts only the posts the reader may read, as the page shows them', async () => {
    const bobs: Collection = (await as(USERS.bob).get(path())).body;
    expect(bobs.posts?.map(p => p.id)).toEqual([open.id, other.id]);
    expect(counts(bobs)).toEqual([2, 2]);
    const carols: Collection = (await as(USERS.carol).get(path())).body;
    expect(carols.posts?.map(p => p.id)).toEqual([
      retagged.id,
      open.id,
      other.id,
    ]);
    expect(counts(carols)).toEqual([3, 3]);
  });

  it('counts per reader in the collection list and the followed list', async () => {
    const listed = async (userRef: string) => {
      const { collections } = (
        await as(userRef).post('/collections/query', { orderBy: 'postsCount' })
      ).body as { collections: Collection[] };
      return collections.find(c => c.id === collection.id)!;
    };
    expect(counts(await listed(USERS.bob))).toEqual([2, 2]);
    expect(counts(await listed(USERS.carol))).toEqual([3, 3]);
    const followed = (await as(USERS.carol).get('/collections/followed')).body
      .collections as Collection[];
    expect(counts(followed[0])).toEqual([3, 3]);
    // bob's second collection holds the two posts he reads in the first:
    // a tie under his counts (the newer first), not 2 below 3.
    const small = (await as(USERS.bob).post('/collections', { title: 'Small' }))
      .body as Collection;
    for (const post of [open, other])
      await as(USERS.bob).post(`/collections/${small.id}/posts`, {
        postId: post.id,
      });
    const order = (
      await as(USERS.bob).post('/collections/query', {
        orderBy: 'postsCount',
        order: 'desc',
      })
    ).body.collections.map((c: Collection) => c.id);
    expect(order).toEqual([small.id, collection.id]);
  });

  it('answers 404 for adding a hidden post, as for a missing one', async () => {
    const add = (postId: number) =>
      as(USERS.bob).post(`${path()}/posts`, { postId });
    const hidden = await add(secret.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual((await add(999999)).body);
  });

  it('moves among the readable posts and treats a hidden one as absent', async () => {
    // bob sees [open, other]; "up" passes open, not the hidden post above.
    const up = await as(USERS.bob).post(`${path()}/rank`, {
      postId: other.id,
      rank: 'up',
    });
    expect(up.status).toBe(200);
    expect(up.body.position).toBe(1);
    const bobs: Collection = (await as(USERS.bob).get(path())).body;
    expect(bobs.posts?.map(p => p.id)).toEqual([other.id, open.id]);
    // The hidden post kept its slot.
    const carols: Collection = (await as(USERS.carol).get(path())).body;
    expect(carols.posts?.map(p => p.id)).toEqual([
      retagged.id,
      other.id,
      open.id,
    ]);

    const missing = await as(USERS.bob).post(`${path()}/rank`, {
      postId: 999999,
      rank: 'top',
    });
    const hiddenRank = await as(USERS.bob).post(`${path()}/rank`, {
      postId: retagged.id,
      rank: 'top',
    });
    expect(hiddenRank.status).toBe(404);
    expect(hiddenRank.body).toEqual(missing.body);
    const remove = (postId: number) =>
      as(USERS.bob).delete(`${path()}/posts`, { postId });
    const hiddenRemove = await remove(retagged.id);
    expect(hiddenRemove.status).toBe(404);
    expect(hiddenRemove.body).toEqual((await remove(999999)).body);

    const removed = await remove(open.id);
    expect(removed.status).toBe(200);
    expect((removed.body as Collection).posts?.map(p => p.id)).toEqual([
      other.id,
    ]);
    expect((await as(USERS.carol).get(path())).body.posts).toHaveLength(2);
  });
});
