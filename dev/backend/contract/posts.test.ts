import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
} from '../plugin/src/testing/startAgoraTestBackend';
import { postsApi } from '../../../src/features/posts/postsApi';
import { postVotesApi } from '../../../src/features/posts/postVotesApi';
import { answersApi } from '../../../src/features/answers/answersApi';
import { commentsApi } from '../../../src/features/comments/commentsApi';
import type { Post } from '@agora/contract';
import {
  agoraClient,
  eventually,
  failureOf,
  type AgoraClient,
} from './agoraClient';

/*
 * Contract: the frontend's own RTK Query endpoints, in the app's own store,
 * against the real backend over HTTP. Alice asks, Bob answers and votes,
 * Carol votes behind Bob's back, the moderator restores.
 */
// Real HTTP on a shared, busy machine: allow more than jest's 5 s default.
jest.setTimeout(30_000);

let backend: AgoraTestBackend;
let alice: AgoraClient;
let bob: AgoraClient;
let carol: AgoraClient;
let moderator: AgoraClient;

beforeAll(async () => {
  backend = await startAgoraTestBackend();
  alice = agoraClient(backend, USERS.alice);
  bob = agoraClient(backend, USERS.bob);
  carol = agoraClient(backend, USERS.carol);
  moderator = agoraClient(backend, USERS.moderator);
});

afterAll(() => backend.stop());

const cachedPost = (client: AgoraClient, id: number) =>
  postsApi.endpoints.getPost.select(id)(client.store.getState()).data;

/**
 * Creates a question and waits until createPost has put it in the single
 * read cache, as the question page that opens next expects.
 */
async function ask(client: AgoraClient, title: string, tags = ['contract']) {
  const post = await client
    .dispatch(
      postsApi.endpoints.createPost.initiate({
        type: 'question',
        title,
        content: `Details about ${title}`,
        tags,
      }),
    )
    .unwrap();
  await eventually(() =>
    expect(cachedPost(client, post.id)).toMatchObject({ id: post.id }),
  );
  return post;
}

/** A 403 with the server's reason; no fixed message covers these calls. */
const refused = (reason: RegExp) => ({
  kind: 'server-errors',
  status: 403,
  message: 'Failed to fetch',
  errors: [{ message: expect.stringMatching(reason) }],
});

/** A fresh read, bypassing the client's cache. */
const readPost = (client: AgoraClient, id: number) =>
  client
    .dispatch(postsApi.endpoints.getPost.initiate(id, { forceRefetch: true }))
    .unwrap();

