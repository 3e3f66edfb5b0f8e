import type { Knex } from 'knex';
import type { PostsResponse } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { openTestDatabase } from '../testing/testDatabase';
import { createAnswer, deleteAnswer, updateAnswer } from './answerWrites';
import {
  createPost,
  deletePost,
  purgePost,
  updatePost,
  type PostInput,
} from './postWrites';
import { listPosts } from './posts';
import { deleteTag, tagIdOf } from './tags';
import { parseQuery } from './search/queryText';
import { excerptParts, fts5Expression } from './search/engines';

const alice: Caller = { userRef: 'user:default/alice', isModerator: false };
const bob: Caller = { userRef: 'user:default/bob', isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };

const post = (title: string, content: string, tags: string[] = []) =>
  ({
    type: 'question',
    title,
    content,
    tags,
    entities: [],
    images: [],
    anonymous: false,
  }) satisfies PostInput;

describe('parseQuery: what a search box query asks for', () => {
  it('drops stop words, keeps the rest, and marks the last word as being typed', () => {
    expect(parseQuery('what is the lifecycle of a payment')).toEqual({
      terms: [
        { text: 'lifecycle', phrase: false, prefix: false },
        { text: 'payment', phrase: false, prefix: true },
      ],
      excluded: [],
    });
  });

  it('keeps stop words when they are all there is, phrases, exclusions and code tokens', () => {
    expect(parseQuery('the who').terms.map(t => t.text)).toEqual([
      'the',
      'who',
    ]);
    const parsed = parseQuery('"consumer lag" -kafka payments-service N+1');
    expect(parsed.terms).toEqual([
      { text: 'consumer lag', phrase: true, prefix: false },
      {
        text: 'payments service',
        phrase: true,
        prefix: false,
        typed: 'payments-service',
      },
      { text: 'n 1', phrase: true, prefix: false, typed: 'N+1' },
    ]);
    expect(parsed.excluded).toEqual([
      { text: 'kafka', phrase: false, prefix: false },
    ]);
  });

  it('gives FTS5 only quoted letters and digits, whatever was typed', () => {
    const plan = {
      ...parseQuery('a" OR title:* NEAR(x) -"y z'),
      mode: 'all' as const,
    };
    // `a` and `OR` are common words; `NEAR(x)` a token of two words.
    expect(fts5Expression(plan)).toBe('"title" AND "near x" NOT ("y z")');
  });

  it('splits excerpts at their marks', () => {
    expect(
      excerptParts('…the \uE000consumer\uE001 \uE000lag\uE001 grows'),
    ).toEqual([
      { text: '…the ' },
      { text: 'consumer', match: true },
      { text: ' ' },
      { text: 'lag', match: true },
      { text: ' grows' },
    ]);
  });
});

