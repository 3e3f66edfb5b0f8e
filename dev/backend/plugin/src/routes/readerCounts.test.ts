import type { EntityStats, Post, Tag } from '@agora/contract';
import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { succeeds } from '../testing/succeeds';
import {
  secretTagPolicy,
  startBackendWithPolicy,
  type PolicyTestBackend,
} from '../testing/testPolicy';

/**
 * Counts shown to a reader are of what that reader may read (issue 42,
 * item 5; docs/permissions.md, "What is and is not filtered per reader"):
 * tags and entities count only the posts the policy lets them read and flags
 * do not hide from them, lists leave out tags that only such posts carry, and
 * a post's answer and comment counts leave out what flags hide.
 */
const SHOP = 'component:default/shop';
const LEDGER = 'component:default/ledger';
const enc = encodeURIComponent;
const BODY = 'What we tried so far, with the logs of each attempt.';

type Counts = Pick<
  Tag,
  'postsCount' | 'questionsCount' | 'articlesCount' | 'linksCount'
>;
const countsOf = (t: Counts): Counts => ({
  postsCount: t.postsCount,
  questionsCount: t.questionsCount,
  articlesCount: t.articlesCount,
  linksCount: t.linksCount,
});
const counts = (
  questionsCount: number,
  articlesCount = 0,
  linksCount = 0,
): Counts => ({
  postsCount: questionsCount + articlesCount + linksCount,
  questionsCount,
  articlesCount,
  linksCount,
});

describe('counts under a permission policy', () => {
  let backend: PolicyTestBackend;
  const as = (user: string) => backend.asUser(user);
  const tagsOf = async (user: string, query = '') => {
    const res = await succeeds(as(user).get(`/tags?limit=100${query}`));
    return {
      total: res.body.total as number,
      byName: new Map((res.body.tags as Tag[]).map(t => [t.tag, t])),
    };
  };
  const entitiesOf = async (user: string) => {
    const res = await succeeds(as(user).get('/entities?limit=100'));
    return {
      total: res.body.total as number,
      byRef: new Map(
        (res.body.entities as EntityStats[]).map(e => [e.entityRef, e]),
      ),
    };
  };

  beforeAll(async () => {
    // Alice reads `secret` posts; Bob reads only the others.
    backend = await startBackendWithPolicy(secretTagPolicy([USERS.alice]));
    const post = (body: object) =>
      succeeds(as(USERS.alice).post('/posts', { content: BODY, ...body }));
    await post({
      type: 'question',
      title: 'How do refunds reach the ledger?',
      tags: ['payments'],
      entities: [SHOP],
    });
    await post({
      type: 'question',
      title: 'Which card numbers may the shop store?',
      tags: ['payments', 'secret'],
      entities: [SHOP],
    });
    await post({
      type: 'article',
      title: 'Project Zeus: the acquisition plan',
      tags: ['secret', 'zeus'],
      entities: [LEDGER],
    });
  });
  afterAll(() => backend.stop());

  it('counts in tags only the posts the reader may read, and lists no tag only unreadable posts carry', async () => {
    const bob = await tagsOf(USERS.bob);
    expect(countsOf(bob.byName.get('payments')!)).toEqual(counts(1));
    expect([...bob.byName.keys()].sort()).toEqual(['payments']);
    expect(bob.total).toBe(1);
    const alice = await tagsOf(USERS.alice);
    expect(countsOf(alice.byName.get('payments')!)).toEqual(counts(2));
    expect(countsOf(alice.byName.get('secret')!)).toEqual(counts(1, 1));
    expect(countsOf(alice.byName.get('zeus')!)).toEqual(counts(0, 1));
    expect(alice.total).toBe(3);

    // The tag page and searching tags agree with the list.
    const tag = await succeeds(as(USERS.bob).get('/tags/payments'));
    expect(countsOf(tag.body)).toEqual(counts(1));
    expect((await as(USERS.bob).get('/tags/zeus')).status).toBe(404);
    expect((await succeeds(as(USERS.alice).get('/tags/zeus'))).body.tag).toBe(
      'zeus',
    );
    const searched = await tagsOf(USERS.bob, '&searchQuery=e');
    expect([...searched.byName.keys()]).toEqual(['payments']);
    expect(searched.total).toBe(1);

    // Nor does the ask form suggest it.
    const suggest = (user: string) =>
      succeeds(
        as(user).post('/tags/suggest', {
          title: 'Zeus and secret payments',
        }),
      );
    expect((await suggest(USERS.bob)).body.tags).toEqual(['payments']);
    expect([...(await suggest(USERS.alice)).body.tags].sort()).toEqual([
      'payments',
      'secret',
      'zeus',
    ]);
  });

  it('counts in entities only the posts the reader may read, keeping an entity someone follows', async () => {
    const bob = await entitiesOf(USERS.bob);
    expect(countsOf(bob.byRef.get(SHOP)!)).toEqual(counts(1));
    expect(bob.byRef.has(LEDGER)).toBe(false);
    expect(bob.total).toBe(1);
    const alice = await entitiesOf(USERS.alice);
    expect(countsOf(alice.byRef.get(SHOP)!)).toEqual(counts(2));
    expect(countsOf(alice.byRef.get(LEDGER)!)).toEqual(counts(0, 1));

    const one = await succeeds(as(USERS.bob).get(`/entities/${enc(SHOP)}`));
    expect(countsOf(one.body)).toEqual(counts(1));
    const links = await succeeds(as(USERS.bob).get('/entities/links'));
    expect(links.body.entities).toEqual([{ entityRef: SHOP, count: 1 }]);
    const hers = await succeeds(as(USERS.alice).get('/entities/links'));
    expect(hers.body.entities).toEqual([
      { entityRef: SHOP, count: 2 },
      { entityRef: LEDGER, count: 1 },
    ]);

    // A followed entity is listed with the reader's count, 0 here.
    await succeeds(as(USERS.carol).put(`/entities/follow/${enc(LEDGER)}`));
    const followed = await entitiesOf(USERS.bob);
    expect(countsOf(followed.byRef.get(LEDGER)!)).toEqual(counts(0));
    expect(followed.byRef.get(LEDGER)!.followerCount).toBe(1);
    const single = await succeeds(
      as(USERS.bob).get(`/entities/${enc(LEDGER)}`),
    );
    expect(countsOf(single.body)).toEqual(counts(0));
  });
});

