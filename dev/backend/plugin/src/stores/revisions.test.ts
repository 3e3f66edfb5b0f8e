import { openTestDatabase } from '../testing/testDatabase';
import { compareWithRecount } from '../testing/counterRecount';
import type { Caller } from '../domain/caller';
import { createPost, deletePost, purgePost, updatePost } from './postWrites';
import { createAnswer, updateAnswer } from './answerWrites';

/** Where revisions live and when they go (stores/revisions.ts). */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => database.db;
const alice: Caller = { userRef: 'user:default/alice', isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };

const input = {
  title: 'Revised question',
  content: 'Body',
  tags: ['history'],
  entities: [],
  images: [],
};
const ask = () =>
  createPost(db(), { ...input, type: 'question', anonymous: false }, alice);
const revisionsOf = (postId: number) =>
  db()('revisions')
    .where('post_id', postId)
    .orderBy(['answer_id', 'revision'])
    .select('answer_id', 'revision');

beforeAll(async () => {
  database = await openTestDatabase('agora_revisions');
}, 30_000);
afterAll(async () => {
  await database?.close();
});

it('keeps revisions through a soft delete and removes them with a purge', async () => {
  const id = await ask();
  const answerId = await createAnswer(db(), id, { answer: 'A' }, alice);
  await updatePost(db(), id, { ...input, tags: ['other'] }, alice, {
    summary: 'Retagged',
  });
  await updateAnswer(db(), id, answerId, { answer: 'B' }, alice);
  expect(await revisionsOf(id)).toEqual([
    { answer_id: 0, revision: 1 },
    { answer_id: 0, revision: 2 },
    { answer_id: answerId, revision: 1 },
    { answer_id: answerId, revision: 2 },
  ]);
  // Counters an edit moves stay what a recount says.
  expect(await compareWithRecount(db(), false)).toEqual([]);

  await deletePost(db(), id, undefined, alice);
  expect(await revisionsOf(id)).toHaveLength(4);
  await purgePost(db(), id, moderator);
  expect(await revisionsOf(id)).toEqual([]);
});

it('writes nothing when the edit is refused', async () => {
  const id = await ask();
  const bob: Caller = { userRef: 'user:default/bob', isModerator: false };
  await expect(updatePost(db(), id, input, bob)).rejects.toThrow(
    /Only the author or a moderator/,
  );
  expect(await revisionsOf(id)).toEqual([]);
});
