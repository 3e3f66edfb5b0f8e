import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../testing/startAgoraTestBackend';
import { createTestPost } from '../testing/postFixtures';
import { openTestDatabase } from '../testing/testDatabase';
import { up as lowerCaseRefs } from '../migrations/009_lower_case_refs';
import { insertedId } from '../stores/dbValues';
import type { Knex } from 'knex';

const enc = encodeURIComponent;
const LIAM = 'user:default/liam.chen';

describe.each(['user:default/LIAM.CHEN', 'USER:Default/Liam.Chen'])(
  'acting as %s',
  shouted => {
    let backend: AgoraTestBackend;
    let postId: number;
    let answerId: number;
    let commentId: number;
    beforeAll(async () => {
      backend = await startAgoraTestBackend();
      postId = (await createTestPost(backend, { anonymous: true }, LIAM)).id;
      const answer = await backend
        .as(LIAM)
        .post(`/posts/${postId}/answers`, { answer: 'Mine too' });
      answerId = answer.body.id;
      const comment = await backend
        .as(USERS.bob)
        .post(`/posts/${postId}/comments`, { content: 'Hm' });
      commentId = comment.body.id;
    });
    afterAll(() => backend.stop());

    const as = () => backend.as(shouted);
    // Whatever the case, he is liam.chen: the author, never a moderator.
    it.each([
      ['upvote his own post', () => as().get(`/posts/${postId}/upvote`), 400],
      [
        'upvote his own answer',
        () => as().get(`/posts/${postId}/answers/${answerId}/upvote`),
        400,
      ],
      ['follow himself', () => as().put(`/users/follow/${enc(LIAM)}`), 400],
      [
        'edit his own post',
        () =>
          as().post(`/posts/${postId}`, {
            title: 'How do I deploy, again?',
            content: 'Some details',
          }),
        200,
      ],
      [
        'edit the comment of bob',
        () =>
          as().post(`/posts/${postId}/comments/${commentId}`, {
            content: 'Edited',
          }),
        403,
      ],
    ])('%s: answers %d', async (_what, request, status) => {
      expect((await request()).status).toBe(status);
    });

    it('is liam.chen: his anonymous post shows him as its author', async () => {
      const post = await as().get(`/posts/${postId}`);
      expect(post.body).toMatchObject({ author: LIAM, canEdit: true });
      const stats = await as().get(`/statistics/user/${enc(shouted)}`);
      expect(stats.body.summary).toMatchObject({
        totalQuestions: 1,
        totalAnswers: 1,
      });
    });
  },
);

it.each(['user:default/MOD', 'User:Default/Mod'])(
  'the moderator check agrees with the author check for %s',
  async moderator => {
    const backend = await startAgoraTestBackend();
    try {
      const post = await createTestPost(backend, {}, USERS.alice);
      const comment = await backend
        .as(USERS.bob)
        .post(`/posts/${post.id}/comments`, { content: 'Hm' });
      const read = await backend.as(moderator).get(`/posts/${post.id}`);
      expect(read.body.canEdit).toBe(true);
      const edit = await backend
        .as(moderator)
        .post(`/posts/${post.id}/comments/${comment.body.id}`, {
          content: 'Moderated',
        });
      expect(edit.status).toBe(200);
    } finally {
      await backend.stop();
    }
  },
);

describe('migration 009 lower-cases stored refs', () => {
  let db: Knex;
  let close: () => Promise<void>;
  let postId: number;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_refcase'));
    const now = new Date().toISOString();
    postId = insertedId(
      await db('posts')
        .insert({
          type: 'question',
          title: 'T',
          content: 'C',
          author: 'user:default/Liam.Chen',
          created: now,
          status: 'active',
          score: 2,
        })
        .returning('id'),
    );
    await db('post_votes').insert(
      ['user:default/bob', 'user:default/Bob'].map(user_ref => ({
        post_id: postId,
        user_ref,
        value: 1,
        created: now,
      })),
    );
    await db('user_followers').insert([
      {
        user_ref: 'user:default/Liam.Chen',
        follower_ref: 'user:default/liam.chen',
      },
      { user_ref: 'user:default/ALICE', follower_ref: 'user:default/Bob' },
    ]);
    await db('post_entities').insert(
      ['component:default/Payments', 'component:default/payments'].map(
        entity_ref => ({ post_id: postId, entity_ref }),
      ),
    );
    await lowerCaseRefs(db);
  });
  afterAll(() => close());

  it.each([
    ['posts', ['author'], [['user:default/liam.chen']]],
    // Two votes by bob in two cases become one.
    ['post_votes', ['user_ref'], [['user:default/bob']]],
    // Following oneself in another case is dropped.
    [
      'user_followers',
      ['user_ref', 'follower_ref'],
      [['user:default/alice', 'user:default/bob']],
    ],
    ['post_entities', ['entity_ref'], [['component:default/payments']]],
  ])('%s holds %j', async (table, columns, rows) => {
    const stored = await db(table).select(columns);
    expect(stored.map(r => columns.map(c => r[c]))).toEqual(rows);
  });

  it('recounts the score of a post whose votes merged', async () => {
    const post = await db('posts').where('id', postId).first('score');
    expect(Number(post.score)).toBe(1);
  });
});