describe('searching posts on the database engine (docs/search.md)', () => {
  let db: Knex;
  let close: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_search'));
    const add = async (key: string, input: PostInput, caller = alice) => {
      ids[key] = await createPost(db, input, caller);
    };
    await add(
      'camera',
      post(
        'The app crashes when I open the camera',
        'On Android 14 the **app crashes** as soon as the camera screen opens.',
        ['react-native'],
      ),
    );
    await add('lifecycle', {
      ...post(
        'Payments 101: the lifecycle of a payment',
        'From *authorised* to settled: every state a payment goes through.',
        ['payments'],
      ),
      type: 'article',
    });
    await add(
      'pgbouncer',
      post(
        'PgBouncer pool modes for the ledger database',
        'Transaction or session pooling with PgBouncer in front of PostgreSQL?',
        ['postgres'],
      ),
    );
    await add(
      'lag',
      post(
        'Consumer lag keeps growing on notifications.requested',
        'Our Kafka consumer group falls behind every evening; lag reaches millions.',
        ['kafka'],
      ),
    );
    await add(
      'partitions',
      post(
        'Choosing a Kafka partition count',
        'How many partitions should a topic have? Consumers, lag and throughput.',
        ['kafka'],
      ),
    );
    await add(
      'n1',
      post(
        'GraphQL resolvers run N+1 queries',
        'Each order loads its payments-service customer separately.',
        ['graphql'],
      ),
    );
    await add(
      'kubernetes',
      post('Kubernetes memory limits for Java', 'The pod is OOMKilled.', [
        'kubernetes',
      ]),
    );
    await add(
      'answered',
      post('Where do build artefacts go?', 'Looking for our build outputs.'),
    );
    await createAnswer(
      db,
      ids.answered,
      { answer: 'They are uploaded to Artifactory by the pipeline.' },
      bob,
    );
  }, 60_000);
  afterAll(() => close());

  const search = (
    searchQuery: string,
    caller: Caller = bob,
    extra: Record<string, unknown> = {},
  ): Promise<PostsResponse> =>
    listPosts(db, { searchQuery, limit: 10, ...extra }, caller);
  const titles = (response: PostsResponse) => response.posts.map(p => p.title);
  const first = async (q: string) => (await search(q)).posts[0]?.id;

  it('finds word forms: "crashing camera" finds "crashes … camera"', async () => {
    expect(await first('crashing camera')).toBe(ids.camera);
  });

  it('does not require common words: a question in plain language', async () => {
    const result = await search('what is the lifecycle of a payment');
    expect(result.posts[0].id).toBe(ids.lifecycle);
    expect(result.search).toBeUndefined();
  });

  it('ranks by relevance by default: a title match before a body match', async () => {
    const result = await search('kafka consumer lag');
    expect(titles(result).slice(0, 2)).toEqual([
      'Consumer lag keeps growing on notifications.requested',
      'Choosing a Kafka partition count',
    ]);
    // The newest first when asked for.
    const newest = await search('kafka consumer lag', bob, {
      orderBy: 'created',
    });
    expect(newest.posts[0].id).toBe(ids.partitions);
  });

  it('corrects a typo to a spelling the posts use, and says so', async () => {
    const result = await search('pgbouncr');
    expect(result.posts.map(p => p.id)).toEqual([ids.pgbouncer]);
    expect(result.search).toEqual({ correctedQuery: 'pgbouncer' });
  });

  it('falls back to posts with some of the words when none has all', async () => {
    const result = await search('kafka unicornish zebra');
    expect(result.search).toEqual({ someWords: true });
    expect(result.posts.map(p => p.id).sort()).toEqual(
      [ids.lag, ids.partitions].sort(),
    );
    expect(result.total).toBe(2);
  });

  it('matches quoted phrases, exclusions, code tokens and words being typed', async () => {
    expect(titles(await search('"consumer group"'))).toEqual([
      'Consumer lag keeps growing on notifications.requested',
    ]);
    expect((await search('kafka -evening')).posts.map(p => p.id)).toEqual([
      ids.partitions,
    ]);
    expect(await first('N+1')).toBe(ids.n1);
    expect(await first('payments-service')).toBe(ids.n1);
    expect(await first('kube')).toBe(ids.kubernetes);
  });

  it("finds a question by its answers' words", async () => {
    expect(await first('artifactory')).toBe(ids.answered);
  });

  it('cuts an excerpt around the matching words, as plain text', async () => {
    const [hit] = (await search('camera screen')).posts;
    expect(hit.id).toBe(ids.camera);
    const text = hit.excerpt!.map(p => p.text).join('');
    expect(text).not.toContain('**');
    expect(
      hit.excerpt!.filter(p => p.match).map(p => p.text.toLowerCase()),
    ).toEqual(expect.arrayContaining(['camera', 'screen']));
  });

  it('keeps the index current through edits, answers, tag deletion and purges', async () => {
    const id = await createPost(
      db,
      post('Zeppelin notebooks in CI', 'How do we run zeppelin notebooks?', [
        'quokka',
      ]),
      alice,
    );
    expect(await first('zeppelin')).toBe(id);
    expect(await first('quokka')).toBe(id);
    await updatePost(
      db,
      id,
      { ...post('Jupyter notebooks in CI', 'How do we run them?', ['quokka']) },
      alice,
    );
    expect((await search('zeppelin')).total).toBe(0);
    expect(await first('jupyter')).toBe(id);
    const answer = await createAnswer(
      db,
      id,
      { answer: 'Use papermill.' },
      bob,
    );
    expect(await first('papermill')).toBe(id);
    await updateAnswer(db, id, answer, { answer: 'Use nbconvert.' }, bob);
    expect((await search('papermill')).total).toBe(0);
    expect(await first('nbconvert')).toBe(id);
    await deleteAnswer(db, id, answer, undefined, bob);
    expect((await search('nbconvert')).total).toBe(0);
    await deleteTag(db, await tagIdOf(db, 'quokka'));
    expect((await search('quokka')).total).toBe(0);
    await purgePost(db, id, moderator);
    expect((await search('jupyter')).total).toBe(0);
  });

  it('never lists a deleted post, nor corrects a typo towards its words', async () => {
    const id = await createPost(
      db,
      post('Xylophone tuning guide', 'All about the xylophone.'),
      alice,
    );
    await deletePost(db, id, undefined, alice);
    const result = await search('xylophone');
    expect(result.total).toBe(0);
    const typo = await search('xylophon');
    expect(typo.total).toBe(0);
    expect(typo.search).toBeUndefined();
  });

  it('refuses relevance order without a search', async () => {
    await expect(
      listPosts(db, { orderBy: 'relevance', limit: 10 }, bob),
    ).rejects.toThrow('orderBy relevance needs a searchQuery');
  });
});

// PostgreSQL without pg_trgm (a role that may not create it): typos are
// still corrected, from the words sharing the first two letters.
(process.env.AGORA_TEST_PG ? describe : describe.skip)(
  'PostgreSQL without pg_trgm',
  () => {
    it('corrects typos from words with the same first letters', async () => {
      const { db, close } = await openTestDatabase('agora_search_plain');
      try {
        await db.raw('DROP EXTENSION IF EXISTS pg_trgm CASCADE');
        const id = await createPost(
          db,
          post('Terraform state lock errors', 'The state is locked.'),
          alice,
        );
        const result = await listPosts(
          db,
          { searchQuery: 'terrafrom', limit: 10 },
          bob,
        );
        expect(result.posts.map(p => p.id)).toEqual([id]);
        expect(result.search).toEqual({ correctedQuery: 'terraform' });
      } finally {
        await close();
      }
    });
  },
);
