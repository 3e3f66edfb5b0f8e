/* eslint jest/expect-expect: ["warn", { "assertFunctionNames": ["expect", "expectRead"] }] */
import * as z from 'zod/mini';
import {
  LEADERBOARDS,
  POST_LIST_PRESETS,
  POST_TYPES,
  aiStatusSchema,
  answerSchema,
  answersResponseSchema,
  collectionSchema,
  collectionsResponseSchema,
  entitiesResponseSchema,
  entityLinksResponseSchema,
  entityStatsSchema,
  followedCollectionsResponseSchema,
  followedEntitiesResponseSchema,
  followedPostsResponseSchema,
  followedTagsResponseSchema,
  followedUsersResponseSchema,
  globalStatisticsResponseSchema,
  permissionsResponseSchema,
  postSchema,
  postsResponseSchema,
  rankingResponseSchema,
  suggestionsResponseSchema,
  tagSchema,
  tagsResponseSchema,
  templateSchema,
  templatesResponseSchema,
  userImpactSchema,
  userStatisticsResponseSchema,
  usersResponseSchema,
  type Post,
} from '@agora/contract';
import {
  startAgoraTestBackend,
  type AgoraTestBackend,
} from '../plugin/src/testing/startAgoraTestBackend';
import { USERS as DEMO } from '../plugin/src/seed/catalogRefs';

/*
 * Contract round trip: the real backend with the demo community seeded, and
 * every read answering with exactly the shape its response schema describes.
 * The response schemas are strict objects, so a renamed, missing or extra
 * field fails here, not in a page that reads it.
 */
jest.setTimeout(60_000);

let backend: AgoraTestBackend;
// A moderator sees deleted posts too, so their shape is covered as well.
const MODERATOR = DEMO.maria;

beforeAll(async () => {
  backend = await startAgoraTestBackend({
    config: { agora: { seed: { enabled: true }, moderators: [MODERATOR] } },
  });
});

afterAll(() => backend.stop());

