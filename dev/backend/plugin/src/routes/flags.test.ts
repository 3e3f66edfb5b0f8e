import {
  FLAG_ERRORS,
  type Answer,
  type FlaggedItem,
  type FlagReason,
  type Post,
} from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { succeeds } from '../testing/succeeds';
import { recordingAuditor } from '../testing/recordingServices';

describe('flags and the review queue', () => {
  const auditor = recordingAuditor();
  let backend: AgoraTestBackend;
  const as = (user: string) => backend.as(user);
  const errorOf = (res: { body: any }) => res.body.errors?.[0]?.message;
  const flagPost = (
    id: number,
    user: string,
    reason: FlagReason = 'spam',
    text?: string,
  ) => as(user).post(`/posts/${id}/flags`, { reason, text });
  const resolve = (
    kind: string,
    id: number,
    resolution = 'dismissed',
    user: string = USERS.moderator,
  ) => as(user).post('/flags/resolve', { kind, id, resolution });
  const queue = async () =>
    (await succeeds(as(USERS.moderator).get('/flags?status=open&limit=100')))
      .body as { items: FlaggedItem[]; total: number };
  const queued = async (kind: string, id: number) =>
    (await queue()).items.find(i => i.kind === kind && i.id === id);
  const status = async (id: number, user: string) =>
    (await as(user).get(`/posts/${id}`)).status;
  const listedTo = async (id: number, user: string) => {
    const res = await succeeds(
      as(user).post('/posts/query', { type: 'question', limit: 100 }),
    );
    return (res.body.posts as Post[]).some(p => p.id === id);
  };
  const someone = (n: number) => `user:default/flagger${n}`;

  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      features: [auditor.factory],
      config: { agora: { flags: { hideAfter: 3 } } },
    });
  });
  afterAll(() => backend.stop());

  it('takes one open flag per person and item, never one of one’s own', async () => {
    const post = await createTestPost(backend);
    expect((await flagPost(post.id, USERS.bob)).status).toBe(204);
    const again = await flagPost(post.id, USERS.bob, 'offensive');
    expect(again.status).toBe(400);
    expect(errorOf(again)).toBe(FLAG_ERRORS.alreadyFlagged);
    const own = await flagPost(post.id, USERS.alice);
    expect(own.status).toBe(400);
    expect(errorOf(own)).toBe(FLAG_ERRORS.own);
    const noText = await flagPost(post.id, USERS.carol, 'other');
    expect(noText.status).toBe(400);
    expect(errorOf(noText)).toBe(FLAG_ERRORS.textRequired);
    expect((await flagPost(999999, USERS.bob)).status).toBe(404);
    expect((await queued('post', post.id))?.count).toBe(1);
  });

  it('hides an item flagged by enough people from everyone but its author and moderators, until reviewed', async () => {
    const post = await createTestPost(backend, { title: 'Buy cheap pills' });
    await succeeds(flagPost(post.id, USERS.bob));
    await succeeds(flagPost(post.id, USERS.carol, 'other', 'Advertising'));
    expect(await status(post.id, USERS.bob)).toBe(200);
    await succeeds(
      flagPost(post.id, someone(1), 'offensive', 'Insults in the title'),
    );
    expect(await status(post.id, USERS.bob)).toBe(404);
    expect(await listedTo(post.id, USERS.bob)).toBe(false);
    expect(await status(post.id, USERS.alice)).toBe(200);
    expect(await listedTo(post.id, USERS.alice)).toBe(true);
    expect(await status(post.id, USERS.moderator)).toBe(200);
    expect(await listedTo(post.id, USERS.moderator)).toBe(true);
    // Those who still read it are told it is hidden, on single reads and in lists.
    const marked = async (user: string) => {
      const single = (await succeeds(as(user).get(`/posts/${post.id}`)))
        .body as Post;
      const listed = (
        await succeeds(
          as(user).post('/posts/query', { type: 'question', limit: 100 }),
        )
      ).body.posts as Post[];
      return [
        single.flagHidden,
        listed.find(p => p.id === post.id)?.flagHidden,
      ];
    };
    expect(await marked(USERS.alice)).toEqual([true, true]);
    expect(await marked(USERS.moderator)).toEqual([true, true]);

    const item = await queued('post', post.id);
    expect(item).toEqual({
      kind: 'post',
      id: post.id,
      postId: post.id,
      postType: 'question',
      title: 'Buy cheap pills',
      excerpt: 'Some details about the deployment.',
      author: USERS.alice,
      count: 3,
      reasons: { spam: 1, other: 1, offensive: 1 },
      // Details of any reason, in the order given, with who and when.
      texts: [
        {
          text: 'Advertising',
          reason: 'other',
          flaggedBy: USERS.carol,
          flagged: expect.any(String),
        },
        {
          text: 'Insults in the title',
          reason: 'offensive',
          flaggedBy: someone(1),
          flagged: expect.any(String),
        },
      ],
      hidden: true,
      firstFlagged: expect.any(String),
      lastFlagged: expect.any(String),
    });

    const resolved = (await succeeds(resolve('post', post.id, 'edited'))).body;
    expect(resolved).toEqual({
      resolution: 'edited',
      resolvedBy: USERS.moderator,
      resolved: expect.any(String),
      count: expect.any(Number),
    });
    expect(await status(post.id, USERS.bob)).toBe(200);
    expect(await listedTo(post.id, USERS.bob)).toBe(true);
    expect(await marked(USERS.alice)).toEqual([undefined, undefined]);
    expect(await marked(USERS.moderator)).toEqual([undefined, undefined]);
    expect(await queued('post', post.id)).toBeUndefined();
    expect(
      auditor.recorded.some(
        e =>
          e.eventId === 'flags-resolve' &&
          e.meta?.id === post.id &&
          e.withRequest &&
          e.outcome === 'success',
      ),
    ).toBe(true);
    // A resolved flag no longer counts: the same person may flag again.
    expect((await flagPost(post.id, USERS.bob)).status).toBe(204);
    expect((await resolve('post', post.id)).status).toBe(200);
    expect((await resolve('post', post.id)).status).toBe(400);
  });

  it('takes no answers, comments, votes, favourites, follows or reviews on a hidden post from those it is hidden from', async () => {
    const post = await createTestPost(backend);
    for (const user of [USERS.bob, USERS.carol, someone(2)])
      await succeeds(flagPost(post.id, user));
    const writes = (user: string) => [
      as(user).post(`/posts/${post.id}/answers`, { answer: 'Try this' }),
      as(user).post(`/posts/${post.id}/comments`, { content: 'Hm' }),
      as(user).get(`/posts/${post.id}/upvote`),
      as(user).get(`/posts/${post.id}/favorite`),
      as(user).put(`/posts/follow/${post.id}`),
      as(user).post(`/posts/${post.id}/review`, { verdict: 'outdated' }),
    ];
    for (const res of await Promise.all(writes(USERS.bob)))
      expect(res.status).toBe(404);
    const before = (await succeeds(as(USERS.alice).get(`/posts/${post.id}`)))
      .body as Post;
    expect(before.answersCount).toBe(0);
    // Its author and moderators still write under it.
    await succeeds(
      as(USERS.alice).post(`/posts/${post.id}/comments`, { content: 'Fixed' }),
    );
    await succeeds(as(USERS.moderator).get(`/posts/${post.id}/upvote`));
    await succeeds(resolve('post', post.id));
    await succeeds(
      as(USERS.bob).post(`/posts/${post.id}/answers`, { answer: 'Try this' }),
    );
  });

  it('hides flagged answers and comments in the thread', async () => {
    const post = await createTestPost(backend);
    const answer = (
      await succeeds(
        as(USERS.bob).post(`/posts/${post.id}/answers`, {
          answer: 'Buy pills',
        }),
      )
    ).body as Answer;
    const withComment = (
      await succeeds(
        as(USERS.bob).post(`/posts/${post.id}/comments`, { content: 'Spam!' }),
      )
    ).body as Post;
    const comment = withComment.comments![0];
    for (const user of [USERS.alice, USERS.carol, someone(2)]) {
      await succeeds(
        as(user).post(`/posts/${post.id}/answers/${answer.id}/flags`, {
          reason: 'spam',
        }),
      );
      await succeeds(
        as(user).post(`/posts/${post.id}/comments/${comment.id}/flags`, {
          reason: 'offensive',
        }),
      );
    }
    const thread = async (user: string) =>
      (await succeeds(as(user).get(`/posts/${post.id}`))).body as Post;
    const seen = await thread(USERS.alice);
    expect(seen.answers).toEqual([]);
    expect(seen.comments).toEqual([]);
    expect(
      (await as(USERS.alice).get(`/posts/${post.id}/answers/${answer.id}`))
        .status,
    ).toBe(404);
    // Nor can they vote on it, mark it, comment under it or read its history.
    const underAnswer = `/posts/${post.id}/answers/${answer.id}`;
    const refused = await Promise.all([
      as(USERS.carol).get(`${underAnswer}/upvote`),
      as(USERS.alice).get(`${underAnswer}/correct`),
      as(USERS.carol).post(`${underAnswer}/comments`, { content: 'Hm' }),
      as(USERS.carol).get(`${underAnswer}/revisions`),
    ]);
    expect(refused.map(r => r.status)).toEqual([404, 404, 404, 404]);
    const own = await thread(USERS.bob);
    expect(own.answers?.map(a => a.id)).toEqual([answer.id]);
    expect(own.comments?.map(c => c.id)).toEqual([comment.id]);
    expect(own.answers?.[0].flagHidden).toBe(true);
    expect(own.comments?.[0].flagHidden).toBe(true);
    expect(own.flagHidden).toBeUndefined();
    expect(
      (
        await succeeds(
          as(USERS.bob).get(`/posts/${post.id}/answers/${answer.id}`),
        )
      ).body.flagHidden,
    ).toBe(true);
    // Answer lists leave it out too, their totals included.
    const answersSeen = async (user: string, query: object = {}) =>
      (
        await succeeds(
          as(user).post('/answers/query', { limit: 100, ...query }),
        )
      ).body as { answers: Answer[]; total: number };
    const all = await answersSeen(USERS.alice);
    expect(all.answers.map(a => a.id)).not.toContain(answer.id);
    expect(all.total).toBe(all.answers.length);
    expect((await answersSeen(USERS.alice, { postId: post.id })).total).toBe(0);
    expect(
      (await answersSeen(USERS.bob, { postId: post.id })).answers.map(
        a => a.id,
      ),
    ).toEqual([answer.id]);
    expect(
      (await answersSeen(USERS.bob, { postId: post.id })).answers[0].flagHidden,
    ).toBe(true);
    const moderated = await thread(USERS.moderator);
    expect(moderated.answers).toHaveLength(1);
    expect(moderated.comments).toHaveLength(1);
    expect(moderated.answers?.[0].flagHidden).toBe(true);
    expect(moderated.comments?.[0].flagHidden).toBe(true);

    expect(await queued('answer', answer.id)).toMatchObject({
      postId: post.id,
      author: USERS.bob,
      excerpt: 'Buy pills',
      count: 3,
      reasons: { spam: 3 },
      hidden: true,
    });
    await succeeds(resolve('comment', comment.id, 'deleted'));
    expect((await thread(USERS.alice)).comments).toHaveLength(1);
    expect((await thread(USERS.alice)).answers).toEqual([]);
    expect((await thread(USERS.bob)).comments?.[0].flagHidden).toBeUndefined();
    expect((await thread(USERS.bob)).answers?.[0].flagHidden).toBe(true);
  });

  it('is for moderators only, who see who flagged; the author never does', async () => {
    const post = await createTestPost(backend, { anonymous: true });
    const reporter = someone(9);
    await succeeds(flagPost(post.id, reporter, 'other', 'Looks wrong'));
    for (const path of ['/flags', '/flags/count']) {
      expect((await as(USERS.bob).get(path)).status).toBe(403);
      expect(errorOf(await as(USERS.alice).get(path))).toBe(
        FLAG_ERRORS.notModerator,
      );
    }
    expect(
      (await resolve('post', post.id, 'dismissed', USERS.bob)).status,
    ).toBe(403);
    const item = await queued('post', post.id);
    expect(item?.author).toBe('anonymous');
    // A comment by the anonymous author of the answer it sits under.
    const answer = (
      await succeeds(
        as(USERS.bob).post(`/posts/${post.id}/answers`, {
          answer: 'Anonymous answer',
          anonymous: true,
        }),
      )
    ).body as Answer;
    const commented = (
      await succeeds(
        as(USERS.bob).post(`/posts/${post.id}/answers/${answer.id}/comments`, {
          content: 'More from me',
        }),
      )
    ).body as Answer;
    const comment = commented.comments[0];
    await succeeds(
      as(USERS.carol).post(`/posts/${post.id}/comments/${comment.id}/flags`, {
        reason: 'spam',
      }),
    );
    expect(await queued('comment', comment.id)).toMatchObject({
      author: 'anonymous',
      answerId: answer.id,
    });
    // The moderators' queue names the reporter and when; the author's reads do not.
    expect((await queued('post', post.id))?.texts).toEqual([
      {
        text: 'Looks wrong',
        reason: 'other',
        flaggedBy: reporter,
        flagged: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const authorReads = JSON.stringify([
      (await succeeds(as(USERS.alice).get(`/posts/${post.id}`))).body,
      (await succeeds(as(USERS.alice).post('/posts/query', { limit: 100 })))
        .body,
    ]);
    expect(authorReads).not.toContain(reporter);
    const { count } = (await succeeds(as(USERS.moderator).get('/flags/count')))
      .body;
    expect(count).toBe((await queue()).total);
    expect(count).toBeGreaterThan(0);
  });

  it('keeps exact counts when people flag at once', async () => {
    const post = await createTestPost(backend);
    const results = await Promise.all(
      [3, 4, 5].map(n => flagPost(post.id, someone(n))),
    );
    expect(results.map(r => r.status)).toEqual([204, 204, 204]);
    expect(await queued('post', post.id)).toMatchObject({
      count: 3,
      hidden: true,
    });
    expect(await status(post.id, USERS.bob)).toBe(404);

    const other = await createTestPost(backend);
    const twice = await Promise.all([
      flagPost(other.id, USERS.bob),
      flagPost(other.id, USERS.bob, 'wrong'),
      flagPost(other.id, USERS.bob, 'duplicate'),
    ]);
    expect(twice.map(r => r.status).sort()).toEqual([204, 400, 400]);
    for (const res of twice.filter(r => r.status === 400))
      expect(errorOf(res)).toBe(FLAG_ERRORS.alreadyFlagged);
    expect((await queued('post', other.id))?.count).toBe(1);
  });

  it('goes with its post when the post is purged', async () => {
    const post = await createTestPost(backend);
    for (const user of [USERS.bob, USERS.carol, someone(8)])
      await succeeds(flagPost(post.id, user));
    const before = (await queue()).total;
    await succeeds(
      as(USERS.moderator).delete(`/posts/${post.id}?permanent=true`),
    );
    expect((await queue()).total).toBe(before - 1);
    expect(await queued('post', post.id)).toBeUndefined();
  });
});
