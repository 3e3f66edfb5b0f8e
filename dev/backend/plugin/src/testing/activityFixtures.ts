import { USERS, type AgoraTestBackend } from './startAgoraTestBackend';
import { createTestPost } from './postFixtures';

async function ok(res: { status: number; body: unknown }, what: string) {
  if (res.status >= 300)
    throw new Error(
      `${what} failed: ${res.status} ${JSON.stringify(res.body)}`,
    );
  return res.body as any;
}

/**
 * A small community, built through the API, with known totals:
 * - alice: a question (upvoted by carol, followed by carol) and an article;
 * - bob: an anonymous question, and a named answer to alice's question that
 *   carol upvotes and alice marks correct;
 * - carol: an anonymous answer and a comment.
 */
export async function createActivity(backend: AgoraTestBackend) {
  const question = await createTestPost(backend, {
    title: 'Kafka lag',
    tags: ['kafka'],
  });
  const article = await createTestPost(backend, {
    type: 'article',
    title: 'Kafka 101',
  });
  const anonymous = await createTestPost(
    backend,
    { title: 'A secret', anonymous: true },
    USERS.bob,
  );
  const p = `/posts/${question.id}`;
  const bobAnswer = await ok(
    await backend
      .as(USERS.bob)
      .post(`${p}/answers`, { answer: 'Add partitions' }),
    'answer',
  );
  await ok(
    await backend
      .as(USERS.carol)
      .post(`${p}/answers`, { answer: 'Scale out', anonymous: true }),
    'anonymous answer',
  );
  await ok(await backend.as(USERS.carol).get(`${p}/upvote`), 'post vote');
  await ok(
    await backend.as(USERS.carol).get(`${p}/answers/${bobAnswer.id}/upvote`),
    'answer vote',
  );
  await ok(
    await backend.as(USERS.alice).get(`${p}/answers/${bobAnswer.id}/correct`),
    'correct',
  );
  await ok(
    await backend
      .as(USERS.carol)
      .post(`${p}/comments`, { content: 'Same here' }),
    'comment',
  );
  await ok(
    await backend
      .as(USERS.carol)
      .put(`/users/follow/${encodeURIComponent(USERS.alice)}`),
    'follow',
  );
  return { question, article, anonymous, bobAnswer };
}
