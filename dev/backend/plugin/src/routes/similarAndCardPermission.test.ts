import type { Post, PostsResponse } from '@agora/contract';
import { USERS } from '../testing/startAgoraTestBackend';
import {
  type PolicyTestBackend,
  questionAs,
  secretTagPolicy,
  startBackendWithPolicy,
} from '../testing/testPolicy';
import { succeeds } from '../testing/succeeds';

/**
 * The queries the frontend sends to `POST /posts/query` for similar
 * questions (`useSimilarQuestions`) and for the home page card
 * (`cardPostsQuery`: a list's query with the card's type, rows and quick
 * filter), written out as they go over the wire.
 */
const similarQuery = {
  searchQuery: 'ledger',
  type: 'question',
  limit: 5,
  orderBy: 'score',
  order: 'desc',
};
const cardQuery = (quick: object) => ({
  limit: 5,
  offset: 0,
  order: 'desc',
  type: 'question',
  orderBy: 'created',
  ...quick,
});

// carol stands for the payments team: only she and authors read `secret`.
describe('similar questions and the home card under a permission policy', () => {
  let backend: PolicyTestBackend;
  const as = (userRef: string) => backend.asUser(userRef);
  let secret: Post;
  let open: Post;
  beforeAll(async () => {
    backend = await startBackendWithPolicy(secretTagPolicy([USERS.carol]));
    open = await questionAs(
      backend,
      USERS.alice,
      ['general'],
      'Ledger onboarding',
    );
    secret = await questionAs(
      backend,
      USERS.alice,
      ['general'],
      'Ledger keys rotation',
    );
    // Viewed and favourited by both while open, then made secret.
    for (const userRef of [USERS.bob, USERS.carol]) {
      await succeeds(as(userRef).get(`/posts/${secret.id}`));
      await succeeds(as(userRef).get(`/posts/${secret.id}/favorite`));
      await succeeds(as(userRef).get(`/posts/${open.id}/favorite`));
    }
    await succeeds(
      as(USERS.alice).post(`/posts/${secret.id}`, {
        title: secret.title,
        content: 'A body long enough for a question.',
        tags: ['secret'],
      }),
    );
  });
  afterAll(() => backend.stop());

  const seen = async (userRef: string, query: object) => {
    const res = await as(userRef).post('/posts/query', query);
    expect(res.status).toBe(200);
    const body = res.body as PostsResponse;
    return { ids: body.posts.map(p => p.id).sort(), total: body.total };
  };
  const both = () => [open.id, secret.id].sort();

  it.each([
    ['similar questions (a searchQuery)', similarQuery],
    ['the card, newest', cardQuery({})],
    ['the card, most viewed', cardQuery({ orderBy: 'views' })],
    ['the card, favourites', cardQuery({ favorite: true })],
  ])('leaves a hidden post out of %s, total included', async (_n, query) => {
    expect(await seen(USERS.bob, query)).toEqual({ ids: [open.id], total: 1 });
    expect(await seen(USERS.carol, query)).toEqual({ ids: both(), total: 2 });
  });
});
