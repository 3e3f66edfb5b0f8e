import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';

describe('tags routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    await createTestPost(backend, { tags: ['kafka', 'react-native'] });
    await createTestPost(backend, {
      type: 'article',
      tags: ['kafka'],
      title: 'Kafka 101',
    });
    await createTestPost(backend, {
      type: 'link',
      url: 'https://example.com/k',
      tags: ['kafka', 'go_lang'],
    });
  });
  afterAll(() => backend.stop());

  it('lists tags with counts per type, ordered and paged, total of all matches', async () => {
    const res = await backend.as(USERS.bob).get('/tags?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.tags).toHaveLength(2);
    expect(res.body.tags[0]).toMatchObject({
      tag: 'kafka',
      postsCount: 3,
      questionsCount: 1,
      articlesCount: 1,
      linksCount: 1,
      followerCount: 0,
      experts: [],
      canEdit: false,
      canDelete: false,
    });
    expect(res.body.canCreate).toBe(false);
    const byName = await backend
      .as(USERS.bob)
      .get('/tags?orderBy=tag&order=asc&offset=1');
    expect(byName.body.tags.map((t: any) => t.tag)).toEqual([
      'kafka',
      'react-native',
    ]);
  });

  it('searches names with _ taken literally', async () => {
    const res = await backend.as(USERS.bob).get('/tags?searchQuery=_');
    expect(res.body.tags.map((t: any) => t.tag)).toEqual(['go_lang']);
    expect(res.body.total).toBe(1);
  });

  it.each([
    '/tags?limit=0',
    '/tags?orderBy=nope',
    '/tags?order=up',
    '/tags?offset=-1',
  ])('refuses %s with a 400 query error', async path => {
    const res = await backend.as(USERS.bob).get(path);
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('query');
    expect(res.body.errors.length).toBeGreaterThan(0);
  });

  it('reads one tag by name or id and answers 404 JSON for unknown ones', async () => {
    const byName = await backend.as(USERS.bob).get('/tags/kafka');
    expect(byName.status).toBe(200);
    const byId = await backend.as(USERS.bob).get(`/tags/${byName.body.id}`);
    expect(byId.body.tag).toBe('kafka');
    const missing = await backend.as(USERS.bob).get('/tags/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toBe('Tag not found');
  });

  it('lets moderators create, edit and delete tags; others get 403', async () => {
    const body = {
      tag: 'Terraform',
      description: 'IaC',
      experts: [USERS.carol],
    };
    expect((await backend.as(USERS.bob).put('/tags', body)).status).toBe(403);
    expect(
      (await backend.as(USERS.moderator).get('/tags')).body.canCreate,
    ).toBe(true);
    const created = await backend.as(USERS.moderator).put('/tags', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tag: 'terraform',
      description: 'IaC',
      experts: [USERS.carol],
      postsCount: 0,
      canEdit: true,
    });
    expect((await backend.as(USERS.moderator).put('/tags', body)).status).toBe(
      409,
    );

    expect(
      (
        await backend
          .as(USERS.bob)
          .post('/tags/terraform', { description: 'x' })
      ).status,
    ).toBe(403);
    const updated = await backend.as(USERS.moderator).post('/tags/terraform', {
      description: 'Infrastructure as code',
      experts: [],
    });
    expect(updated.body).toMatchObject({
      description: 'Infrastructure as code',
      experts: [],
    });

    expect(
      (await backend.as(USERS.bob).delete('/tags/terraform', { reason: 'x' }))
        .status,
    ).toBe(403);
    const deleted = await backend
      .as(USERS.moderator)
      .delete('/tags/terraform', { reason: 'dup' });
    expect(deleted.status).toBe(204);
    expect((await backend.as(USERS.bob).get('/tags/terraform')).status).toBe(
      404,
    );
  });

  it.each([
    [{ tag: 'bad tag!' }, 'tag'],
    [{ tag: 'a'.repeat(51) }, 'tag'],
    [{}, 'tag'],
    [{ tag: 'ok', experts: ['jane'] }, 'experts.0'],
  ])('refuses PUT /tags %j with a 400 on %s', async (body, path) => {
    const res = await backend.as(USERS.moderator).put('/tags', body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.path)).toContain(path);
  });

  it('suggests existing tags named in the text, most used first', async () => {
    const res = await backend.as(USERS.bob).post('/tags/suggest', {
      title: 'React Native app reading from Kafka',
      content: 'and some terraform',
    });
    expect(res.status).toBe(200);
    expect(res.body.tags).toEqual(['kafka', 'react-native']);
    expect((await backend.as(USERS.bob).post('/tags/suggest', {})).status).toBe(
      400,
    );
  });

  it('follows and unfollows tags', async () => {
    expect((await backend.as(USERS.bob).put('/tags/follow/kafka')).status).toBe(
      204,
    );
    expect((await backend.as(USERS.bob).put('/tags/follow/kafka')).status).toBe(
      204,
    );
    const followed = await backend.as(USERS.bob).get('/tags/followed');
    expect(followed.body).toMatchObject({
      count: 1,
      tags: [{ tag: 'kafka', followerCount: 1 }],
    });
    expect(
      (await backend.as(USERS.bob).put('/tags/follow/unknown')).status,
    ).toBe(404);
    expect(
      (await backend.as(USERS.bob).delete('/tags/follow/kafka')).status,
    ).toBe(204);
    expect((await backend.as(USERS.bob).get('/tags/followed')).body.count).toBe(
      0,
    );
  });

  // Last: it adds posts and removes a tag that the list tests above count.
  it('takes a deleted tag out of the search index of the posts that carried it', async () => {
    const tagged = await createTestPost(backend, {
      title: 'Tagged only',
      tags: ['zorblax'],
    });
    const named = await createTestPost(backend, {
      title: 'Mentions zorblax in its title',
    });
    const search = async () =>
      (
        await backend
          .as(USERS.bob)
          .post('/posts/query', { searchQuery: 'zorblax' })
      ).body.posts
        .map((p: { id: number }) => p.id)
        .sort((a: number, b: number) => a - b);
    expect(await search()).toEqual([tagged.id, named.id]);

    expect(
      (await backend.as(USERS.moderator).delete('/tags/zorblax')).status,
    ).toBe(204);
    // The post matched only by its tag is gone; one matched by its own words stays.
    expect(await search()).toEqual([named.id]);
    expect(
      (await backend.as(USERS.bob).get(`/posts/${tagged.id}`)).body.tags,
    ).toEqual([]);
  });
});
