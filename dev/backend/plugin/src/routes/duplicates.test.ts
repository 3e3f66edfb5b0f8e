import { AuthorizeResult } from '@backstage/plugin-permission-common';
import { DUPLICATE_ERRORS, type Post } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { succeeds } from '../testing/succeeds';
import { recordingAuditor } from '../testing/recordingServices';
import {
  questionAs,
  secretTagPolicy,
  startBackendWithPolicy,
} from '../testing/testPolicy';

describe('closing questions as duplicates', () => {
  const auditor = recordingAuditor();
  let backend: AgoraTestBackend;
  const as = (user: string) => backend.as(user);
  const read = async (id: number, user: string = USERS.bob) =>
    (await succeeds(as(user).get(`/posts/${id}`))).body as Post;
  const close = (
    id: number,
    originalId: unknown,
    user: string = USERS.moderator,
  ) => as(user).put(`/posts/${id}/duplicate`, { originalId });
  const reopen = (id: number, user: string = USERS.moderator) =>
    as(user).delete(`/posts/${id}/duplicate`);
  const answer = (id: number, user: string = USERS.carol) =>
    as(user).post(`/posts/${id}/answers`, { answer: 'Try restarting it' });
  const errorOf = (res: { body: any }) => res.body.errors?.[0]?.message;
  /** A question and the original it duplicates, both by Alice. */
  const pair = async () => ({
    original: await createTestPost(backend, { title: 'How do I roll back?' }),
    duplicate: await createTestPost(backend, { title: 'Rollback steps?' }),
  });

  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      features: [auditor.factory],
    });
  });
  afterAll(() => backend.stop());

  it('a moderator closes a question: it points to its original, takes comments but no answers, and reopens', async () => {
    const { original, duplicate } = await pair();
    const closed = (await succeeds(close(duplicate.id, original.id)))
      .body as Post;
    expect(closed.duplicateOf).toEqual({
      id: original.id,
      title: 'How do I roll back?',
      closedBy: USERS.moderator,
      closed: expect.any(String),
    });
    // Everyone reads it closed, and may not answer it.
    const seen = await read(duplicate.id);
    expect(seen.duplicateOf?.id).toBe(original.id);
    expect(seen.canAnswer).toBe(false);
    expect(seen.canComment).toBe(true);
    const refused = await answer(duplicate.id);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toBe(DUPLICATE_ERRORS.closed);
    await succeeds(
      as(USERS.carol).post(`/posts/${duplicate.id}/comments`, {
        content: 'See the original',
      }),
    );
    // Lists say so too.
    const listed = await succeeds(
      as(USERS.bob).post('/posts/query', { type: 'question', limit: 50 }),
    );
    const row = (listed.body.posts as Post[]).find(p => p.id === duplicate.id);
    expect(row?.duplicateOf?.id).toBe(original.id);
    expect(
      (listed.body.posts as Post[]).find(p => p.id === original.id)
        ?.duplicateOf,
    ).toBeUndefined();

    const reopened = (await succeeds(reopen(duplicate.id))).body as Post;
    expect(reopened.duplicateOf).toBeUndefined();
    expect((await read(duplicate.id)).canAnswer).toBe(true);
    expect((await answer(duplicate.id)).status).toBe(201);
    expect(
      auditor.recorded
        .filter(e => e.meta?.postId === duplicate.id)
        .map(e => [e.eventId, e.outcome]),
    ).toEqual([
      ['duplicate-close', 'success'],
      ['duplicate-reopen', 'success'],
    ]);
  });

  it("is the moderators' without a policy: others get 403, and canClose says so", async () => {
    const { original, duplicate } = await pair();
    expect((await read(duplicate.id, USERS.alice)).canClose).toBe(false);
    expect((await read(duplicate.id, USERS.moderator)).canClose).toBe(true);
    const refused = await close(duplicate.id, original.id, USERS.alice);
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toBe(DUPLICATE_ERRORS.notAllowed);
    expect((await read(duplicate.id)).duplicateOf).toBeUndefined();
    await succeeds(close(duplicate.id, original.id));
    expect((await reopen(duplicate.id, USERS.alice)).status).toBe(403);
    expect((await read(duplicate.id)).duplicateOf?.id).toBe(original.id);
  });

  it('refuses what cannot be a duplicate or an original, saying which', async () => {
    const { original, duplicate } = await pair();
    const article = await createTestPost(backend, {
      type: 'article',
      title: 'Rollbacks explained',
    });
    const cases: Array<[number, unknown, string]> = [
      [duplicate.id, duplicate.id, DUPLICATE_ERRORS.self],
      [article.id, original.id, DUPLICATE_ERRORS.notQuestion],
      [duplicate.id, article.id, DUPLICATE_ERRORS.originalNotQuestion],
      [duplicate.id, 999_999, DUPLICATE_ERRORS.originalNotFound],
    ];
    for (const [id, originalId, message] of cases) {
      const res = await close(id, originalId);
      expect([res.status, errorOf(res)]).toEqual([400, message]);
    }
    expect((await close(duplicate.id, 'one')).status).toBe(400);
    expect(
      (await as(USERS.moderator).put(`/posts/${duplicate.id}/duplicate`, {}))
        .status,
    ).toBe(400);
    // An original closed itself would make a chain.
    const third = await createTestPost(backend, { title: 'Undo a deploy?' });
    await succeeds(close(original.id, third.id));
    const chained = await close(duplicate.id, original.id);
    expect([chained.status, errorOf(chained)]).toEqual([
      400,
      DUPLICATE_ERRORS.originalClosed,
    ]);
    expect((await read(duplicate.id)).duplicateOf).toBeUndefined();
  });

  it('points a closed question at another original', async () => {
    const { original, duplicate } = await pair();
    const better = await createTestPost(backend, {
      title: 'Rolling back a release',
    });
    await succeeds(close(duplicate.id, original.id));
    await succeeds(close(duplicate.id, better.id));
    expect((await read(duplicate.id)).duplicateOf?.id).toBe(better.id);
    // Closing again as the same does nothing new.
    await succeeds(close(duplicate.id, better.id));
    expect((await read(duplicate.id)).duplicateOf?.id).toBe(better.id);
  });

  it('follows a chain to its open original: A of B, then B of C, points A at C', async () => {
    const c = await createTestPost(backend, { title: 'Rollback runbook (C)' });
    const b = await createTestPost(backend, { title: 'How to roll back (B)' });
    const a = await createTestPost(backend, { title: 'Undo a deploy? (A)' });
    await succeeds(close(a.id, b.id));
    const own = (await read(a.id)).duplicateOf?.closed;
    await succeeds(close(b.id, c.id));
    const seen = await read(a.id);
    expect(seen.duplicateOf).toEqual({
      id: c.id,
      title: 'Rollback runbook (C)',
      closedBy: USERS.moderator,
      // A's own closure: who closed A, and when.
      closed: own,
    });
    expect(seen.canAnswer).toBe(false);
    expect((await read(b.id)).duplicateOf?.id).toBe(c.id);
    // Lists say the same.
    const listed = await succeeds(
      as(USERS.bob).post('/posts/query', {
        type: 'question',
        closedAsDuplicate: true,
        limit: 100,
      }),
    );
    const rows = listed.body.posts as Post[];
    expect(rows.find(p => p.id === a.id)?.duplicateOf?.id).toBe(c.id);
    // C deleted: B's closure no longer counts, so B is the open original.
    await succeeds(as(USERS.moderator).delete(`/posts/${c.id}`, {}));
    expect((await read(a.id)).duplicateOf?.id).toBe(b.id);
    expect((await read(b.id)).duplicateOf).toBeUndefined();
    await succeeds(as(USERS.moderator).post(`/posts/${c.id}/restore`));
    expect((await read(a.id)).duplicateOf?.id).toBe(c.id);
    // B reopened: A's own original is open again.
    await succeeds(reopen(b.id));
    expect((await read(a.id)).duplicateOf?.id).toBe(b.id);
  });

  it('opens while its original is deleted, closes again when it is restored, and reopens for good when it is purged', async () => {
    const { original, duplicate } = await pair();
    await succeeds(close(duplicate.id, original.id));
    await succeeds(
      as(USERS.moderator).delete(`/posts/${original.id}`, { reason: 'Spam' }),
    );
    expect((await read(duplicate.id)).duplicateOf).toBeUndefined();
    expect((await read(duplicate.id)).canAnswer).toBe(true);
    await succeeds(as(USERS.moderator).post(`/posts/${original.id}/restore`));
    expect((await read(duplicate.id)).duplicateOf?.id).toBe(original.id);
    await succeeds(
      as(USERS.moderator).delete(`/posts/${original.id}?permanent=true`),
    );
    expect((await read(duplicate.id)).duplicateOf).toBeUndefined();
    expect((await answer(duplicate.id)).status).toBe(201);
  });

  it('names no original hidden by flags to whom it is hidden: the question stays closed', async () => {
    const original = await createTestPost(backend, {
      title: 'Flagged original',
    });
    const duplicate = await createTestPost(backend, { title: 'Same thing?' });
    await succeeds(close(duplicate.id, original.id));
    for (const flagger of [USERS.bob, USERS.carol, 'user:default/dan'])
      await succeeds(
        as(flagger).post(`/posts/${original.id}/flags`, { reason: 'spam' }),
      );
    expect((await as(USERS.carol).get(`/posts/${original.id}`)).status).toBe(
      404,
    );
    const seen = await read(duplicate.id, USERS.carol);
    expect(seen.duplicateOf).toBeUndefined();
    expect(seen.canAnswer).toBe(false);
    const listed = await succeeds(
      as(USERS.carol).post('/posts/query', { type: 'question', limit: 100 }),
    );
    const row = (listed.body.posts as Post[]).find(p => p.id === duplicate.id);
    expect(row).toBeDefined();
    expect(row!.duplicateOf).toBeUndefined();
    expect(JSON.stringify(listed.body)).not.toContain('Flagged original');
    // Its author (Alice) and moderators still read the original, and its name.
    expect((await read(duplicate.id, USERS.alice)).duplicateOf?.id).toBe(
      original.id,
    );
    expect((await read(duplicate.id, USERS.moderator)).duplicateOf?.id).toBe(
      original.id,
    );
  });

  it('lists the closed questions with closedAsDuplicate, as long as their original is active', async () => {
    const { original, duplicate } = await pair();
    const other = await createTestPost(backend, { title: 'Roll back how?' });
    await succeeds(close(duplicate.id, original.id));
    await succeeds(close(other.id, original.id));
    const closedIds = async () => {
      const res = await succeeds(
        as(USERS.moderator).post('/posts/query', {
          closedAsDuplicate: true,
          limit: 100,
        }),
      );
      const ids = (res.body.posts as Post[]).map(p => p.id);
      expect(res.body.total).toBe(ids.length);
      return ids;
    };
    expect(await closedIds()).toEqual(
      expect.arrayContaining([duplicate.id, other.id]),
    );
    expect(await closedIds()).not.toContain(original.id);
    await succeeds(reopen(other.id));
    expect(await closedIds()).not.toContain(other.id);
    await succeeds(
      as(USERS.moderator).delete(`/posts/${original.id}`, { reason: 'Old' }),
    );
    expect(await closedIds()).not.toContain(duplicate.id);
  });

  it('never closes a pair both ways round, however the requests race', async () => {
    const rounds = 4;
    for (let i = 0; i < rounds; i++) {
      const { original, duplicate } = await pair();
      const [one, other] = await Promise.all([
        close(duplicate.id, original.id),
        close(original.id, duplicate.id),
      ]);
      // One wins; the other is told the original is closed, never a 500.
      expect([one.status, other.status].sort()).toEqual([200, 400]);
      const closed = [await read(duplicate.id), await read(original.id)].filter(
        p => p.duplicateOf,
      );
      expect(closed).toHaveLength(1);
    }
  });

  it('answers racing a closure are each taken or refused, never a 500, and the counts stay exact', async () => {
    const { original, duplicate } = await pair();
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => answer(duplicate.id)),
      close(duplicate.id, original.id),
      ...Array.from({ length: 6 }, () => answer(duplicate.id)),
    ]);
    const statuses = results.map(r => r.status);
    expect(statuses.every(s => s === 200 || s === 201 || s === 400)).toBe(true);
    const taken = statuses.filter(s => s === 201).length;
    const post = (await succeeds(as(USERS.bob).get(`/posts/${duplicate.id}`)))
      .body as Post;
    expect(post.answersCount).toBe(taken);
    expect(post.answers).toHaveLength(taken);
    expect(post.duplicateOf?.id).toBe(original.id);
  });
});

