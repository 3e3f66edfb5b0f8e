import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../plugin/src/testing/startAgoraTestBackend';
import { postsApi } from '../../../src/features/posts/postsApi';
import { postVotesApi } from '../../../src/features/posts/postVotesApi';
import { answersApi } from '../../../src/features/answers/answersApi';
import { followsApi } from '../../../src/features/follows/followsApi';
import { collectionsApi } from '../../../src/features/collections/collectionsApi';
import { TAG_MESSAGES, tagsApi } from '../../../src/features/tags/tagsApi';
import { templatesApi } from '../../../src/features/templates/templatesApi';
import { statisticsApi } from '../../../src/features/statistics/statisticsApi';
import type { Post, PostType } from '@agora/contract';
import {
  agoraClient,
  eventually,
  failureOf,
  type AgoraClient,
} from './agoraClient';

/*
 * Contract: follows of all four kinds, collections and their ranks, tags,
 * templates and statistics, through the frontend's own endpoints against
 * the real backend.
 */
// Real HTTP on a shared, busy machine: allow more than jest's 5 s default.
jest.setTimeout(30_000);

let backend: AgoraTestBackend;
let alice: AgoraClient;
let bob: AgoraClient;
let moderator: AgoraClient;

const ENTITY = 'component:default/payments-api';

beforeAll(async () => {
  backend = await startAgoraTestBackend();
  alice = agoraClient(backend, USERS.alice);
  bob = agoraClient(backend, USERS.bob);
  moderator = agoraClient(backend, USERS.moderator);
});

afterAll(() => backend.stop());

const create = (
  client: AgoraClient,
  type: PostType,
  title: string,
  tags: string[],
  entities: string[] = [],
) =>
  client
    .dispatch(
      postsApi.endpoints.createPost.initiate({
        type,
        title,
        content: `All about ${title}`,
        tags,
        entities,
        ...(type === 'link' ? { url: 'https://example.com/guide' } : {}),
      }),
    )
    .unwrap();

/** A 403 with the server's reason, for calls without a fixed message (src/api/errors.ts). */
const forbidden = (message = 'Failed to fetch') => ({
  kind: 'server-errors',
  status: 403,
  message,
});

describe('follows', () => {
  it('follows and unfollows a tag, shown at once in the followed list', async () => {
    await create(alice, 'question', 'How do we tag releases?', ['releases']);
    const followed = bob.dispatch(
      followsApi.endpoints.getFollowedTags.initiate(),
    );
    expect(await followed.unwrap()).toEqual({ tags: [], count: 0 });
    const current = () =>
      followsApi.endpoints.getFollowedTags.select()(bob.store.getState()).data;

    // Bob is on the tag's page, so the cache knows the real tag to list.
    const tag = bob.dispatch(tagsApi.endpoints.getTag.initiate('releases'));
    await tag.unwrap();
    const following = bob.dispatch(
      followsApi.endpoints.followTag.initiate('releases'),
    );
    // The guess, before the server answered.
    expect(current()?.tags).toMatchObject([
      { tag: 'releases', followerCount: 1 },
    ]);
    expect(await following.unwrap()).toBe(true);
    expect(
      await bob
        .dispatch(
          followsApi.endpoints.getFollowedTags.initiate(undefined, {
            forceRefetch: true,
          }),
        )
        .unwrap(),
    ).toMatchObject({
      count: 1,
      tags: [{ tag: 'releases', questionsCount: 1, followerCount: 1 }],
    });

    // Following a tag brings its posts into the followed preset.
    const feed = await bob
      .dispatch(postsApi.endpoints.getPostList.initiate({ list: 'followed' }))
      .unwrap();
    expect(feed.posts.map(p => p.title)).toContain('How do we tag releases?');

    expect(
      await bob
        .dispatch(followsApi.endpoints.unfollowTag.initiate('releases'))
        .unwrap(),
    ).toBe(true);
    expect(current()).toEqual({ tags: [], count: 0 });
    followed.unsubscribe();
    tag.unsubscribe();
    expect(
      await bob
        .dispatch(
          followsApi.endpoints.getFollowedTags.initiate(undefined, {
            forceRefetch: true,
          }),
        )
        .unwrap(),
    ).toEqual({ tags: [], count: 0 });
  });

  it('follows and unfollows an entity, its ref round-tripping through the path', async () => {
    expect(
      await bob
        .dispatch(followsApi.endpoints.followEntity.initiate(ENTITY))
        .unwrap(),
    ).toBe(true);
    expect(
      await bob
        .dispatch(
          followsApi.endpoints.getFollowedEntities.initiate(undefined, {
            forceRefetch: true,
          }),
        )
        .unwrap(),
    ).toEqual({ entityRefs: [ENTITY], count: 1 });
    expect(
      await bob
        .dispatch(followsApi.endpoints.unfollowEntity.initiate(ENTITY))
        .unwrap(),
    ).toBe(true);
    expect(
      await bob
        .dispatch(
          followsApi.endpoints.getFollowedEntities.initiate(undefined, {
            forceRefetch: true,
          }),
        )
        .unwrap(),
    ).toEqual({ entityRefs: [], count: 0 });
  });

  it('follows and unfollows a user', async () => {
    expect(
      await bob
        .dispatch(followsApi.endpoints.followUser.initiate(USERS.alice))
        .unwrap(),
    ).toBe(true);
    expect(
      await bob
        .dispatch(
          followsApi.endpoints.getFollowedUsers.initiate(undefined, {
            forceRefetch: true,
          }),
        )
        .unwrap(),
    ).toEqual({ followedUserRefs: [USERS.alice], count: 1 });
    expect(
      await bob
        .dispatch(followsApi.endpoints.unfollowUser.initiate(USERS.alice))
        .unwrap(),
    ).toBe(true);
    expect(
      await bob
        .dispatch(
          followsApi.endpoints.getFollowedUsers.initiate(undefined, {
            forceRefetch: true,
          }),
        )
        .unwrap(),
    ).toEqual({ followedUserRefs: [], count: 0 });
  });

  it('undoes a refused follow and alerts with the server reason', async () => {
    const list = alice.dispatch(
      followsApi.endpoints.getFollowedUsers.initiate(),
    );
    await list.unwrap();
    const alertsBefore = alice.alerts.length;

    const error = await failureOf(
      alice
        .dispatch(followsApi.endpoints.followUser.initiate(USERS.alice))
        .unwrap(),
    );

    expect(error).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to follow',
    });
    expect(
      followsApi.endpoints.getFollowedUsers.select()(alice.store.getState())
        .data,
    ).toEqual({
      followedUserRefs: [],
      count: 0,
    });
    expect(alice.alerts.slice(alertsBefore)).toEqual([
      {
        severity: 'error',
        message: 'Failed to follow: You cannot follow yourself',
      },
    ]);
    list.unsubscribe();
  });
});

