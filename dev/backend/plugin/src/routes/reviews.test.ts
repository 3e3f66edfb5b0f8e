import {
  REVIEW_ERRORS,
  REVIEW_REASON_MAX_LENGTH,
  type Post,
} from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { succeeds } from '../testing/succeeds';
import { reviewAfterDays } from '../service/settings';
import { ConfigReader } from '@backstage/config';
import { secretTagPolicy, startBackendWithPolicy } from '../testing/testPolicy';

const DAY = 24 * 3600_000;

describe('stale content review', () => {
  let backend: AgoraTestBackend;
  const as = (user: string) => backend.as(user);
  const read = async (id: number, user: string = USERS.alice) =>
    (await succeeds(as(user).get(`/posts/${id}`))).body as Post;
  const review = (id: number, verdict: string, user: string = USERS.alice) =>
    as(user).post(`/posts/${id}/review`, { verdict });
  const due = async (user: string, scope = 'mine') => {
    const res = await succeeds(
      as(user).get(`/reviews?scope=${scope}&limit=100`),
    );
    const posts = res.body.posts as Post[];
    expect(res.body.total).toBe(posts.length);
    return posts.map(p => p.id);
  };
  /** A post created `days` ago, by Alice unless said otherwise. */
  const postFrom = async (
    days: number,
    overrides: object = {},
    author: string = USERS.alice,
  ) => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now - days * DAY);
    try {
      return await createTestPost(
        backend,
        { type: 'article', title: `Runbook ${days}`, ...overrides },
        author,
      );
    } finally {
      clock.mockRestore();
    }
  };

  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      ...SHORT_QUESTIONS,
      config: { agora: { review: { after: 30 } } },
    });
    // Carol is an expert of `kafka`.
    await succeeds(
      as(USERS.moderator).put('/tags', {
        tag: 'kafka',
        description: 'Streams',
        experts: [USERS.carol],
      }),
    );
  });
  afterAll(() => backend.stop());

  it('asks the author, the experts of its tags and moderators to review old content, nobody else', async () => {
    const old = await postFrom(40, { tags: ['kafka'] });
    const fresh = await postFrom(10, { tags: ['kafka'] });
    for (const [user, expected] of [
      [USERS.alice, true],
      [USERS.carol, true],
      [USERS.moderator, true],
      [USERS.bob, false],
    ] as const) {
      const post = await read(old.id, user);
      expect([user, post.needsReview, post.canReview]).toEqual([
        user,
        expected,
        expected,
      ]);
    }
    expect((await read(fresh.id)).needsReview).toBe(false);
    expect((await read(fresh.id)).canReview).toBe(true);
    expect(await due(USERS.alice)).toContain(old.id);
    expect(await due(USERS.alice)).not.toContain(fresh.id);
    expect(await due(USERS.carol)).toContain(old.id);
    expect(await due(USERS.bob)).not.toContain(old.id);
    expect(await due(USERS.moderator, 'all')).toContain(old.id);
    const refused = await as(USERS.bob).get('/reviews?scope=all');
    expect([refused.status, refused.body.errors[0].message]).toEqual([
      403,
      REVIEW_ERRORS.allScope,
    ]);
  });

  it('reviews only articles, links and questions with a correct answer', async () => {
    const question = await postFrom(40, { type: 'question', title: 'Why?' });
    expect((await read(question.id)).canReview).toBe(false);
    expect(await due(USERS.alice)).not.toContain(question.id);
    const res = await review(question.id, 'valid');
    expect([res.status, res.body.errors[0].message]).toEqual([
      400,
      REVIEW_ERRORS.notReviewable,
    ]);
    const answer = await succeeds(
      as(USERS.bob).post(`/posts/${question.id}/answers`, {
        answer: 'Because',
      }),
    );
    await succeeds(
      as(USERS.alice).get(
        `/posts/${question.id}/answers/${answer.body.id}/correct`,
      ),
    );
    expect((await read(question.id)).needsReview).toBe(true);
  });

  it('"still valid" starts the clock again; "outdated" stays on the post for everyone until a later review', async () => {
    const post = await postFrom(40, { tags: ['kafka'] });
    const outdated = (await succeeds(review(post.id, 'outdated', USERS.carol)))
      .body as Post;
    expect(outdated.review).toEqual({
      verdict: 'outdated',
      reviewedBy: USERS.carol,
      reviewed: expect.any(String),
    });
    expect(outdated.needsReview).toBe(false);
    expect((await read(post.id, USERS.bob)).review?.verdict).toBe('outdated');
    expect(await due(USERS.alice)).not.toContain(post.id);

    const valid = (await succeeds(review(post.id, 'valid'))).body as Post;
    expect(valid.review?.verdict).toBe('valid');
    expect(valid.review?.reviewedBy).toBe(USERS.alice);
  });

  it('keeps the reason an "outdated" review gives, shows it to every reader, and drops it once valid', async () => {
    const post = await postFrom(40, { tags: ['kafka'] });
    const reviewWith = (
      verdict: string,
      reason: unknown,
      user = USERS.moderator,
    ) => as(user).post(`/posts/${post.id}/review`, { verdict, reason });

    const tooLong = await reviewWith(
      'outdated',
      'x'.repeat(REVIEW_REASON_MAX_LENGTH + 1),
    );
    expect([tooLong.status, tooLong.body.errors[0].message]).toEqual([
      400,
      `Reason must be at most ${REVIEW_REASON_MAX_LENGTH} characters`,
    ]);
    const withValid = await reviewWith('valid', 'Still fine');
    expect([withValid.status, withValid.body.errors[0].message]).toEqual([
      400,
      REVIEW_ERRORS.reasonOnlyOutdated,
    ]);
    expect((await reviewWith('outdated', 42)).status).toBe(400);
    // Refusals store nothing.
    expect((await read(post.id)).review).toBeUndefined();

    const marked = (
      await succeeds(
        reviewWith('outdated', '  Retention moved to tiered storage in 3.6  '),
      )
    ).body as Post;
    expect(marked.review).toMatchObject({
      verdict: 'outdated',
      reason: 'Retention moved to tiered storage in 3.6',
    });
    expect((await read(post.id, USERS.bob)).review?.reason).toBe(
      'Retention moved to tiered storage in 3.6',
    );
    const listed = (
      await succeeds(as(USERS.bob).post('/posts/query', { limit: 100 }))
    ).body.posts as Post[];
    expect(listed.find(p => p.id === post.id)?.review?.reason).toBe(
      'Retention moved to tiered storage in 3.6',
    );
    // Exactly at the limit is fine; an empty reason is none.
    await succeeds(
      reviewWith('outdated', 'y'.repeat(REVIEW_REASON_MAX_LENGTH)),
    );
    expect((await read(post.id)).review?.reason).toHaveLength(
      REVIEW_REASON_MAX_LENGTH,
    );
    await succeeds(reviewWith('outdated', '   '));
    expect((await read(post.id)).review).not.toHaveProperty('reason');

    await succeeds(reviewWith('outdated', 'Gone'));
    await succeeds(review(post.id, 'valid'));
    expect((await read(post.id)).review).toEqual({
      verdict: 'valid',
      reviewedBy: USERS.alice,
      reviewed: expect.any(String),
    });
  });

  it('refuses reviews by others, saying who may', async () => {
    const post = await postFrom(40);
    const res = await review(post.id, 'valid', USERS.bob);
    expect([res.status, res.body.errors[0].message]).toEqual([
      403,
      REVIEW_ERRORS.notAllowed,
    ]);
    expect((await read(post.id)).review).toBeUndefined();
    expect((await review(post.id, 'fine')).status).toBe(400);
    expect((await review(999_999, 'valid')).status).toBe(404);
  });

  it('never names an anonymous author who reviewed their own post, but to themselves', async () => {
    const post = await postFrom(40, {
      type: 'question',
      title: 'Anonymous?',
      anonymous: true,
    });
    const answer = await succeeds(
      as(USERS.bob).post(`/posts/${post.id}/answers`, { answer: 'Yes' }),
    );
    await succeeds(
      as(USERS.alice).get(
        `/posts/${post.id}/answers/${answer.body.id}/correct`,
      ),
    );
    await succeeds(review(post.id, 'valid'));
    expect((await read(post.id, USERS.bob)).review?.reviewedBy).toBe(
      'anonymous',
    );
    expect((await read(post.id, USERS.alice)).review?.reviewedBy).toBe(
      USERS.alice,
    );
  });

  it('says since when each listed post waits: the latest of its creation, last edit and last review', async () => {
    const untouched = await postFrom(40);
    const edited = await postFrom(60);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now - 45 * DAY);
    try {
      await succeeds(
        as(USERS.alice).post(`/posts/${edited.id}`, {
          title: edited.title,
          content: 'Moved to the new cluster',
        }),
      );
    } finally {
      clock.mockRestore();
    }
    const res = await succeeds(
      as(USERS.moderator).get('/reviews?scope=all&limit=100'),
    );
    const since = new Map(
      (res.body.posts as Post[]).map(post => [post.id, post.reviewSince]),
    );
    expect(since.get(untouched.id)).toBe(untouched.created);
    const days = (iso?: string) =>
      Math.round((now - new Date(iso!).getTime()) / DAY);
    expect(days(since.get(edited.id))).toBe(45);
    // Single reads do not carry it.
    expect((await read(untouched.id)).reviewSince).toBeUndefined();
  });

  it('an edit starts the clock again', async () => {
    const post = await postFrom(40);
    expect((await read(post.id)).needsReview).toBe(true);
    await succeeds(
      as(USERS.alice).post(`/posts/${post.id}`, {
        title: post.title,
        content: 'Updated for the new cluster',
      }),
    );
    expect((await read(post.id)).needsReview).toBe(false);
  });

  it('does not ask an expert to review a post its flags hide from them', async () => {
    const post = await postFrom(40, { tags: ['kafka'] });
    expect(await due(USERS.carol)).toContain(post.id);
    for (const user of [USERS.bob, 'user:default/f1', 'user:default/f2'])
      await succeeds(
        as(user).post(`/posts/${post.id}/flags`, { reason: 'spam' }),
      );
    expect(await due(USERS.carol)).not.toContain(post.id);
    expect(await due(USERS.alice)).toContain(post.id);
    expect(await due(USERS.moderator, 'all')).toContain(post.id);
    const listed = async (user: string, scope: string) =>
      (
        (await succeeds(as(user).get(`/reviews?scope=${scope}&limit=100`))).body
          .posts as Post[]
      ).find(p => p.id === post.id);
    expect((await listed(USERS.alice, 'mine'))?.flagHidden).toBe(true);
    expect((await listed(USERS.moderator, 'all'))?.flagHidden).toBe(true);
  });
});