describe('counts of what flags hide', () => {
  let backend: AgoraTestBackend;
  const as = (user: string) => backend.as(user);
  const FLAGGERS = ['user:default/f1', 'user:default/f2', 'user:default/f3'];
  const hide = async (path: string) => {
    for (const user of FLAGGERS)
      await succeeds(as(user).post(`${path}/flags`, { reason: 'spam' }));
  };

  beforeAll(async () => {
    backend = await startAgoraTestBackend({
      config: { agora: { flags: { hideAfter: 3 } } },
    });
  });
  afterAll(() => backend.stop());

  it("leaves hidden answers and comments out of a post's counts, except for their authors and moderators", async () => {
    const post = (
      await succeeds(
        as(USERS.alice).post('/posts', {
          type: 'question',
          title: 'Why does the consumer lag keep growing?',
          content: BODY,
        }),
      )
    ).body as Post;
    const base = `/posts/${post.id}`;
    await succeeds(as(USERS.bob).post(`${base}/answers`, { answer: BODY }));
    const spam = await succeeds(
      as(USERS.carol).post(`${base}/answers`, { answer: `Buy now: ${BODY}` }),
    );
    await succeeds(
      as(USERS.bob).post(`${base}/comments`, { content: 'Same here.' }),
    );
    const comments = await succeeds(
      as(USERS.carol).post(`${base}/comments`, {
        content: 'Cheap pills here.',
      }),
    );
    const spamAnswer = spam.body as { id: number };
    const spamComment = (
      comments.body.comments as { id: number; author: string }[]
    ).find(c => c.author === USERS.carol)!;
    await hide(`${base}/answers/${spamAnswer.id}`);
    await hide(`${base}/comments/${spamComment.id}`);

    const seenBy = async (user: string) => {
      const single = (await succeeds(as(user).get(base))).body as Post;
      const listed = (
        (await succeeds(as(user).post('/posts/query', { limit: 50 }))).body
          .posts as Post[]
      ).find(p => p.id === post.id)!;
      return {
        single: [single.answersCount, single.commentsCount],
        listed: [listed.answersCount, listed.commentsCount],
      };
    };
    expect(await seenBy(USERS.alice)).toEqual({
      single: [1, 1],
      listed: [1, 1],
    });
    expect(await seenBy(USERS.carol)).toEqual({
      single: [2, 2],
      listed: [2, 2],
    });
    expect(await seenBy(USERS.moderator)).toEqual({
      single: [2, 2],
      listed: [2, 2],
    });
  });

  it('leaves a post hidden by flags out of its tags and entities, and a tag only it carries out of the list', async () => {
    const create = (title: string, tags: string[]) =>
      succeeds(
        as(USERS.alice).post('/posts', {
          type: 'question',
          title,
          content: BODY,
          tags,
          entities: [SHOP],
        }),
      );
    await create('How do I rotate the kafka credentials?', ['kafka']);
    const hidden = (
      await create('Kafka credentials for everyone, cheap', [
        'kafka',
        'spam-only',
      ])
    ).body as Post;
    await hide(`/posts/${hidden.id}`);

    const tags = async (user: string) =>
      new Map(
        (
          (await succeeds(as(user).get('/tags?limit=100'))).body.tags as Tag[]
        ).map(t => [t.tag, t.postsCount]),
      );
    const bob = await tags(USERS.bob);
    expect(bob.get('kafka')).toBe(1);
    expect(bob.has('spam-only')).toBe(false);
    expect((await as(USERS.bob).get('/tags/spam-only')).status).toBe(404);
    // Its author and moderators still read it.
    for (const user of [USERS.alice, USERS.moderator]) {
      const theirs = await tags(user);
      expect([user, theirs.get('kafka'), theirs.get('spam-only')]).toEqual([
        user,
        2,
        1,
      ]);
    }
    const entity = async (user: string) =>
      (await succeeds(as(user).get(`/entities/${enc(SHOP)}`))).body.postsCount;
    expect(await entity(USERS.bob)).toBe(1);
    expect(await entity(USERS.alice)).toBe(2);
  });
});