describe('posts', () => {
  it('creates a post and caches it for the question page', async () => {
    const post = await ask(alice, 'How do I roll back a deployment?', [
      'deploy',
      'k8s',
    ]);

    expect(post).toMatchObject({
      type: 'question',
      title: 'How do I roll back a deployment?',
      author: USERS.alice,
      own: true,
      status: 'active',
      score: 0,
      answersCount: 0,
      correctAnswer: false,
      favorite: false,
      tags: ['deploy', 'k8s'],
      canEdit: true,
      canDelete: true,
    });
    // createPost upserts the single read, so the page opens without a request.
    expect(cachedPost(alice, post.id)).toMatchObject({
      id: post.id,
      answers: [],
      comments: [],
    });
  });

  it('lists posts with real totals, filters and presets', async () => {
    const tag = 'listing';
    for (const n of [1, 2, 3])
      await ask(bob, `Listing question number ${n}`, [tag]);

    const page = await alice
      .dispatch(
        postsApi.endpoints.getPosts.initiate({
          tags: [tag],
          limit: 2,
          orderBy: 'created',
          order: 'asc',
        }),
      )
      .unwrap();
    expect(page.total).toBe(3);
    expect(page.posts.map(p => p.title)).toEqual([
      'Listing question number 1',
      'Listing question number 2',
    ]);

    const own = await bob
      .dispatch(
        postsApi.endpoints.getPostList.initiate({ list: 'own', tags: [tag] }),
      )
      .unwrap();
    expect(own.total).toBe(3);
    expect(own.posts.every(p => p.author === USERS.bob && p.own)).toBe(true);

    const searched = await alice
      .dispatch(
        postsApi.endpoints.getPosts.initiate({
          searchQuery: 'listing number 2',
        }),
      )
      .unwrap();
    expect(searched.posts.map(p => p.title)).toEqual([
      'Listing question number 2',
    ]);
    expect(searched.total).toBe(1);
  });

  it('gets a single post with answers and comments, as another user sees it', async () => {
    const { id } = await ask(alice, 'Where are the service logs kept?');
    const seen = await readPost(bob, id);
    expect(seen).toMatchObject({
      id,
      author: USERS.alice,
      own: false,
      canEdit: false,
      canDelete: false,
      answers: [],
      comments: [],
    });
    // Bob's visit counted one view.
    expect(seen.views).toBe(1);
  });

  it('updates a post for its author and refuses others with the fixed message', async () => {
    const { id } = await ask(alice, 'What is the on-call rotation?');
    const updated = await alice
      .dispatch(
        postsApi.endpoints.updatePost.initiate({
          id,
          type: 'question',
          title: 'What is the on-call rotation for payments?',
          content: 'Edited details: who is on call, and when.',
          tags: ['oncall'],
        }),
      )
      .unwrap();
    expect(updated).toMatchObject({
      id,
      title: 'What is the on-call rotation for payments?',
      tags: ['oncall'],
    });
    expect((await readPost(bob, id)).title).toBe(
      'What is the on-call rotation for payments?',
    );

    const refusal = await failureOf(
      bob
        .dispatch(
          postsApi.endpoints.updatePost.initiate({
            id,
            type: 'question',
            title: 'Hijacked title',
            content: 'x',
          }),
        )
        .unwrap(),
    );
    expect(refusal).toMatchObject({
      kind: 'server-errors',
      status: 403,
      message: 'Failed to update post',
    });
  });

  it('soft-deletes a post for everyone but moderators, who restore it', async () => {
    const { id } = await ask(alice, 'Is this question a duplicate?');
    // The server refuses with an `errors` body, which wins over the boolean.
    expect(
      await failureOf(
        bob
          .dispatch(
            postsApi.endpoints.deletePost.initiate({ id, reason: 'not mine' }),
          )
          .unwrap(),
      ),
    ).toMatchObject(refused(/author or a moderator/));
    expect(
      await alice
        .dispatch(
          postsApi.endpoints.deletePost.initiate({ id, reason: 'duplicate' }),
        )
        .unwrap(),
    ).toBe(true);

    expect(await failureOf(readPost(bob, id))).toMatchObject({
      kind: 'server-errors',
      status: 404,
      message: 'Failed to fetch post',
    });
    expect(await readPost(moderator, id)).toMatchObject({
      status: 'deleted',
      deleteReason: 'duplicate',
    });
    // Its author still reads it, with the reason, and may no longer change it.
    expect(await readPost(alice, id)).toMatchObject({
      status: 'deleted',
      deleteReason: 'duplicate',
      canEdit: false,
      canDelete: false,
    });

    const restored = await moderator
      .dispatch(postsApi.endpoints.restorePost.initiate(id))
      .unwrap();
    expect(restored).toMatchObject({ id, status: 'active' });
    expect((await readPost(bob, id)).status).toBe('active');
  });
});

