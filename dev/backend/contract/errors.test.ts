import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../plugin/src/testing/startAgoraTestBackend';
import { postsApi } from '../../../src/features/posts/postsApi';
import { postVotesApi } from '../../../src/features/posts/postVotesApi';
import { answersApi } from '../../../src/features/answers/answersApi';
import { commentsApi } from '../../../src/features/comments/commentsApi';
import { collectionsApi } from '../../../src/features/collections/collectionsApi';
import { tagsApi } from '../../../src/features/tags/tagsApi';
import { errorMessage } from '../../../src/api/errors';
import { agoraClient, failureOf, type AgoraClient } from './agoraClient';

/*
 * Contract: how the real backend's error answers come out of the frontend's
 * endpoints — the operation's fixed message with the server's `errors` list, 404s,
 * refused votes, and ids missing before any request is made.
 */
// Real HTTP on a shared, busy machine: allow more than jest's 5 s default.
jest.setTimeout(30_000);

let backend: AgoraTestBackend;
let alice: AgoraClient;
let bob: AgoraClient;
let questionId: number;

beforeAll(async () => {
  backend = await startAgoraTestBackend();
  alice = agoraClient(backend, USERS.alice);
  bob = agoraClient(backend, USERS.bob);
  const question = await alice
    .dispatch(
      postsApi.endpoints.createPost.initiate({
        type: 'question',
        title: 'Why does the build fail on Mondays?',
        content: 'It fails every Monday morning.',
        tags: ['ci'],
      }),
    )
    .unwrap();
  questionId = question.id;
});

afterAll(() => backend.stop());

describe('validation errors', () => {
  it('creating a post with a bad body fails with "Failed to create post" and the errors list', async () => {
    const error = await failureOf(
      alice
        .dispatch(
          postsApi.endpoints.createPost.initiate({
            type: 'question',
            title: '',
            content: 'No title',
            tags: ['Not A Valid Tag!'],
          }),
        )
        .unwrap(),
    );
    expect(error).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to create post',
    });
    const errors = (error as { errors: Array<{ path?: string }> }).errors;
    expect(errors.map(e => e.path)).toEqual(expect.arrayContaining(['title']));
    expect(errors.some(e => e.path?.startsWith('tags'))).toBe(true);
    // What the UI shows: the fixed message, then the server's reasons.
    expect(errorMessage(error)).toMatch(/^Failed to create post: .+/);
  });

  it('each operation keeps its own fixed message', async () => {
    const answer = await bob
      .dispatch(
        answersApi.endpoints.postAnswer.initiate({
          postId: questionId,
          answer: 'Cron job.',
        }),
      )
      .unwrap();

    expect(
      await failureOf(
        bob
          .dispatch(
            answersApi.endpoints.postAnswer.initiate({
              postId: questionId,
              answer: '',
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to post answer',
    });
    expect(
      await failureOf(
        bob
          .dispatch(
            commentsApi.endpoints.commentPost.initiate({
              postId: questionId,
              content: '',
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to comment post',
    });
    expect(
      await failureOf(
        alice
          .dispatch(
            commentsApi.endpoints.commentAnswer.initiate({
              postId: questionId,
              answerId: answer.id,
              content: '',
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to comment answer',
    });
    expect(
      await failureOf(
        alice
          .dispatch(
            collectionsApi.endpoints.createCollection.initiate({ title: '' }),
          )
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to create collection',
    });
    expect(
      await failureOf(
        alice
          .dispatch(postsApi.endpoints.getPosts.initiate({ limit: 1000 }))
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to fetch posts',
    });
  });
});

describe('not found', () => {
  it('an unknown post fails with "Failed to fetch post" and status 404', async () => {
    const error = await failureOf(
      alice.dispatch(postsApi.endpoints.getPost.initiate(999_999)).unwrap(),
    );
    expect(error).toMatchObject({
      kind: 'server-errors',
      status: 404,
      message: 'Failed to fetch post',
      errors: [{ message: 'Post not found' }],
    });
  });

  it('an unknown answer fails with "Failed to get answer"; an unknown tag reads as null', async () => {
    expect(
      await failureOf(
        alice
          .dispatch(
            answersApi.endpoints.getAnswer.initiate({
              postId: questionId,
              answerId: 999_999,
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 404,
      message: 'Failed to get answer',
    });
    expect(
      await alice
        .dispatch(tagsApi.endpoints.getTag.initiate('no-such-tag'))
        .unwrap(),
    ).toBeNull();
  });
});

describe('refused votes', () => {
  it('a vote on your own post is refused with "Failed to vote post" and the server reason', async () => {
    // A list read that failed stays in the cache without data; the
    // optimistic patch walks every cached list and must skip it.
    await failureOf(
      alice
        .dispatch(postsApi.endpoints.getPosts.initiate({ limit: 101 }))
        .unwrap(),
    );
    const error = await failureOf(
      alice
        .dispatch(
          postVotesApi.endpoints.votePost.initiate({
            id: questionId,
            vote: 'down',
          }),
        )
        .unwrap(),
    );
    expect(error).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to vote post',
    });
    expect(alice.alerts.at(-1)).toEqual({
      severity: 'error',
      message: expect.stringMatching(/^Failed to vote post: .+/),
    });
    const post = await bob
      .dispatch(
        postsApi.endpoints.getPost.initiate(questionId, { forceRefetch: true }),
      )
      .unwrap();
    expect(post.score).toBe(0);
  });
});

describe('missing ids', () => {
  it('fails with "Invalid id provided" and sends no request', async () => {
    const sent = alice.requests.length;
    const missing = undefined as unknown as number;
    // One at a time, as a person clicks: each call made and awaited alone.
    const calls: Array<() => Promise<unknown>> = [
      () =>
        alice.dispatch(postsApi.endpoints.getPost.initiate(missing)).unwrap(),
      () =>
        alice
          .dispatch(
            postVotesApi.endpoints.votePost.initiate({
              id: missing,
              vote: 'up',
            }),
          )
          .unwrap(),
      () =>
        alice
          .dispatch(postVotesApi.endpoints.favoritePost.initiate(missing))
          .unwrap(),
      () =>
        alice
          .dispatch(postsApi.endpoints.deletePost.initiate({ id: missing }))
          .unwrap(),
      () =>
        alice.dispatch(postsApi.endpoints.clickLink.initiate(missing)).unwrap(),
      () =>
        alice
          .dispatch(
            answersApi.endpoints.markAnswerCorrect.initiate({
              postId: questionId,
              answerId: missing,
            }),
          )
          .unwrap(),
      () =>
        alice
          .dispatch(collectionsApi.endpoints.getCollection.initiate(missing))
          .unwrap(),
      () =>
        alice
          .dispatch(tagsApi.endpoints.deleteTag.initiate({ id: missing }))
          .unwrap(),
    ];
    for (const call of calls) {
      expect(await failureOf(call())).toEqual({
        kind: 'invalid-id',
        message: 'Invalid id provided',
      });
    }
    expect(alice.requests.slice(sent)).toEqual([]);
    // The optimistic ones alert with the same message.
    expect(alice.alerts.slice(-2).map(a => a.message)).toEqual([
      'Invalid id provided',
      'Invalid id provided',
    ]);
  });
});