describe('collections and ranks', () => {
  let posts: Post[];
  let collectionId: number;

  const order = (client: AgoraClient) =>
    collectionsApi.endpoints.getCollection
      .select(collectionId)(client.store.getState())
      .data?.posts?.map(p => p.title);

  beforeAll(async () => {
    posts = [
      await create(alice, 'question', 'Collected question one', ['collected']),
      await create(alice, 'article', 'Collected article two', ['collected']),
      await create(bob, 'link', 'Collected link three', ['collected']),
    ];
  });

  it('creates, lists, reads and updates a collection', async () => {
    const created = await alice
      .dispatch(
        collectionsApi.endpoints.createCollection.initiate({
          title: 'Onboarding',
          description: 'Start here',
        }),
      )
      .unwrap();
    collectionId = created.id;
    expect(created).toMatchObject({
      title: 'Onboarding',
      description: 'Start here',
      owner: USERS.alice,
      postsCount: 0,
      followers: 0,
      canEdit: true,
    });

    const listed = await bob
      .dispatch(collectionsApi.endpoints.getCollections.initiate({}))
      .unwrap();
    expect(listed.total).toBe(1);
    expect(listed.collections[0]).toMatchObject({
      id: collectionId,
      canEdit: false,
    });

    const updated = await alice
      .dispatch(
        collectionsApi.endpoints.updateCollection.initiate({
          id: collectionId,
          title: 'Onboarding guide',
          description: 'Day one',
        }),
      )
      .unwrap();
    expect(updated).toMatchObject({
      title: 'Onboarding guide',
      description: 'Day one',
    });

    expect(
      await failureOf(
        bob
          .dispatch(
            collectionsApi.endpoints.updateCollection.initiate({
              id: collectionId,
              title: 'Mine now',
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject(forbidden('Failed to update collection'));
  });

  it('adds posts at the bottom, counts them and removes them', async () => {
    for (const post of posts) {
      await alice
        .dispatch(
          collectionsApi.endpoints.addPostToCollection.initiate({
            id: collectionId,
            postId: post.id,
          }),
        )
        .unwrap();
    }
    const read = await alice
      .dispatch(
        collectionsApi.endpoints.getCollection.initiate(collectionId, {
          forceRefetch: true,
        }),
      )
      .unwrap();
    expect(read.posts?.map(p => p.title)).toEqual([
      'Collected question one',
      'Collected article two',
      'Collected link three',
    ]);
    expect(read).toMatchObject({
      postsCount: 3,
      questionsCount: 1,
      articlesCount: 1,
      linksCount: 1,
    });

    const inCollection = await bob
      .dispatch(
        postsApi.endpoints.getPosts.initiate({
          collectionId,
          orderBy: 'rank',
          order: 'asc',
        }),
      )
      .unwrap();
    expect(inCollection.total).toBe(3);
    expect(inCollection.posts.map(p => p.id)).toEqual(posts.map(p => p.id));

    const extra = await create(bob, 'question', 'Collected then removed', [
      'collected',
    ]);
    await alice
      .dispatch(
        collectionsApi.endpoints.addPostToCollection.initiate({
          id: collectionId,
          postId: extra.id,
        }),
      )
      .unwrap();
    const removed = await alice
      .dispatch(
        collectionsApi.endpoints.removePostFromCollection.initiate({
          id: collectionId,
          postId: extra.id,
        }),
      )
      .unwrap();
    expect(removed.postsCount).toBe(3);

    expect(
      await failureOf(
        bob
          .dispatch(
            collectionsApi.endpoints.addPostToCollection.initiate({
              id: collectionId,
              postId: extra.id,
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject(forbidden('Failed to add post to collection'));
  });

  it('moves posts top, down, bottom and up: the guess at once, then the server order', async () => {
    const collection = alice.dispatch(
      collectionsApi.endpoints.getCollection.initiate(collectionId),
    );
    await collection.unwrap();
    const alertsBefore = alice.alerts.length;
    const move = async (
      postIndex: number,
      rank: 'top' | 'up' | 'down' | 'bottom',
      expected: string[],
    ) => {
      const started = Date.now();
      const moving = alice.dispatch(
        collectionsApi.endpoints.movePostInCollection.initiate({
          id: collectionId,
          postId: posts[postIndex].id,
          rank,
        }),
      );
      expect(order(alice)).toEqual(expected);
      expect(await moving.unwrap()).toBe(true);
      // The collection is reread; the server's renumbered order matches the guess.
      await eventually(() => {
        const entry = collectionsApi.endpoints.getCollection.select(
          collectionId,
        )(alice.store.getState());
        expect(entry.status).toBe('fulfilled');
        expect(entry.fulfilledTimeStamp).toBeGreaterThanOrEqual(started);
      });
      expect(order(alice)).toEqual(expected);
      const server = await bob
        .dispatch(
          collectionsApi.endpoints.getCollection.initiate(collectionId, {
            forceRefetch: true,
          }),
        )
        .unwrap();
      expect(server.posts?.map(p => p.title)).toEqual(expected);
    };

    await move(2, 'top', [
      'Collected link three',
      'Collected question one',
      'Collected article two',
    ]);
    await move(2, 'down', [
      'Collected question one',
      'Collected link three',
      'Collected article two',
    ]);
    await move(0, 'bottom', [
      'Collected link three',
      'Collected article two',
      'Collected question one',
    ]);
    await move(1, 'up', [
      'Collected article two',
      'Collected link three',
      'Collected question one',
    ]);
    collection.unsubscribe();
    expect(alice.alerts.slice(alertsBefore)).toEqual([]);
  });

  it('follows and unfollows a collection, patching its follower count', async () => {
    const collection = bob.dispatch(
      collectionsApi.endpoints.getCollection.initiate(collectionId, {
        forceRefetch: true,
      }),
    );
    await collection.unwrap();
    const followers = () =>
      collectionsApi.endpoints.getCollection.select(collectionId)(
        bob.store.getState(),
      ).data?.followers;

    const following = bob.dispatch(
      followsApi.endpoints.followCollection.initiate(collectionId),
    );
    expect(followers()).toBe(1);
    expect(await following.unwrap()).toBe(true);
    const followed = await bob
      .dispatch(
        followsApi.endpoints.getFollowedCollections.initiate(undefined, {
          forceRefetch: true,
        }),
      )
      .unwrap();
    expect(followed).toMatchObject({
      count: 1,
      collections: [{ id: collectionId, title: 'Onboarding guide' }],
    });
    expect(
      (
        await alice
          .dispatch(
            collectionsApi.endpoints.getCollection.initiate(collectionId, {
              forceRefetch: true,
            }),
          )
          .unwrap()
      ).followers,
    ).toBe(1);

    const unfollowing = bob.dispatch(
      followsApi.endpoints.unfollowCollection.initiate(collectionId),
    );
    expect(followers()).toBe(0);
    expect(await unfollowing.unwrap()).toBe(true);
    // The follow's refetch may land after the unfollow's patch (PostgreSQL is
    // slower); the unfollow's own refetch then settles the count at 0.
    for (let tries = 0; followers() !== 0 && tries < 40; tries++)
      await new Promise(resolve => setTimeout(resolve, 50));
    expect(followers()).toBe(0);
    collection.unsubscribe();
  });

  it('deletes a collection for its owner only', async () => {
    expect(
      await failureOf(
        bob
          .dispatch(
            collectionsApi.endpoints.deleteCollection.initiate({
              id: collectionId,
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject(forbidden());
    expect(
      await alice
        .dispatch(
          collectionsApi.endpoints.deleteCollection.initiate({
            id: collectionId,
          }),
        )
        .unwrap(),
    ).toBe(true);
    expect(
      (
        await bob
          .dispatch(
            collectionsApi.endpoints.getCollections.initiate(
              {},
              { forceRefetch: true },
            ),
          )
          .unwrap()
      ).total,
    ).toBe(0);
  });
});

describe('tags', () => {
  it('creates, lists, reads, updates and deletes a tag as a moderator', async () => {
    const tag = await moderator
      .dispatch(
        tagsApi.endpoints.createTag.initiate({
          tag: 'observability',
          description: 'Logs, metrics, traces',
        }),
      )
      .unwrap();
    expect(tag).toMatchObject({
      tag: 'observability',
      description: 'Logs, metrics, traces',
      postsCount: 0,
    });

    await create(alice, 'question', 'Which tracing backend do we use?', [
      'observability',
    ]);
    const listed = await bob
      .dispatch(tagsApi.endpoints.getTags.initiate({ searchQuery: 'observ' }))
      .unwrap();
    expect(listed.total).toBe(1);
    expect(listed.tags[0]).toMatchObject({
      tag: 'observability',
      questionsCount: 1,
      postsCount: 1,
    });

    expect(
      await bob
        .dispatch(tagsApi.endpoints.getTag.initiate('observability'))
        .unwrap(),
    ).toMatchObject({
      id: tag.id,
      canEdit: false,
    });

    const updated = await moderator
      .dispatch(
        tagsApi.endpoints.updateTag.initiate({
          id: tag.id,
          description: 'Telemetry',
          experts: [USERS.bob],
        }),
      )
      .unwrap();
    expect(updated).toMatchObject({
      description: 'Telemetry',
      experts: [USERS.bob],
    });

    expect(
      await failureOf(
        bob
          .dispatch(
            tagsApi.endpoints.updateTag.initiate({
              id: tag.id,
              description: 'Mine',
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject(forbidden(TAG_MESSAGES.update));
    expect(
      await failureOf(
        bob
          .dispatch(tagsApi.endpoints.createTag.initiate({ tag: 'rogue' }))
          .unwrap(),
      ),
    ).toMatchObject(forbidden(TAG_MESSAGES.create));

    expect(
      await moderator
        .dispatch(tagsApi.endpoints.deleteTag.initiate({ id: tag.id }))
        .unwrap(),
    ).toBe(true);
    // A single tag read yields null when the answer is not ok (docs/api.md).
    expect(
      await bob
        .dispatch(
          tagsApi.endpoints.getTag.initiate('observability', {
            forceRefetch: true,
          }),
        )
        .unwrap(),
    ).toBeNull();
  });
});

describe('templates', () => {
  it('creates, lists, reads, updates and deletes a template as a moderator', async () => {
    const created = await moderator
      .dispatch(
        templatesApi.endpoints.createTemplate.initiate({
          title: 'Incident question',
          description: 'Ask about an incident',
          questionTitle: 'Incident: ',
          questionContent: '## What happened',
          tags: ['incident'],
          entities: [ENTITY],
        }),
      )
      .unwrap();
    expect(created).toMatchObject({
      title: 'Incident question',
      tags: ['incident'],
      entities: [ENTITY],
    });

    const listed = await bob
      .dispatch(templatesApi.endpoints.getTemplates.initiate())
      .unwrap();
    expect(listed).toMatchObject({
      total: 1,
      templates: [{ id: created.id, title: 'Incident question' }],
    });
    expect(
      await bob
        .dispatch(templatesApi.endpoints.getTemplate.initiate(created.id))
        .unwrap(),
    ).toMatchObject({
      questionContent: '## What happened',
    });

    const updated = await moderator
      .dispatch(
        templatesApi.endpoints.updateTemplate.initiate({
          id: created.id,
          title: 'Incident follow-up',
          description: 'After an incident',
          tags: ['incident', 'postmortem'],
        }),
      )
      .unwrap();
    expect(updated).toMatchObject({
      title: 'Incident follow-up',
      tags: ['incident', 'postmortem'],
    });

    expect(
      await failureOf(
        bob
          .dispatch(
            templatesApi.endpoints.createTemplate.initiate({
              title: 'Mine',
              description: 'Not allowed',
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject(forbidden());
    // The refusal's `errors` body wins over the success boolean.
    expect(
      await failureOf(
        bob
          .dispatch(templatesApi.endpoints.deleteTemplate.initiate(created.id))
          .unwrap(),
      ),
    ).toMatchObject(forbidden());

    expect(
      await moderator
        .dispatch(templatesApi.endpoints.deleteTemplate.initiate(created.id))
        .unwrap(),
    ).toBe(true);
    expect(
      (
        await bob
          .dispatch(
            templatesApi.endpoints.getTemplates.initiate(undefined, {
              forceRefetch: true,
            }),
          )
          .unwrap()
      ).total,
    ).toBe(0);
  });
});

describe('statistics', () => {
  it('counts activity in the global, per-user, leaderboard and impact reads', async () => {
    const before = await bob
      .dispatch(statisticsApi.endpoints.getGlobalStatistics.initiate())
      .unwrap();

    const question = await create(
      alice,
      'question',
      'How are statistics computed?',
      ['stats'],
    );
    const answer = await bob
      .dispatch(
        answersApi.endpoints.postAnswer.initiate({
          postId: question.id,
          answer: 'From the data.',
        }),
      )
      .unwrap();
    await bob
      .dispatch(
        postVotesApi.endpoints.votePost.initiate({
          id: question.id,
          vote: 'up',
        }),
      )
      .unwrap();
    // A visit by someone else is one view: the author's impact.
    await bob
      .dispatch(postsApi.endpoints.getPost.initiate(question.id))
      .unwrap();
    await alice
      .dispatch(
        answersApi.endpoints.voteAnswer.initiate({
          postId: question.id,
          answerId: answer.id,
          vote: 'up',
        }),
      )
      .unwrap();

    const after = await bob
      .dispatch(
        statisticsApi.endpoints.getGlobalStatistics.initiate(undefined, {
          forceRefetch: true,
        }),
      )
      .unwrap();
    expect(after.summary.totalQuestions).toBe(
      before.summary.totalQuestions + 1,
    );
    expect(after.summary.totalAnswers).toBe(before.summary.totalAnswers + 1);
    expect(after.summary.totalVotes).toBe(before.summary.totalVotes + 2);
    expect(after.statistics.length).toBeGreaterThan(0);
    expect(after.statistics.at(-1)).toEqual(
      expect.objectContaining({
        date: expect.any(String),
        totalQuestions: expect.any(Number),
      }),
    );

    const mine = await alice
      .dispatch(statisticsApi.endpoints.getUserStatistics.initiate(USERS.alice))
      .unwrap();
    expect(mine.summary.totalQuestions).toBeGreaterThanOrEqual(1);
    expect(mine.summary).toEqual(
      expect.objectContaining({ totalFollowers: expect.any(Number) }),
    );

    const mostAnswers = await alice
      .dispatch(
        statisticsApi.endpoints.getTopAnswerAuthors.initiate({
          period: '7d',
          limit: 5,
        }),
      )
      .unwrap();
    expect(mostAnswers.ranking).toContainEqual({
      author: USERS.bob,
      total: 1,
      position: 1,
    });

    const topAnswers = await bob
      .dispatch(statisticsApi.endpoints.getTopUpvotedAnswerAuthors.initiate({}))
      .unwrap();
    expect(topAnswers.ranking[0]).toMatchObject({
      author: USERS.bob,
      total: 1,
      position: 1,
    });
    expect(topAnswers.loggedUser).toMatchObject({
      author: USERS.bob,
      position: 1,
    });

    const impact = await alice
      .dispatch(statisticsApi.endpoints.getUserImpact.initiate())
      .unwrap();
    expect(impact.impact).toBeGreaterThanOrEqual(1);
    expect(impact.lastWeekImpact).toBeGreaterThanOrEqual(1);
    expect(impact).toEqual({
      impact: expect.any(Number),
      lastWeekImpact: expect.any(Number),
    });
  });
});