/** Expects a successful read whose body parses with `schema`; returns it. */
async function expectRead<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  options: { as?: string; body?: object } = {},
): Promise<z.output<S>> {
  const client = backend.as(options.as ?? MODERATOR);
  const res = await (options.body
    ? client.post(path, options.body)
    : client.get(path));
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  const result = z.safeParse(schema, res.body);
  if (!result.success) {
    throw new Error(`${path}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

const enc = encodeURIComponent;

describe('every seeded read parses with its response schema', () => {
  let posts: Post[];

  beforeAll(async () => {
    posts = (
      await expectRead(postsResponseSchema, '/posts/query', {
        body: { limit: 100, status: 'active' },
      })
    ).posts;
  });

  it('holds a seeded community to check', () => {
    expect(posts.length).toBeGreaterThan(10);
    expect(new Set(posts.map(p => p.type))).toEqual(new Set(POST_TYPES));
  });

  it.each([...POST_LIST_PRESETS, ...POST_TYPES])(
    'GET /posts/list/%s',
    async type => {
      await expectRead(postsResponseSchema, `/posts/list/${type}?limit=100`);
    },
  );

  it('GET /posts/followed, and the following filter', async () => {
    for (const user of Object.values(DEMO)) {
      await expectRead(followedPostsResponseSchema, '/posts/followed', {
        as: user,
      });
    }
    const { posts: followed, count } = await expectRead(
      followedPostsResponseSchema,
      '/posts/followed?limit=100',
      { as: DEMO.guest },
    );
    expect(count).toBeGreaterThan(0);
    expect(followed.every(p => p.following)).toBe(true);
    const filtered = await expectRead(postsResponseSchema, '/posts/query', {
      as: DEMO.guest,
      body: { following: true, limit: 100 },
    });
    expect(filtered.total).toBe(count);
  });

  it('GET /permissions', async () => {
    expect(await expectRead(permissionsResponseSchema, '/permissions')).toEqual(
      {
        moderator: true,
        createPost: true,
        vote: true,
        createCollection: true,
        manageTemplates: true,
      },
    );
  });

  it('POST /posts/query of deleted posts', async () => {
    const { posts: deleted } = await expectRead(
      postsResponseSchema,
      '/posts/query',
      {
        body: { status: 'deleted', orderBy: 'deleted' },
      },
    );
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.every(p => p.deletedBy && p.deleted)).toBe(true);
  });

  it('GET /posts/{id} and every answer of it, for every post', async () => {
    for (const { id } of posts) {
      const post = await expectRead(postSchema, `/posts/${id}`);
      expect(post.answers).toBeDefined();
      expect(post.comments).toBeDefined();
      for (const answer of post.answers ?? []) {
        await expectRead(answerSchema, `/posts/${id}/answers/${answer.id}`);
      }
    }
  });

  it('POST /answers/query', async () => {
    const { answers } = await expectRead(
      answersResponseSchema,
      '/answers/query',
      {
        body: { limit: 100 },
      },
    );
    expect(answers.length).toBeGreaterThan(0);
  });

  it('collections: query, followed and each one', async () => {
    const { collections } = await expectRead(
      collectionsResponseSchema,
      '/collections/query',
      { body: { limit: 100 } },
    );
    expect(collections.length).toBeGreaterThan(0);
    for (const { id } of collections) {
      await expectRead(collectionSchema, `/collections/${id}`);
    }
    for (const user of Object.values(DEMO)) {
      await expectRead(
        followedCollectionsResponseSchema,
        '/collections/followed',
        {
          as: user,
        },
      );
    }
  });

  it('GET /suggestions', async () => {
    for (const user of Object.values(DEMO)) {
      await expectRead(suggestionsResponseSchema, '/suggestions', { as: user });
    }
  });

  it('tags: list, followed and each one', async () => {
    const { tags } = await expectRead(tagsResponseSchema, '/tags?limit=100');
    expect(tags.length).toBeGreaterThan(0);
    for (const { tag } of tags)
      await expectRead(tagSchema, `/tags/${enc(tag)}`);
    for (const user of Object.values(DEMO)) {
      await expectRead(followedTagsResponseSchema, '/tags/followed', {
        as: user,
      });
    }
  });

  it('entities: list, links, followed and each one', async () => {
    const { entities } = await expectRead(
      entitiesResponseSchema,
      '/entities?limit=100',
    );
    expect(entities.length).toBeGreaterThan(0);
    for (const { entityRef } of entities) {
      await expectRead(entityStatsSchema, `/entities/${enc(entityRef)}`);
    }
    await expectRead(entityLinksResponseSchema, '/entities/links');
    for (const user of Object.values(DEMO)) {
      await expectRead(followedEntitiesResponseSchema, '/entities/followed', {
        as: user,
      });
    }
  });

  it('users: list and followed', async () => {
    const { users } = await expectRead(usersResponseSchema, '/users?limit=100');
    expect(users.length).toBeGreaterThan(0);
    for (const user of Object.values(DEMO)) {
      await expectRead(followedUsersResponseSchema, '/users/followed', {
        as: user,
      });
    }
  });

  it('templates: list and each one', async () => {
    const { templates } = await expectRead(
      templatesResponseSchema,
      '/templates',
    );
    expect(templates.length).toBeGreaterThan(0);
    for (const { id } of templates) {
      await expectRead(templateSchema, `/templates/${id}`);
    }
  });

  it.each(LEADERBOARDS)('GET /statistics/%s', async board => {
    await expectRead(rankingResponseSchema, `/statistics/${board}`);
    await expectRead(rankingResponseSchema, `/statistics/${board}?period=1y`);
  });

  it('statistics: impact, global and per user', async () => {
    await expectRead(userImpactSchema, '/statistics/user/impact');
    await expectRead(
      globalStatisticsResponseSchema,
      '/statistics/global?period=7d',
    );
    for (const user of Object.values(DEMO)) {
      await expectRead(
        userStatisticsResponseSchema,
        `/statistics/user/${enc(user)}?period=7d`,
      );
    }
  });

  it('GET /ai/status', async () => {
    await expectRead(aiStatusSchema, '/ai/status');
  });
});

describe('the response schemas are strict enough to catch drift', () => {
  const seeded = async () =>
    (await expectRead(postsResponseSchema, '/posts/list/recent')).posts[0];

  it('refuses a post with a renamed field', async () => {
    const { score, ...post } = await seeded();
    expect(z.safeParse(postSchema, { ...post, points: score }).success).toBe(
      false,
    );
  });

  it('refuses a post with a missing field', async () => {
    const { clicks: _clicks, ...post } = await seeded();
    expect(z.safeParse(postSchema, post).success).toBe(false);
  });
});
