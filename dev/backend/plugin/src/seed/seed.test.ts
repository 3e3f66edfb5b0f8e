import knexFactory, { type Knex } from 'knex';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { mockServices } from '@backstage/backend-test-utils';
import { migrate } from '../migrations';
import { seedDemoData } from './index';
import { imageMimeType } from '../service/imageType';
import { loadAttachment } from '../stores/attachments';

const NOW = new Date('2025-03-15T13:45:00Z');
const ANCHOR = Date.parse('2025-03-15T00:00:00Z');
const TAG = /^[a-z0-9+#]+([-_.][a-z0-9+#]+)*$/;

async function seededDb(): Promise<Knex> {
  const db = knexFactory({
    client: 'better-sqlite3',
    connection: ':memory:',
    useNullAsDefault: true,
  });
  await migrate(db);
  await seedDemoData(db, mockServices.logger.mock(), NOW);
  return db;
}

const sumBy = <T>(
  rows: T[],
  key: (row: T) => number | string,
  value: (row: T) => number,
) => {
  const sums = new Map<number | string, number>();
  for (const row of rows)
    sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
};

/** Refs of every entity in dev/catalog, to check the seed only names real ones. */
function catalogRefs(): Set<string> {
  const dir = path.resolve(__dirname, '../../../../catalog');
  const refs = new Set<string>();
  for (const file of fs.readdirSync(dir).filter(f => f.endsWith('.yaml'))) {
    for (const doc of parseAllDocuments(
      fs.readFileSync(path.join(dir, file), 'utf8'),
    )) {
      const e = doc.toJS();
      if (e?.kind)
        refs.add(`${e.kind.toLowerCase()}:default/${e.metadata.name}`);
    }
  }
  return refs;
}

describe('seedDemoData', () => {
  let db: Knex;
  beforeAll(async () => {
    db = await seededDb();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('creates the demo community', async () => {
    const types: string[] = await db('posts').pluck('type');
    expect(
      Object.fromEntries(
        sumBy(
          types,
          t => t,
          () => 1,
        ),
      ),
    ).toEqual({
      question: 44,
      article: 13,
      link: 11,
    });
    // Deleted posts of every type, each with who removed it and when.
    const deleted = await db('posts').where('status', 'deleted');
    expect(new Set(deleted.map(p => p.type))).toEqual(
      new Set(['question', 'article', 'link']),
    );
    expect(deleted.some(p => /credentials/.test(p.delete_reason))).toBe(true);
    expect(deleted.every(p => p.deleted_by && p.deleted_at)).toBe(true);
    // The dev policy's demo restriction: posts tagged secret, by a payments
    // member (dev/catalog/org.yaml), each answered.
    const secret = await db('posts')
      .join('post_tags', 'post_tags.post_id', 'posts.id')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .where('tags.tag', 'secret')
      .select('posts.id', 'posts.author', 'posts.answers_count');
    expect(secret).toHaveLength(2);
    expect(secret.every(p => p.author === 'user:default/aisha.khan')).toBe(
      true,
    );
    expect(secret.every(p => p.answers_count === 1)).toBe(true);
    expect(
      await db('posts').where('anonymous', true).count({ n: '*' }).first(),
    ).toEqual({ n: 3 });
    expect(
      await db('answers').where('anonymous', true).count({ n: '*' }).first(),
    ).toEqual({ n: 2 });
    expect(await db('templates').count({ n: '*' }).first()).toEqual({ n: 2 });
    for (const table of [
      'tag_followers',
      'entity_followers',
      'user_followers',
      'collection_followers',
      'post_followers',
      'post_favorites',
      'tag_experts',
    ]) {
      expect(
        Number((await db(table).count({ n: '*' }).first())?.n),
      ).toBeGreaterThan(0);
    }
    // Some articles are long enough for a table of contents and show code and a table.
    const rich = (await db('posts').where('type', 'article')).filter(
      a =>
        (a.content.match(/^## /gm) ?? []).length >= 3 &&
        a.content.includes('~~~') &&
        /^\| --- /m.test(a.content),
    );
    expect(rich.length).toBeGreaterThanOrEqual(2);
    const links = await db('posts').where({ type: 'link', status: 'active' });
    expect(links.every(l => /^https:\/\//.test(l.url) && l.clicks > 0)).toBe(
      true,
    );
  });

  it('keeps every denormalised counter equal to its rows', async () => {
    const posts = await db('posts');
    const answers = await db('answers');
    const comments = await db('comments');
    const postScore = sumBy(
      await db('post_votes'),
      v => v.post_id,
      v => v.value,
    );
    const views = sumBy(
      await db('post_views'),
      v => v.post_id,
      () => 1,
    );
    const clicks = sumBy(
      await db('post_clicks'),
      v => v.post_id,
      () => 1,
    );
    const answerScore = sumBy(
      await db('answer_votes'),
      v => v.answer_id,
      v => v.value,
    );
    const activeAnswers = sumBy(
      answers.filter(a => a.status === 'active'),
      a => a.post_id,
      () => 1,
    );
    const correct = sumBy(
      answers,
      a => a.post_id,
      a => (a.correct ? 1 : 0),
    );
    const postComments = sumBy(
      comments.filter(c => c.answer_id === null),
      c => c.post_id,
      () => 1,
    );
    for (const p of posts) {
      expect([
        p.id,
        p.score,
        p.views,
        p.clicks,
        p.answers_count,
        p.comments_count,
        Boolean(p.correct_answer),
      ]).toEqual([
        p.id,
        postScore.get(p.id) ?? 0,
        views.get(p.id) ?? 0,
        clicks.get(p.id) ?? 0,
        activeAnswers.get(p.id) ?? 0,
        postComments.get(p.id) ?? 0,
        (correct.get(p.id) ?? 0) > 0,
      ]);
    }
    for (const a of answers)
      expect([a.id, a.score]).toEqual([a.id, answerScore.get(a.id) ?? 0]);
    // The counters are not trivially zero.
    expect(posts.reduce((s, p) => s + p.views, 0)).toBeGreaterThan(300);
    expect(posts.filter(p => p.score !== 0).length).toBeGreaterThan(20);
  });

  it('has at most one correct answer per question, and only on questions', async () => {
    const rows = await db('answers')
      .join('posts', 'posts.id', 'answers.post_id')
      .where('answers.correct', true)
      .select('answers.post_id', 'posts.type');
    expect(rows.every(r => r.type === 'question')).toBe(true);
    expect(new Set(rows.map(r => r.post_id)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(
      await db('posts')
        .where({ type: 'question', answers_count: 0, status: 'active' })
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: 1 });
  });

  it('never records a vote on the voter’s own content', async () => {
    const ownPostVotes = await db('post_votes')
      .join('posts', 'posts.id', 'post_votes.post_id')
      .whereRaw('posts.author = post_votes.user_ref');
    const ownAnswerVotes = await db('answer_votes')
      .join('answers', 'answers.id', 'answer_votes.answer_id')
      .whereRaw('answers.author = answer_votes.user_ref');
    expect(ownPostVotes).toEqual([]);
    expect(ownAnswerVotes).toEqual([]);
    expect(
      await db('post_votes').where('value', -1).count({ n: '*' }).first(),
    ).not.toEqual({ n: 0 });
  });

  it('ranks collection posts 1..n', async () => {
    const rows = await db('collection_posts').orderBy([
      'collection_id',
      'position',
    ]);
    const byCollection = new Map<number, number[]>();
    for (const r of rows)
      byCollection.set(r.collection_id, [
        ...(byCollection.get(r.collection_id) ?? []),
        r.position,
      ]);
    expect(byCollection.size).toBe(3);
    for (const positions of byCollection.values()) {
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
  });

  it('gives every collection a stored PNG header image and posts of more than one type', async () => {
    const collections = await db('collections').select('id', 'header_image');
    for (const { id, header_image: image } of collections) {
      const uuid = String(image).match(/\/api\/agora\/attachments\/(.+)$/)?.[1];
      const file = await db('attachments').where('uuid', uuid).first();
      expect(file?.mime_type).toBe('image/png');
      expect(Buffer.from(file.data).subarray(1, 4).toString()).toBe('PNG');
      const types = await db('collection_posts')
        .join('posts', 'posts.id', 'collection_posts.post_id')
        .where('collection_id', id)
        .distinct('posts.type');
      expect(types.length).toBeGreaterThan(1);
    }
  });

  it('uses valid tags, real catalog refs and dates within the last six months', async () => {
    const tags: string[] = await db('tags').pluck('tag');
    expect(tags.filter(t => !TAG.test(t) || t.length > 50)).toEqual([]);
    const perPost = sumBy(
      await db('post_tags'),
      r => r.post_id,
      () => 1,
    );
    expect(Math.max(...perPost.values())).toBeLessThanOrEqual(5);
    expect(
      await db('tags').whereNull('description').count({ n: '*' }).first(),
    ).toEqual({ n: 0 });

    const known = catalogRefs();
    const refs = new Set<string>([
      ...(await db('post_entities').pluck('entity_ref')),
      ...(await db('entity_followers').pluck('entity_ref')),
      ...(await db('posts').pluck('author')),
      ...(await db('answers').pluck('author')),
      ...(await db('post_votes').pluck('user_ref')),
      ...(await db('tag_experts').pluck('user_ref')),
    ]);
    expect([...refs].filter(r => !known.has(r))).toEqual([]);

    const posts = await db('posts').select('id', 'created');
    const created = new Map(posts.map(p => [p.id, Date.parse(p.created)]));
    const times = [...created.values()];
    expect(Math.max(...times)).toBeLessThanOrEqual(ANCHOR);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(
      ANCHOR - 181 * 86_400_000,
    );
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(
      120 * 86_400_000,
    );
    for (const a of await db('answers')) {
      expect(Date.parse(a.created)).toBeGreaterThanOrEqual(
        created.get(a.post_id)!,
      );
    }
  });

  it('indexes the seeded posts for search', async () => {
    const table = db.client.config.client === 'pg' ? 'post_search' : 'post_fts';
    const [{ n }] = await db(table).count({ n: '*' });
    expect(Number(n)).toBe(68);
  });

  it('stores an article image as an upload and shows it at its address', async () => {
    const [image] = await db('attachments');
    expect(imageMimeType(image.data)).toBe('image/png');
    expect(image.mime_type).toBe('image/png');
    const article = await db('posts')
      .where('type', 'article')
      .where('content', 'like', '%![%')
      .first();
    // Without backend.baseUrl the address is a path, as an upload's locationUri is.
    expect(article.content).toContain(
      `](/api/agora/attachments/${image.uuid})`,
    );
    expect(image.creator).toBe(article.author);
    expect(await loadAttachment(db, image.uuid)).toEqual({
      mimeType: 'image/png',
      data: image.data,
    });

    const withBase = knexFactory({
      client: 'better-sqlite3',
      connection: ':memory:',
      useNullAsDefault: true,
    });
    await migrate(withBase);
    await seedDemoData(withBase, mockServices.logger.mock(), NOW, {
      baseUrl: 'http://localhost:7007',
    });
    const same = await withBase('posts').where('id', article.id).first();
    expect(same.content).toContain(
      `](http://localhost:7007/api/agora/attachments/${image.uuid})`,
    );
    expect(same.content).not.toContain('{{');
    await withBase.destroy();
  });

  it('does nothing when posts already exist', async () => {
    const before = await db('post_votes').count({ n: '*' }).first();
    await seedDemoData(db, mockServices.logger.mock(), NOW);
    expect(await db('posts').count({ n: '*' }).first()).toEqual({ n: 68 });
    expect(await db('post_votes').count({ n: '*' }).first()).toEqual(before);
  });

  it('produces the same community every time', async () => {
    const other = await seededDb();
    const snapshot = (k: Knex) =>
      k('posts')
        .orderBy('id')
        .select('title', 'author', 'created', 'score', 'views');
    expect(await snapshot(other)).toEqual(await snapshot(db));
    await other.destroy();
  });
});
