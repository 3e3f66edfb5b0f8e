import type { Post } from '@agora/contract';
import { USERS } from '../testing/startAgoraTestBackend';
import {
  questionAs,
  secretTagPolicy,
  startBackendWithPolicy,
  type PolicyTestBackend,
} from '../testing/testPolicy';
import { succeeds } from '../testing/succeeds';
import {
  asUserHeader,
  invokeAction,
  realActionsRegistry,
} from '../testing/invokeAction';

describe("Agora's actions under a permission policy", () => {
  let backend: PolicyTestBackend;
  let secret: Post;
  const act = (user: string, name: string, input: object) =>
    invokeAction(backend.server, name, input, asUserHeader(user));

  beforeAll(async () => {
    // Bob reads `secret` posts; Carol does not.
    backend = await startBackendWithPolicy(secretTagPolicy([USERS.bob]), [
      realActionsRegistry,
    ]);
    secret = await questionAs(
      backend,
      USERS.alice,
      ['secret'],
      'Secret rotation',
    );
    await questionAs(backend, USERS.alice, ['public'], 'Public rotation');
  });
  afterAll(() => backend.stop());

  const titlesFound = async (user: string) => {
    const res = await succeeds(
      act(user, 'search-posts', { query: 'rotation' }),
    );
    return res.body.output.posts.map((p: Post) => p.title).sort();
  };

  it('finds and reads only what the policy lets the calling user read', async () => {
    expect(await titlesFound(USERS.bob)).toEqual([
      'Public rotation',
      'Secret rotation',
    ]);
    expect(await titlesFound(USERS.carol)).toEqual(['Public rotation']);
    await succeeds(act(USERS.bob, 'get-post', { postId: secret.id }));
    const hidden = await act(USERS.carol, 'get-post', { postId: secret.id });
    expect(hidden.status).toBe(404);
    const answer = await act(USERS.carol, 'answer-question', {
      postId: secret.id,
      answer: 'Guessing',
    });
    expect(answer.status).toBe(404);
  });
});
