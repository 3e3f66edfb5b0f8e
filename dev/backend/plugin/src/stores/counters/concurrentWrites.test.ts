import { ConflictError } from '@backstage/errors';
import { openTestDatabase } from '../../testing/testDatabase';
import { compareWithRecount } from '../../testing/counterRecount';
import type { Caller } from '../../domain/caller';
import { createPost, deletePost, restorePost } from '../postWrites';
import { createAnswer, setCorrectAnswer } from '../answerWrites';
import { addComment } from '../comments';
import { voteAnswer, votePost } from '../votes';
import { countView } from '../postActivity';
import { createTag } from '../tags';

/**
 * Writes that arrive at once. On SQLite (`npm test`) they run one after
 * the other; on PostgreSQL (`npm run test:pg`) they run in parallel
 * transactions on a pool of connections, where a counter read before and
 * after a write can see other writes commit in between
 * (stores/transactions.ts). Either way every kept counter must equal its
 * recount, and no write may fail.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => database.db;

const person = (name: string): Caller => ({
  userRef: `user:default/${name}`,
  isModerator: false,
});
const author = person('author');
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };
const crowd = Array.from({ length: 24 }, (_, i) => person(`voter${i}`));

const ask = (title: string, tags: string[] = ['payments']) =>
  createPost(
    db(),
    {
      type: 'question',
      title,
      content: 'What happens when many people write at once?',
      tags,
      entities: ['component:default/payments-api'],
      images: [],
      anonymous: false,
    },
    author,
  );

beforeAll(async () => {
  database = await openTestDatabase('agora_concurrent');
}, 30_000);
afterAll(async () => {
  await database?.close();
});

async function expectNoDrift() {
  expect(await compareWithRecount(db(), false)).toEqual([]);
}

describe('concurrent writes keep every counter exact', () => {
  it('settles one person’s simultaneous up- and down-vote on one vote', async () => {
    const postId = await ask('Up and down at once');
    const voter = crowd[0];
    for (let i = 0; i < 10; i++) {
      await Promise.all([
        votePost(db(), postId, 1, voter),
        votePost(db(), postId, -1, voter),
      ]);
      const post = await db()('posts').where('id', postId).first('score');
      const vote = await db()('post_votes')
        .where({ post_id: postId, user_ref: voter.userRef })
        .first('value');
      expect(Number(post.score)).toBe(Number(vote.value));
    }
    await expectNoDrift();
  }, 60_000);

  it('counts a crowd voting on one post and one answer', async () => {
    const postId = await ask('Everyone votes');
    const answerId = await createAnswer(
      db(),
      postId,
      { answer: 'An answer everyone likes' },
      person('answerer'),
    );
    await Promise.all(
      crowd.flatMap(voter => [
        votePost(db(), postId, 1, voter),
        voteAnswer(db(), postId, answerId, 1, voter),
        countView(db(), postId, voter),
      ]),
    );
    const post = await db()('posts').where('id', postId).first();
    expect(Number(post.score)).toBe(crowd.length);
    expect(Number(post.views)).toBe(crowd.length);
    await expectNoDrift();
  }, 60_000);

  it('counts answers and comments arriving while the correct answer toggles', async () => {
    const postId = await ask('Which answer is right?');
    const first = await createAnswer(
      db(),
      postId,
      { answer: 'The first answer' },
      person('first'),
    );
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      writes.push(
        setCorrectAnswer(db(), postId, first, i % 2 === 0, author),
        createAnswer(db(), postId, { answer: `Answer ${i}` }, crowd[i]),
        addComment(db(), { postId }, `Comment ${i}`, crowd[i + 12]),
      );
    }
    await Promise.all(writes);
    const answers = await db()('answers').where('post_id', postId).count();
    expect(Number(Object.values(answers[0])[0])).toBe(13);
    await expectNoDrift();
  }, 60_000);

  it('counts a delete and a restore while answers and votes arrive', async () => {
    const postId = await ask('Deleted in the middle');
    const writes: Promise<unknown>[] = [
      deletePost(db(), postId, 'spam', moderator),
    ];
    for (let i = 0; i < 12; i++)
      writes.push(
        createAnswer(db(), postId, { answer: `Late ${i}` }, crowd[i]),
        votePost(db(), postId, 1, crowd[i + 12]),
      );
    // Those arriving after the delete are refused: they never happened.
    const refusals = (await Promise.allSettled(writes)).flatMap(r =>
      r.status === 'rejected' ? [(r.reason as Error).name] : [],
    );
    expect(new Set(refusals)).toEqual(
      new Set(refusals.length ? ['NotFoundError'] : []),
    );
    await restorePost(db(), postId, moderator);
    await expectNoDrift();
  }, 60_000);

  it('lets one of many creators of one tag have it, the rest a conflict', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => createTag(db(), 'ledger-race', {})),
    );
    expect(results.map(r => r.status).sort()).toEqual([
      'fulfilled',
      ...Array(7).fill('rejected'),
    ]);
    const reasons = results.flatMap(r =>
      r.status === 'rejected' ? [r.reason] : [],
    );
    expect(reasons.every(reason => reason instanceof ConflictError)).toBe(true);
    // Posts naming new tags at once share them instead of failing.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ask(`Tagged ${i}`, ['brand-new', 'also-new']),
      ),
    );
    await expectNoDrift();
  }, 60_000);
});