describe('answers and comments', () => {
  let question: Post;
  let answerId: number;

  beforeAll(async () => {
    question = await ask(alice, 'How do I rotate the database password?', [
      'secrets',
    ]);
  });

  it('posts, reads, lists and updates an answer', async () => {
    // Alice has the question page open; Bob's answer must reach it.
    await alice
      .dispatch(postsApi.endpoints.getPost.initiate(question.id))
      .unwrap();

    const answer = await bob
      .dispatch(
        answersApi.endpoints.postAnswer.initiate({
          postId: question.id,
          answer: 'Use the vault CLI.',
        }),
      )
      .unwrap();
    answerId = answer.id;
    expect(answer).toMatchObject({
      postId: question.id,
      content: 'Use the vault CLI.',
      author: USERS.bob,
      score: 0,
      correct: false,
      comments: [],
    });

    const fresh = await readPost(alice, question.id);
    expect(fresh.answersCount).toBe(1);
    expect(fresh.answers?.map(a => a.id)).toEqual([answerId]);

    const listed = await alice
      .dispatch(
        answersApi.endpoints.queryAnswers.initiate({ postId: question.id }),
      )
      .unwrap();
    expect(listed.total).toBe(1);
    expect(listed.answers[0]).toMatchObject({
      id: answerId,
      author: USERS.bob,
    });

    const byAuthor = await alice
      .dispatch(
        answersApi.endpoints.queryAnswers.initiate({ author: USERS.bob }),
      )
      .unwrap();
    expect(byAuthor.answers.map(a => a.id)).toContain(answerId);

    const single = await alice
      .dispatch(
        answersApi.endpoints.getAnswer.initiate({
          postId: question.id,
          answerId,
        }),
      )
      .unwrap();
    expect(single).toMatchObject({ id: answerId, own: false, canEdit: false });

    const updated = await bob
      .dispatch(
        answersApi.endpoints.updateAnswer.initiate({
          postId: question.id,
          answerId,
          answer: 'Use the vault CLI: vault kv put.',
        }),
      )
      .unwrap();
    expect(updated.content).toBe('Use the vault CLI: vault kv put.');

    expect(
      await failureOf(
        alice
          .dispatch(
            answersApi.endpoints.updateAnswer.initiate({
              postId: question.id,
              answerId,
              answer: 'Not mine',
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 403,
      message: 'Failed to update answer',
    });
  });

  it('marks one correct answer, by the question author only', async () => {
    const ref = { postId: question.id, answerId };
    // The server refuses with an `errors` body, which wins over the boolean.
    expect(
      await failureOf(
        bob
          .dispatch(answersApi.endpoints.markAnswerCorrect.initiate(ref))
          .unwrap(),
      ),
    ).toMatchObject(
      refused(
        /^Only the person who asked the question can mark the correct answer$/,
      ),
    );
    expect(
      await alice
        .dispatch(answersApi.endpoints.markAnswerCorrect.initiate(ref))
        .unwrap(),
    ).toBe(true);

    const marked = await readPost(bob, question.id);
    expect(marked.correctAnswer).toBe(true);
    expect(marked.answers?.find(a => a.id === answerId)?.correct).toBe(true);

    expect(
      await alice
        .dispatch(answersApi.endpoints.markAnswerIncorrect.initiate(ref))
        .unwrap(),
    ).toBe(true);
    expect((await readPost(bob, question.id)).correctAnswer).toBe(false);
  });

  it('creates, updates and deletes comments on posts and answers', async () => {
    const commented = await bob
      .dispatch(
        commentsApi.endpoints.commentPost.initiate({
          postId: question.id,
          content: 'Which vault?',
        }),
      )
      .unwrap();
    expect(commented.id).toBe(question.id);
    expect(commented.commentsCount).toBe(1);
    const comment = commented.comments?.[0];
    expect(comment).toMatchObject({
      content: 'Which vault?',
      author: USERS.bob,
      postId: question.id,
    });

    const edited = await bob
      .dispatch(
        commentsApi.endpoints.updatePostComment.initiate({
          postId: question.id,
          commentId: comment!.id,
          content: 'Which vault cluster?',
        }),
      )
      .unwrap();
    expect(edited.comments?.[0].content).toBe('Which vault cluster?');

    const onAnswer = await alice
      .dispatch(
        commentsApi.endpoints.commentAnswer.initiate({
          postId: question.id,
          answerId,
          content: 'Thanks!',
        }),
      )
      .unwrap();
    expect(onAnswer.id).toBe(answerId);
    const answerComment = onAnswer.comments[0];
    expect(answerComment).toMatchObject({
      content: 'Thanks!',
      author: USERS.alice,
      answerId,
    });

    const answerEdited = await alice
      .dispatch(
        commentsApi.endpoints.updateAnswerComment.initiate({
          postId: question.id,
          answerId,
          commentId: answerComment.id,
          content: 'Thanks, that worked!',
        }),
      )
      .unwrap();
    expect(answerEdited.comments[0].content).toBe('Thanks, that worked!');

    expect(
      await failureOf(
        alice
          .dispatch(
            commentsApi.endpoints.deletePostComment.initiate({
              postId: question.id,
              commentId: comment!.id,
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 403,
      message: 'Failed to delete post comment',
    });

    const afterDelete = await bob
      .dispatch(
        commentsApi.endpoints.deletePostComment.initiate({
          postId: question.id,
          commentId: comment!.id,
          reason: 'Answered above',
        }),
      )
      .unwrap();
    expect(afterDelete.comments).toEqual([]);
    expect(afterDelete.commentsCount).toBe(0);

    // The reason is the client's to send and the server's to check.
    expect(
      await failureOf(
        alice
          .dispatch(
            commentsApi.endpoints.deleteAnswerComment.initiate({
              postId: question.id,
              answerId,
              commentId: answerComment.id,
              reason: 'x'.repeat(2001),
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject({ kind: 'server-errors', status: 400 });

    const answerAfterDelete = await alice
      .dispatch(
        commentsApi.endpoints.deleteAnswerComment.initiate({
          postId: question.id,
          answerId,
          commentId: answerComment.id,
        }),
      )
      .unwrap();
    expect(answerAfterDelete.comments).toEqual([]);
  });

  it('deletes an answer', async () => {
    const extra = await carol
      .dispatch(
        answersApi.endpoints.postAnswer.initiate({
          postId: question.id,
          answer: 'Ask the platform team.',
        }),
      )
      .unwrap();
    const ref = { postId: question.id, answerId: extra.id };
    // The server refuses with an `errors` body, which wins over the boolean.
    expect(
      await failureOf(
        bob
          .dispatch(
            answersApi.endpoints.deleteAnswer.initiate({
              ...ref,
              reason: 'spam',
            }),
          )
          .unwrap(),
      ),
    ).toMatchObject(refused(/author or a moderator/));
    expect(
      await carol
        .dispatch(answersApi.endpoints.deleteAnswer.initiate(ref))
        .unwrap(),
    ).toBe(true);
    const fresh = await readPost(alice, question.id);
    expect(fresh.answers?.map(a => a.id)).toEqual([answerId]);
    expect(fresh.answersCount).toBe(1);
  });
});

describe('votes and favorites', () => {
  it('shows a post vote at once and settles on the server score', async () => {
    const { id } = await ask(alice, 'Should we pin dependency versions?');
    // Bob reads the post, then Carol votes: Bob's cached score is now stale.
    await bob.dispatch(postsApi.endpoints.getPost.initiate(id)).unwrap();
    await carol
      .dispatch(postVotesApi.endpoints.votePost.initiate({ id, vote: 'up' }))
      .unwrap();

    const voting = bob.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id, vote: 'up' }),
    );
    // The guess, before the server has answered: Bob's vote on his stale copy.
    expect(cachedPost(bob, id)).toMatchObject({ score: 1, ownVote: 1 });
    const server = await voting.unwrap();
    expect(server).toMatchObject({ id, score: 2, ownVote: 1 });
    // The server's score replaces the guess.
    expect(cachedPost(bob, id)).toMatchObject({ score: 2, ownVote: 1 });

    // Voting again replaces the vote: one per user.
    const down = await bob
      .dispatch(postVotesApi.endpoints.votePost.initiate({ id, vote: 'down' }))
      .unwrap();
    expect(down).toMatchObject({ score: 0, ownVote: -1 });

    const removed = await bob
      .dispatch(postVotesApi.endpoints.deletePostVote.initiate(id))
      .unwrap();
    expect(removed.score).toBe(1);
    expect(removed.ownVote).toBeUndefined();
    expect(cachedPost(bob, id)).toMatchObject({ score: 1 });
    expect(cachedPost(bob, id)?.ownVote).toBeUndefined();
    expect(bob.alerts).toEqual([]);
  });

  it('refuses a vote on your own post, undoes the guess and alerts', async () => {
    const { id } = await ask(alice, 'Can I upvote my own question?');
    await readPost(alice, id);
    const alertsBefore = alice.alerts.length;

    const voting = alice.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id, vote: 'up' }),
    );
    expect(cachedPost(alice, id)?.score).toBe(1);
    const error = await failureOf(voting.unwrap());

    expect(error).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to vote post',
    });
    expect((error as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    expect(cachedPost(alice, id)).toMatchObject({ score: 0 });
    expect(cachedPost(alice, id)?.ownVote).toBeUndefined();
    expect(alice.alerts.slice(alertsBefore)).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringMatching(/^Failed to vote post/),
      }),
    ]);
    expect((await readPost(bob, id)).score).toBe(0);
  });

  it('votes on answers inside the cached question and refuses own answers', async () => {
    const { id: postId } = await ask(alice, 'Which logging library do we use?');
    const answer = await bob
      .dispatch(
        answersApi.endpoints.postAnswer.initiate({
          postId,
          answer: 'The platform logger.',
        }),
      )
      .unwrap();
    const ref = { postId, answerId: answer.id };
    await readPost(alice, postId);
    const answerIn = (client: AgoraClient) =>
      cachedPost(client, postId)?.answers?.find(a => a.id === answer.id);

    const voting = alice.dispatch(
      answersApi.endpoints.voteAnswer.initiate({ ...ref, vote: 'up' }),
    );
    expect(answerIn(alice)).toMatchObject({ score: 1, ownVote: 1 });
    expect(await voting.unwrap()).toMatchObject({
      id: answer.id,
      score: 1,
      ownVote: 1,
    });
    expect(answerIn(alice)).toMatchObject({ score: 1, ownVote: 1 });

    const removed = await alice
      .dispatch(answersApi.endpoints.deleteAnswerVote.initiate(ref))
      .unwrap();
    expect(removed.score).toBe(0);
    expect(answerIn(alice)?.score).toBe(0);

    expect(
      await failureOf(
        bob
          .dispatch(
            answersApi.endpoints.voteAnswer.initiate({ ...ref, vote: 'up' }),
          )
          .unwrap(),
      ),
    ).toMatchObject({
      kind: 'server-errors',
      status: 400,
      message: 'Failed to vote',
    });
    expect(bob.alerts.at(-1)?.message).toMatch(/^Failed to vote/);
  });

  it('favorites and unfavorites, refreshing the favorites list', async () => {
    const { id } = await ask(alice, 'How are feature flags cleaned up?');
    const favorites = bob.dispatch(
      postsApi.endpoints.getPosts.initiate({ favorite: true }),
    );
    expect((await favorites.unwrap()).total).toBe(0);
    const favoritesNow = () =>
      postsApi.endpoints.getPosts.select({ favorite: true })(
        bob.store.getState(),
      ).data;

    const faved = await bob
      .dispatch(postVotesApi.endpoints.favoritePost.initiate(id))
      .unwrap();
    expect(faved).toMatchObject({ id, favorite: true });
    // The favourites list the page holds refetches on its own.
    await eventually(() =>
      expect(favoritesNow()).toMatchObject({
        total: 1,
        posts: [{ id, favorite: true }],
      }),
    );

    const unfaved = await bob
      .dispatch(postVotesApi.endpoints.unfavoritePost.initiate(id))
      .unwrap();
    expect(unfaved.favorite).toBe(false);
    await eventually(() =>
      expect(favoritesNow()).toMatchObject({ total: 0, posts: [] }),
    );
    favorites.unsubscribe();

    // Favourites are per user.
    expect((await readPost(alice, id)).favorite).toBe(false);
  });
});
