import type { Knex } from 'knex';
import { openTestDatabase } from '../../testing/testDatabase';
import type { Caller } from '../../domain/caller';
import { createPost, deletePost, purgePost, restorePost } from '../postWrites';
import { createAnswer, deleteAnswer } from '../answerWrites';
import { addComment } from '../comments';
import { voteAnswer, votePost } from '../votes';
import { countView } from '../postActivity';

const user = (name: string): Caller => ({
  userRef: `user:default/${name}`,
  isModerator: false,
});
const [alice, bob, carol, dave] = ['alice', 'bob', 'carol', 'dave'].map(user);
const mod: Caller = { userRef: 'user:default/mod', isModerator: true };

/** Tables read only to count an item's rows during these writes. */
const CONTENT = ['comments', 'post_votes', 'answer_votes', 'post_views'];

/** The selects of `write` that read each of CONTENT. */
async function contentReads(db: Knex, write: () => Promise<unknown>) {
  const sqls: string[] = [];
  const listen = (q: { sql: string }) => sqls.push(q.sql);
  db.on('query', listen);
  try {
    await write();
  } finally {
    db.off('query', listen);
  }
  const selects = sqls.filter(sql => /^\s*select/i.test(sql));
  return Object.fromEntries(
    CONTENT.map(table => [
      table,
      selects.filter(sql => new RegExp(`[\`"]${table}[\`"]`).test(sql)).length,
    ]),
  );
}

describe('counter writes read their item once before and once after (stores/counters/contentSnapshot.ts)', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_snapshot'));
  });
  afterAll(() => close());

  /** A question with answers, comments on both, votes on both and views. */
  async function community() {
    const postId = await createPost(
      db,
      {
        type: 'question',
        title: 'Counted',
        content: 'Body',
        tags: ['alpha', 'beta'],
        entities: ['component:default/agora'],
        images: [],
        anonymous: false,
      },
      alice,
    );
    const answers = [
      await createAnswer(db, postId, { answer: 'One' }, bob),
      await createAnswer(db, postId, { answer: 'Two' }, carol),
    ];
    await addComment(db, { postId }, 'On the post', dave);
    await addComment(db, { postId, answerId: answers[0] }, 'On one', dave);
    await votePost(db, postId, 1, bob);
    await votePost(db, postId, 1, carol);
    await voteAnswer(db, postId, answers[0], 1, alice);
    await voteAnswer(db, postId, answers[1], -1, dave);
    await countView(db, postId, bob);
    return { postId, answers };
  }

  /** The tables read more than twice (before and after). */
  const overTwice = (reads: Record<string, number>, tables = CONTENT) =>
    tables.filter(table => reads[table] > 2);

  it('deletes and restores a post reading each kind of row at most twice', async () => {
    const { postId } = await community();
    const deleted = await contentReads(db, () =>
      deletePost(db, postId, undefined, mod),
    );
    expect(overTwice(deleted)).toEqual([]);
    const restored = await contentReads(db, () => restorePost(db, postId, mod));
    expect(overTwice(restored)).toEqual([]);
    // A purge also recounts its authors' `users` days, from comments too.
    const purged = await contentReads(db, () => purgePost(db, postId, mod));
    expect(
      overTwice(
        purged,
        CONTENT.filter(table => table !== 'comments'),
      ),
    ).toEqual([]);
  });

  it('deletes an answer reading its comments and votes at most twice', async () => {
    const { postId, answers } = await community();
    const reads = await contentReads(db, () =>
      deleteAnswer(db, postId, answers[0], undefined, bob),
    );
    expect(overTwice(reads)).toEqual([]);
    // An answer has no post votes nor views of its own.
    expect(reads).toMatchObject({ post_votes: 0, post_views: 0 });
  });
});