describe('stale content review under a permission policy', () => {
  it("lists no post the policy does not let the reviewer read, an expert's tags or not", async () => {
    const backend = await startBackendWithPolicy(
      secretTagPolicy([USERS.alice]),
    );
    try {
      const alice = backend.asUser(USERS.alice);
      const carol = backend.asUser(USERS.carol);
      await succeeds(
        alice.put('/tags', {
          tag: 'kafka',
          description: 'Streams',
          experts: [USERS.carol],
        }),
      );
      const oldArticle = async (title: string, tags: string[]) => {
        const clock = jest
          .spyOn(Date, 'now')
          .mockReturnValue(Date.now() - 400 * DAY);
        try {
          return (
            await succeeds(
              alice.post('/posts', {
                type: 'article',
                title,
                content: 'How we run it.',
                tags,
              }),
            )
          ).body as Post;
        } finally {
          clock.mockRestore();
        }
      };
      const open = await oldArticle('Kafka runbook', ['kafka']);
      const secret = await oldArticle('Kafka secrets runbook', [
        'kafka',
        'secret',
      ]);
      expect((await carol.get(`/posts/${secret.id}`)).status).toBe(404);
      for (const scope of ['mine', 'all']) {
        const res = await succeeds(
          carol.get(`/reviews?scope=${scope}&limit=100`),
        );
        expect((res.body.posts as Post[]).map(p => p.id)).toEqual([open.id]);
        expect(res.body.total).toBe(1);
        expect(JSON.stringify(res.body)).not.toContain('secrets runbook');
      }
      // Alice, who reads it, is asked to review both.
      const hers = await succeeds(alice.get('/reviews?scope=mine&limit=100'));
      expect((hers.body.posts as Post[]).map(p => p.id).sort()).toEqual(
        [open.id, secret.id].sort(),
      );
    } finally {
      await backend.stop();
    }
  });
});

describe('agora.review.after', () => {
  it('is 180 days by default and refuses anything but whole days', () => {
    expect(reviewAfterDays(new ConfigReader({}))).toBe(180);
    expect(
      reviewAfterDays(new ConfigReader({ agora: { review: { after: 7 } } })),
    ).toBe(7);
    for (const after of [0, 1.5, -3])
      expect(() =>
        reviewAfterDays(new ConfigReader({ agora: { review: { after } } })),
      ).toThrow(/agora.review.after must be a whole number of days/);
  });
});