describe('closing under a permission policy', () => {
  it("follows the policy's agora.post.close: Alice, allowed, closes; Bob, denied, may not reopen", async () => {
    const backend = await startBackendWithPolicy(
      (permission, userRef) => {
        if (permission.name !== 'agora.post.close')
          return { result: AuthorizeResult.ALLOW };
        return {
          result:
            userRef === USERS.alice
              ? AuthorizeResult.ALLOW
              : AuthorizeResult.DENY,
        };
      },
      [],
      SHORT_QUESTIONS,
    );
    try {
      const original = await questionAs(backend, USERS.bob, [], 'Original');
      const own = await questionAs(backend, USERS.alice, [], 'Mine');
      const res = await backend
        .asUser(USERS.alice)
        .put(`/posts/${own.id}/duplicate`, { originalId: original.id });
      expect(res.status).toBe(200);
      expect(res.body.duplicateOf.id).toBe(original.id);
      const refused = await backend
        .asUser(USERS.bob)
        .delete(`/posts/${own.id}/duplicate`);
      expect(refused.status).toBe(403);
    } finally {
      await backend.stop();
    }
  });
});

describe('closing onto an original the policy hides', () => {
  it('tells a reader of the closed question nothing of an original they may not read', async () => {
    const backend = await startBackendWithPolicy(
      secretTagPolicy([USERS.alice]),
      [],
      SHORT_QUESTIONS,
    );
    try {
      const original = await questionAs(
        backend,
        USERS.alice,
        ['secret'],
        'Secret rotation runbook',
      );
      const duplicate = await questionAs(
        backend,
        USERS.carol,
        [],
        'How do we rotate it?',
      );
      await succeeds(
        backend.asUser(USERS.alice).put(`/posts/${duplicate.id}/duplicate`, {
          originalId: original.id,
        }),
      );
      const bob = backend.asUser(USERS.bob);
      expect((await bob.get(`/posts/${original.id}`)).status).toBe(404);
      const seen = (await succeeds(bob.get(`/posts/${duplicate.id}`)))
        .body as Post;
      expect(seen.duplicateOf).toBeUndefined();
      expect(seen.canAnswer).toBe(false);
      const refused = await bob.post(`/posts/${duplicate.id}/answers`, {
        answer: 'Try this',
      });
      expect(refused.status).toBe(400);
      for (const read of [
        bob.post('/posts/query', { type: 'question', limit: 100 }),
        bob.post('/posts/query', {
          type: 'question',
          closedAsDuplicate: true,
          limit: 100,
        }),
        bob.get('/posts/list/recent'),
      ]) {
        const body = JSON.stringify((await succeeds(read)).body);
        expect(body).toContain('How do we rotate it?');
        expect(body).not.toContain('Secret rotation runbook');
      }
      // Alice, who reads the original, is shown it.
      const alices = (
        await succeeds(
          backend.asUser(USERS.alice).get(`/posts/${duplicate.id}`),
        )
      ).body as Post;
      expect(alices.duplicateOf?.title).toBe('Secret rotation runbook');
    } finally {
      await backend.stop();
    }
  });

  it('shows no step of a chain whose open original the reader may not read', async () => {
    const backend = await startBackendWithPolicy(
      secretTagPolicy([USERS.alice]),
    );
    try {
      const c = await questionAs(
        backend,
        USERS.alice,
        ['secret'],
        'Secret rotation runbook',
      );
      const b = await questionAs(
        backend,
        USERS.carol,
        [],
        'Rotating the ledger keys',
      );
      const a = await questionAs(
        backend,
        USERS.carol,
        [],
        'How do we rotate it again?',
      );
      const alice = backend.asUser(USERS.alice);
      await succeeds(
        alice.put(`/posts/${a.id}/duplicate`, { originalId: b.id }),
      );
      await succeeds(
        alice.put(`/posts/${b.id}/duplicate`, { originalId: c.id }),
      );
      const bob = backend.asUser(USERS.bob);
      const seen = (await succeeds(bob.get(`/posts/${a.id}`))).body as Post;
      // Neither C nor B in its place: A stays closed, without an original.
      expect(seen.duplicateOf).toBeUndefined();
      expect(seen.canAnswer).toBe(false);
      for (const read of [
        bob.get(`/posts/${a.id}`),
        bob.post('/posts/query', { type: 'question', limit: 100 }),
        bob.post('/posts/query', { closedAsDuplicate: true, limit: 100 }),
      ]) {
        const body = JSON.stringify((await succeeds(read)).body);
        expect(body).not.toContain('Secret rotation runbook');
        expect(body).not.toContain(`"id":${c.id},"title"`);
      }
      const alices = (await succeeds(alice.get(`/posts/${a.id}`))).body as Post;
      expect(alices.duplicateOf).toMatchObject({
        id: c.id,
        title: 'Secret rotation runbook',
      });
    } finally {
      await backend.stop();
    }
  });
});
