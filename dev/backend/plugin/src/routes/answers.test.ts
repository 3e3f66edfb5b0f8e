import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createTestPost, uploadTestImage } from '../testing/postFixtures';
import { ANSWER_ERRORS, type Answer, type Post } from '@agora/contract';

describe('answers routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
  });
  afterAll(() => backend.stop());

  const answer = (
    postId: number,
    user: string,
    body: object = { answer: 'An answer' },
  ) => backend.as(user).post(`/posts/${postId}/answers`, body);

  it('creates, reads and updates answers and keeps answersCount', async () => {
    const q = await createTestPost(backend);
    const image = await uploadTestImage(backend, USERS.bob);
    const created = await answer(q.id, USERS.bob, {
      answer: 'Use helm',
      images: [image],
      anonymous: 'false',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      postId: q.id,
      content: 'Use helm',
      author: USERS.bob,
      own: true,
      correct: false,
      score: 0,
      images: [image],
      comments: [],
      canEdit: true,
    });
    const read = await backend
      .as(USERS.alice)
      .get(`/posts/${q.id}/answers/${created.body.id}`);
    expect(read.body).toMatchObject({
      id: created.body.id,
      own: false,
      canEdit: false,
    });
    expect((await backend.as().get(`/posts/${q.id}`)).body.answersCount).toBe(
      1,
    );

    expect(
      (
        await backend
          .as(USERS.carol)
          .post(`/posts/${q.id}/answers/${created.body.id}`, { answer: 'x' })
      ).status,
    ).toBe(403);
    const updated = await backend
      .as(USERS.bob)
      .post(`/posts/${q.id}/answers/${created.body.id}`, {
        answer: 'Use helm 3',
      });
    expect(updated.body).toMatchObject({
      content: 'Use helm 3',
      updatedBy: USERS.bob,
    });
  });

  it('validates input and answers 404 for unknown posts and answers', async () => {
    const q = await createTestPost(backend);
    const empty = await answer(q.id, USERS.bob, { answer: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({
      path: 'answer',
      message: 'Answer is required',
    });
    expect((await answer(999999, USERS.bob)).status).toBe(404);
    const missing = await backend.as().get(`/posts/${q.id}/answers/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: [{ message: 'Answer not found' }] });
    const article = await createTestPost(backend, { type: 'article' });
    expect((await answer(article.id, USERS.bob)).status).toBe(400);
    const unknownImage = await answer(q.id, USERS.bob, {
      answer: 'See picture',
      images: [999999],
    });
    expect(unknownImage.status).toBe(400);
    expect(unknownImage.body.errors[0]).toMatchObject({ path: 'images' });
  });

  it('masks anonymous answers and hides them from author queries of others', async () => {
    const q = await createTestPost(backend);
    const anon = await answer(q.id, USERS.carol, {
      answer: 'Secret fix',
      anonymous: true,
    });
    expect(anon.body.author).toBe(USERS.carol);
    const post = await backend.as(USERS.bob).get(`/posts/${q.id}`);
    expect(post.body.answers[0]).toMatchObject({
      author: 'anonymous',
      anonymous: true,
    });
    const byCarol = await backend
      .as(USERS.bob)
      .post('/answers/query', { author: USERS.carol });
    expect(byCarol.body.answers.map((a: Answer) => a.id)).not.toContain(
      anon.body.id,
    );
    const own = await backend
      .as(USERS.carol)
      .post('/answers/query', { author: USERS.carol });
    expect(own.body.answers.map((a: Answer) => a.id)).toContain(anon.body.id);
    // Listed apart from its question, an answer names it.
    expect(own.body.answers[0]).toMatchObject({ postTitle: q.title });
  });

  it('votes: own → 400, replace, delete', async () => {
    const q = await createTestPost(backend);
    const a = (await answer(q.id, USERS.bob)).body as Answer;
    const path = `/posts/${q.id}/answers/${a.id}`;
    expect((await backend.as(USERS.bob).get(`${path}/upvote`)).status).toBe(
      400,
    );
    expect(
      (await backend.as(USERS.alice).get(`${path}/upvote`)).body,
    ).toMatchObject({ score: 1, ownVote: 1 });
    expect(
      (await backend.as(USERS.alice).get(`${path}/downvote`)).body,
    ).toMatchObject({ score: -1, ownVote: -1 });
    expect(
      (await backend.as(USERS.carol).get(`${path}/downvote`)).body.score,
    ).toBe(-2);
    const removed = await backend.as(USERS.alice).delete(`${path}/vote`);
    expect(removed.body.score).toBe(-1);
    expect(removed.body.ownVote).toBeUndefined();
  });

  it('marks one correct answer, only by the question author', async () => {
    const q = await createTestPost(backend);
    const a1 = (await answer(q.id, USERS.bob)).body as Answer;
    const a2 = (await answer(q.id, USERS.carol)).body as Answer;
    const denied = await backend
      .as(USERS.bob)
      .get(`/posts/${q.id}/answers/${a1.id}/correct`);
    expect(denied.status).toBe(403);

    const marked = await backend
      .as(USERS.alice)
      .get(`/posts/${q.id}/answers/${a1.id}/correct`);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({
      postId: q.id,
      answerId: a1.id,
      correct: true,
    });
    await backend
      .as(USERS.alice)
      .get(`/posts/${q.id}/answers/${a2.id}/correct`);
    const post = (await backend.as().get(`/posts/${q.id}`)).body as Post;
    expect(post.correctAnswer).toBe(true);
    expect(post.answers!.filter(a => a.correct).map(a => a.id)).toEqual([
      a2.id,
    ]);
    expect(post.answers![0].id).toBe(a2.id);

    const undeletable = await backend
      .as(USERS.carol)
      .delete(`/posts/${q.id}/answers/${a2.id}`);
    expect(undeletable.status).toBe(400);
    expect(undeletable.body.errors[0].message).toBe(
      'A correct answer cannot be deleted',
    );

    await backend
      .as(USERS.alice)
      .get(`/posts/${q.id}/answers/${a2.id}/incorrect`);
    expect((await backend.as().get(`/posts/${q.id}`)).body.correctAnswer).toBe(
      false,
    );
  });

  it("refuses a moderator's mark on someone else's question, with the reason", async () => {
    const q = await createTestPost(backend);
    const a = (await answer(q.id, USERS.bob)).body as Answer;
    const refused = await backend
      .as(USERS.moderator)
      .get(`/posts/${q.id}/answers/${a.id}/correct`);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe(
      ANSWER_ERRORS.markCorrectNotAsker,
    );
    const post = (await backend.as().get(`/posts/${q.id}`)).body as Post;
    expect(post.correctAnswer).toBe(false);
    expect(post.answers![0].correct).toBe(false);
  });

  it('lets a moderator unmark the correct answer of someone else’s question, and nobody else', async () => {
    const q = await createTestPost(backend);
    const a = (await answer(q.id, USERS.bob)).body as Answer;
    await backend.as(USERS.alice).get(`/posts/${q.id}/answers/${a.id}/correct`);

    const other = await backend
      .as(USERS.carol)
      .get(`/posts/${q.id}/answers/${a.id}/incorrect`);
    expect(other.status).toBe(403);
    expect(other.body.errors[0].message).toBe(
      ANSWER_ERRORS.unmarkCorrectNotAllowed,
    );
    // The answer's own author is not the asker either.
    expect(
      (
        await backend
          .as(USERS.bob)
          .get(`/posts/${q.id}/answers/${a.id}/incorrect`)
      ).status,
    ).toBe(403);
    expect((await backend.as().get(`/posts/${q.id}`)).body.correctAnswer).toBe(
      true,
    );

    const unmarked = await backend
      .as(USERS.moderator)
      .get(`/posts/${q.id}/answers/${a.id}/incorrect`);
    expect(unmarked.status).toBe(200);
    expect(unmarked.body).toEqual({
      postId: q.id,
      answerId: a.id,
      correct: false,
    });
    expect((await backend.as().get(`/posts/${q.id}`)).body.correctAnswer).toBe(
      false,
    );
  });

  it('tells each reader whether they may mark or unmark (canMarkCorrect, canUnmark)', async () => {
    const q = await createTestPost(backend);
    const a = (await answer(q.id, USERS.bob)).body as Answer;
    const rights = async (user: string) => {
      const post = (await backend.as(user).get(`/posts/${q.id}`)).body as Post;
      const { canMarkCorrect, canUnmark } = post.answers![0];
      return { canMarkCorrect, canUnmark };
    };
    expect(await rights(USERS.alice)).toEqual({
      canMarkCorrect: true,
      canUnmark: true,
    });
    expect(await rights(USERS.moderator)).toEqual({
      canMarkCorrect: false,
      canUnmark: true,
    });
    expect(await rights(USERS.bob)).toEqual({
      canMarkCorrect: false,
      canUnmark: false,
    });
    const single = await backend
      .as(USERS.alice)
      .get(`/posts/${q.id}/answers/${a.id}`);
    expect(single.body).toMatchObject({
      canMarkCorrect: true,
      canUnmark: true,
    });
  });

  it('soft-deletes answers by author or moderator and keeps the count', async () => {
    const q = await createTestPost(backend);
    const a = (await answer(q.id, USERS.bob)).body as Answer;
    expect(
      (await backend.as(USERS.carol).delete(`/posts/${q.id}/answers/${a.id}`))
        .status,
    ).toBe(403);
    const del = await backend
      .as(USERS.bob)
      .delete(`/posts/${q.id}/answers/${a.id}`, { reason: 'wrong' });
    expect(del.status).toBe(204);
    const post = (await backend.as(USERS.alice).get(`/posts/${q.id}`))
      .body as Post;
    expect(post.answersCount).toBe(0);
    expect(post.answers).toEqual([]);
    expect(
      (await backend.as(USERS.alice).get(`/posts/${q.id}/answers/${a.id}`))
        .status,
    ).toBe(404);
    const asMod = (await backend.as(USERS.moderator).get(`/posts/${q.id}`))
      .body as Post;
    expect(asMod.answers![0]).toMatchObject({ id: a.id, status: 'deleted' });
  });

  it('hides the answers of a soft-deleted post from everyone but moderators', async () => {
    const q = await createTestPost(backend);
    const a = (await answer(q.id, USERS.bob)).body as Answer;
    expect(
      (await backend.as(USERS.alice).delete(`/posts/${q.id}`)).status,
    ).toBe(204);
    for (const user of [USERS.alice, USERS.bob, USERS.carol]) {
      const res = await backend.as(user).get(`/posts/${q.id}/answers/${a.id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ message: 'Post not found' }] });
    }
    const asMod = await backend
      .as(USERS.moderator)
      .get(`/posts/${q.id}/answers/${a.id}`);
    expect(asMod.status).toBe(200);
    expect(asMod.body).toMatchObject({ id: a.id, postId: q.id });
  });

  describe('POST /answers/query', () => {
    it('searches every word, filters and pages with real totals', async () => {
      const q = await createTestPost(backend, { title: 'Query target' });
      await answer(q.id, USERS.bob, { answer: 'Restart the pod gently' });
      await answer(q.id, USERS.carol, { answer: 'Restart the node' });
      const third = (
        await answer(q.id, USERS.carol, { answer: 'Scale the deployment' })
      ).body;
      await backend
        .as(USERS.alice)
        .get(`/posts/${q.id}/answers/${third.id}/upvote`);

      const both = await backend
        .as()
        .post('/answers/query', { postId: q.id, searchQuery: 'restart' });
      expect(both.body.total).toBe(2);
      const every = await backend
        .as()
        .post('/answers/query', { postId: q.id, searchQuery: 'restart POD' });
      expect(every.body.answers.map((a: Answer) => a.content)).toEqual([
        'Restart the pod gently',
      ]);
      // Words match anywhere in the text, as docs/api.md says, not only at word starts.
      const inside = await backend
        .as()
        .post('/answers/query', { postId: q.id, searchQuery: 'ently' });
      expect(inside.body.answers.map((a: Answer) => a.content)).toEqual([
        'Restart the pod gently',
      ]);
      const page = await backend
        .as()
        .post('/answers/query', { postId: q.id, limit: 1, orderBy: 'score' });
      expect(page.body.answers.map((a: Answer) => a.id)).toEqual([third.id]);
      expect(page.body.total).toBe(3);
      const noVotes = await backend
        .as()
        .post('/answers/query', { postId: q.id, noVotes: 'true' });
      expect(noVotes.body.total).toBe(2);
      const bad = await backend
        .as()
        .post('/answers/query', { orderBy: 'views' });
      expect(bad.status).toBe(400);
      expect(bad.body.type).toBe('body');
    });
  });
});
