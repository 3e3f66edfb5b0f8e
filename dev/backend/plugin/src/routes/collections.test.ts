import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import type { Collection, Post } from '@agora/contract';
import { NUL_REFUSED } from '../service/validation';

describe('collections routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  const create = async (
    title: string,
    user: string = USERS.alice,
    extra: object = {},
  ) => {
    const res = await backend
      .as(user)
      .post('/collections', { title, ...extra });
    expect(res.status).toBe(201);
    return res.body as Collection;
  };
  const postIds = (c: Collection) => c.posts!.map((p: Post) => p.id);

  it('creates, reads, updates and deletes with owner/moderator permissions', async () => {
    const c = await create('Onboarding', USERS.alice, {
      description: 'Start here',
    });
    expect(c).toMatchObject({
      title: 'Onboarding',
      description: 'Start here',
      owner: USERS.alice,
      posts: [],
      postsCount: 0,
      followers: 0,
      canEdit: true,
      canDelete: true,
    });
    const asBob = await backend.as(USERS.bob).get(`/collections/${c.id}`);
    expect(asBob.body).toMatchObject({ canEdit: false, canDelete: false });
    expect(
      (
        await backend
          .as(USERS.bob)
          .post(`/collections/${c.id}`, { title: 'Mine' })
      ).status,
    ).toBe(403);
    const updated = await backend
      .as(USERS.moderator)
      .post(`/collections/${c.id}`, { title: 'Onboarding 2' });
    expect(updated.body.title).toBe('Onboarding 2');
    expect(
      (await backend.as(USERS.bob).delete(`/collections/${c.id}`)).status,
    ).toBe(403);
    expect(
      (await backend.as(USERS.alice).delete(`/collections/${c.id}`)).status,
    ).toBe(204);
    const gone = await backend.as().get(`/collections/${c.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      errors: [{ message: 'Collection not found' }],
    });
  });

  it('validates bodies and ids', async () => {
    const res = await backend.as().post('/collections', { title: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('title');
    expect((await backend.as().get('/collections/abc')).status).toBe(404);
    const unknownImage = await backend
      .as()
      .post('/collections', { title: 'Pics', images: [999999] });
    expect(unknownImage.status).toBe(400);
    expect(unknownImage.body.errors[0]).toMatchObject({ path: 'images' });
    const c = await create('Validation');
    expect(
      (
        await backend
          .as()
          .post(`/collections/${c.id}/rank`, { postId: 1, rank: 'sideways' })
      ).status,
    ).toBe(400);
    expect(
      (await backend.as().post(`/collections/${c.id}/posts`, {})).status,
    ).toBe(400);
    expect(
      (
        await backend
          .as()
          .post(`/collections/${c.id}/posts`, { postId: 999999 })
      ).status,
    ).toBe(404);
  });

  it('appends added posts at the bottom, counts them by type and moves them in rank', async () => {
    const a = await createTestPost(backend, { title: 'A' });
    const b = await createTestPost(backend, { type: 'article', title: 'B' });
    const c = await createTestPost(backend, {
      type: 'link',
      title: 'C',
      url: 'https://c.dev',
    });
    const d = await createTestPost(backend, { title: 'D' });
    const col = await create('Ranked');
    for (const p of [a, b, c, d]) {
      await backend
        .as(USERS.alice)
        .post(`/collections/${col.id}/posts`, { postId: p.id });
    }
    const again = await backend
      .as(USERS.alice)
      .post(`/collections/${col.id}/posts`, { postId: a.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      errors: [{ message: 'Post is already in the collection' }],
    });
    const read = await backend.as().get(`/collections/${col.id}`);
    expect(postIds(read.body)).toEqual([a.id, b.id, c.id, d.id]);
    expect(read.body).toMatchObject({
      postsCount: 4,
      questionsCount: 2,
      articlesCount: 1,
      linksCount: 1,
    });
    expect(
      (
        await backend
          .as(USERS.bob)
          .post(`/collections/${col.id}/posts`, { postId: a.id })
      ).status,
    ).toBe(403);

    const move = async (postId: number, rank: string) => {
      const res = await backend
        .as(USERS.alice)
        .post(`/collections/${col.id}/rank`, { postId, rank });
      expect(res.status).toBe(200);
      return postIds((await backend.as().get(`/collections/${col.id}`)).body);
    };
    expect(await move(d.id, 'top')).toEqual([d.id, a.id, b.id, c.id]);
    expect(await move(c.id, 'up')).toEqual([d.id, a.id, c.id, b.id]);
    expect(await move(d.id, 'down')).toEqual([a.id, d.id, c.id, b.id]);
    expect(await move(a.id, 'bottom')).toEqual([d.id, c.id, b.id, a.id]);
    expect(await move(d.id, 'up')).toEqual([d.id, c.id, b.id, a.id]);
    expect(
      (
        await backend
          .as(USERS.bob)
          .post(`/collections/${col.id}/rank`, { postId: d.id, rank: 'top' })
      ).status,
    ).toBe(403);

    const removed = await backend
      .as(USERS.alice)
      .delete(`/collections/${col.id}/posts`, { postId: c.id });
    expect(postIds(removed.body)).toEqual([d.id, b.id, a.id]);
    // Positions stay 1..n after a removal: moving to the bottom still lands last.
    expect(await move(d.id, 'bottom')).toEqual([b.id, a.id, d.id]);
  });

  it('masks anonymous authors and hides deleted posts inside collections', async () => {
    const anon = await createTestPost(
      backend,
      { title: 'Anonymous inside', anonymous: true },
      USERS.carol,
    );
    const doomed = await createTestPost(
      backend,
      { type: 'article', title: 'Soon deleted' },
      USERS.bob,
    );
    const col = await create('Mixed');
    await backend
      .as(USERS.alice)
      .post(`/collections/${col.id}/posts`, { postId: anon.id });
    await backend
      .as(USERS.alice)
      .post(`/collections/${col.id}/posts`, { postId: doomed.id });
    expect(
      (
        await backend
          .as(USERS.bob)
          .delete(`/posts/${doomed.id}`, { reason: 'spam' })
      ).status,
    ).toBe(204);

    const asBob = (await backend.as(USERS.bob).get(`/collections/${col.id}`))
      .body as Collection;
    expect(postIds(asBob)).toEqual([anon.id]);
    expect(asBob.posts![0].author).toBe('anonymous');
    expect(asBob).toMatchObject({
      postsCount: 1,
      questionsCount: 1,
      articlesCount: 0,
    });
    const asCarol = (
      await backend.as(USERS.carol).get(`/collections/${col.id}`)
    ).body as Collection;
    expect(asCarol.posts![0]).toMatchObject({ author: USERS.carol, own: true });
    // Moderators still see the deleted post so they can restore it in place.
    const asMod = (
      await backend.as(USERS.moderator).get(`/collections/${col.id}`)
    ).body as Collection;
    expect(postIds(asMod)).toEqual([anon.id, doomed.id]);
    // A deleted post cannot be added by anyone who cannot see it.
    const other = await create('Other');
    const hidden = await backend
      .as(USERS.alice)
      .post(`/collections/${other.id}/posts`, { postId: doomed.id });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ errors: [{ message: 'Post not found' }] });
  });

  it('leaves posts hidden by flags out of its posts and counts, but for their author and moderators', async () => {
    const flagged = await createTestPost(
      backend,
      { title: 'Flagged inside' },
      USERS.carol,
    );
    const kept = await createTestPost(backend, { title: 'Kept inside' });
    const col = await create('Flagged');
    for (const post of [flagged, kept])
      await backend
        .as(USERS.alice)
        .post(`/collections/${col.id}/posts`, { postId: post.id });
    for (const user of [USERS.bob, USERS.alice, 'user:default/f1'])
      expect(
        (
          await backend
            .as(user)
            .post(`/posts/${flagged.id}/flags`, { reason: 'spam' })
        ).status,
      ).toBe(204);
    const seen = async (user: string) =>
      (await backend.as(user).get(`/collections/${col.id}`)).body as Collection;
    const asBob = await seen(USERS.bob);
    expect(postIds(asBob)).toEqual([kept.id]);
    expect(asBob.postsCount).toBe(1);
    const listed = (
      await backend
        .as(USERS.bob)
        .post('/collections/query', { searchQuery: 'Flagged' })
    ).body.collections as Collection[];
    expect(listed.find(c => c.id === col.id)?.postsCount).toBe(1);
    for (const user of [USERS.carol, USERS.moderator]) {
      const collection = await seen(user);
      expect(postIds(collection)).toEqual([flagged.id, kept.id]);
      expect(collection.postsCount).toBe(2);
      expect(collection.posts![0].flagHidden).toBe(true);
    }
  });

  it('answers 404 JSON for unknown collections and for posts that are not members', async () => {
    const col = await create('Members only');
    const outsider = await createTestPost(backend, { title: 'Outsider' });
    const rank = await backend
      .as(USERS.alice)
      .post(`/collections/${col.id}/rank`, {
        postId: outsider.id,
        rank: 'top',
      });
    expect(rank.status).toBe(404);
    expect(rank.body).toEqual({
      errors: [{ message: 'Post not found in collection' }],
    });
    const remove = await backend
      .as(USERS.alice)
      .delete(`/collections/${col.id}/posts`, { postId: outsider.id });
    expect(remove.status).toBe(404);
    for (const res of [
      await backend
        .as(USERS.moderator)
        .post('/collections/999999', { title: 'x' }),
      await backend
        .as(USERS.moderator)
        .delete('/collections/999999', { reason: 'x' }),
      await backend
        .as(USERS.alice)
        .post('/collections/999999/posts', { postId: outsider.id }),
      await backend
        .as(USERS.alice)
        .post('/collections/999999/rank', { postId: outsider.id, rank: 'up' }),
      await backend.as(USERS.alice).delete('/collections/follow/999999'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        errors: [{ message: 'Collection not found' }],
      });
    }
    for (const path of ['/collections/0', '/collections/3000000000']) {
      const badId = await backend.as().get(path);
      expect(badId.status).toBe(404);
      expect(badId.body).toEqual({
        errors: [{ message: 'Collection not found' }],
      });
    }
    const badTitle = await backend
      .as(USERS.alice)
      .post(`/collections/${col.id}`, { title: 'x'.repeat(256) });
    expect(badTitle.status).toBe(400);
    expect(badTitle.body).toMatchObject({
      type: 'body',
      errors: [{ path: 'title' }],
    });
  });

  it('deletes with a reason, also by moderators, and drops memberships and follows', async () => {
    const post = await createTestPost(backend, { title: 'Member' });
    const col = await create('Short lived');
    await backend
      .as(USERS.alice)
      .post(`/collections/${col.id}/posts`, { postId: post.id });
    await backend.as(USERS.bob).put(`/collections/follow/${col.id}`);
    const del = await backend
      .as(USERS.moderator)
      .delete(`/collections/${col.id}`, { reason: 'obsolete' });
    expect(del.status).toBe(204);
    expect(
      (
        await backend.as(USERS.bob).get('/collections/followed')
      ).body.collections.map((c: Collection) => c.id),
    ).not.toContain(col.id);
    // The post itself survives its collection.
    expect((await backend.as(USERS.bob).get(`/posts/${post.id}`)).status).toBe(
      200,
    );
  });

  it('validates the delete body like every other: NUL or an overlong reason is 400, a valid one deletes', async () => {
    const col = await create('Reasoned');
    const refusals = [
      await backend
        .as(USERS.alice)
        .delete(`/collections/${col.id}`, { reason: 'old\u0000' }),
      await backend
        .as(USERS.alice)
        .delete(`/collections/${col.id}`, { reason: 'x'.repeat(2001) }),
      await backend
        .as(USERS.alice)
        .delete(`/collections/${col.id}`, { reason: 42 }),
    ];
    expect(refusals.map(r => [r.status, r.body.type, r.body.errors])).toEqual([
      [400, 'body', [{ message: NUL_REFUSED, path: 'reason' }]],
      [400, 'body', [expect.objectContaining({ path: 'reason' })]],
      [400, 'body', [expect.objectContaining({ path: 'reason' })]],
    ]);
    // Refused, so still there.
    expect(
      (await backend.as(USERS.alice).get(`/collections/${col.id}`)).status,
    ).toBe(200);
    const del = await backend
      .as(USERS.alice)
      .delete(`/collections/${col.id}`, { reason: 'x'.repeat(2000) });
    expect(del.status).toBe(204);
    expect(
      (await backend.as(USERS.alice).get(`/collections/${col.id}`)).status,
    ).toBe(404);
  });

  it('follows and unfollows, and lists followed collections', async () => {
    const col = await create('Followable');
    expect(
      (await backend.as(USERS.bob).put(`/collections/follow/${col.id}`)).status,
    ).toBe(204);
    expect(
      (await backend.as(USERS.bob).put(`/collections/follow/${col.id}`)).status,
    ).toBe(204);
    const followed = await backend.as(USERS.bob).get('/collections/followed');
    expect(followed.body).toMatchObject({
      count: 1,
      collections: [{ id: col.id, followers: 1 }],
    });
    expect(
      (await backend.as(USERS.bob).delete(`/collections/follow/${col.id}`))
        .status,
    ).toBe(204);
    expect(
      (await backend.as(USERS.bob).get('/collections/followed')).body.count,
    ).toBe(0);
    expect(
      (await backend.as(USERS.bob).put('/collections/follow/999999')).status,
    ).toBe(404);
  });

  it("refuses to follow one's own collection, and lets an old follow go", async () => {
    const col = await create('Mine', USERS.alice);
    const own = await backend
      .as(USERS.alice)
      .put(`/collections/follow/${col.id}`);
    expect(own.status).toBe(400);
    expect(own.body).toEqual({
      type: 'body',
      errors: [
        { message: 'You cannot follow your own collection', path: 'id' },
      ],
    });
    expect(
      (await backend.as(USERS.alice).get(`/collections/${col.id}`)).body
        .followers,
    ).toBe(0);
    expect(
      (await backend.as(USERS.alice).delete(`/collections/follow/${col.id}`))
        .status,
    ).toBe(204);
  });

  it('queries with search, owner, order and real totals', async () => {
    const fresh = await startAgoraTestBackend(SHORT_QUESTIONS);
    try {
      await fresh.as(USERS.alice).post('/collections', {
        title: 'Zebra guides',
        description: 'Stripes',
      });
      await fresh.as(USERS.bob).post('/collections', { title: 'Alpha guides' });
      await fresh.as(USERS.bob).post('/collections', { title: 'Misc' });
      const page = await fresh.as().post('/collections/query', {
        orderBy: 'title',
        order: 'asc',
        limit: 2,
      });
      expect(page.body.collections.map((c: Collection) => c.title)).toEqual([
        'Alpha guides',
        'Misc',
      ]);
      expect(page.body.total).toBe(3);
      const search = await fresh
        .as()
        .post('/collections/query', { searchQuery: 'guides stripes' });
      expect(search.body.collections.map((c: Collection) => c.title)).toEqual([
        'Zebra guides',
      ]);
      const owner = await fresh
        .as()
        .post('/collections/query', { owner: USERS.bob });
      expect(owner.body.total).toBe(2);
      expect(
        (await fresh.as().post('/collections/query', { orderBy: 'nope' }))
          .status,
      ).toBe(400);
    } finally {
      await fresh.stop();
    }
  });
});
