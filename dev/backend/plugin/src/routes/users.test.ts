import {
  startAgoraTestBackend,
  USERS,
  type AgoraTestBackend,
  SHORT_QUESTIONS,
} from '../testing/startAgoraTestBackend';
import { createActivity } from '../testing/activityFixtures';

const enc = encodeURIComponent;

describe('users routes', () => {
  let backend: AgoraTestBackend;
  beforeAll(async () => {
    backend = await startAgoraTestBackend(SHORT_QUESTIONS);
    await createActivity(backend);
  });
  afterAll(() => backend.stop());

  it('lists every contributor with totals, never counting anonymous content', async () => {
    const res = await backend.as(USERS.moderator).get('/users');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    // Default order: reputation (post score + answer score + 10 per correct answer).
    expect(res.body.users.map((u: any) => u.userRef)).toEqual([
      USERS.bob,
      USERS.alice,
      USERS.carol,
    ]);
    const [bob, alice, carol] = res.body.users;
    expect(bob).toMatchObject({
      totalQuestions: 0,
      totalAnswers: 1,
      answerScore: 1,
      correctAnswers: 1,
      reputation: 11,
    });
    expect(alice).toMatchObject({
      totalQuestions: 1,
      totalArticles: 1,
      postScore: 1,
      totalFollowers: 1,
      reputation: 1,
    });
    expect(carol).toMatchObject({
      totalAnswers: 0,
      totalComments: 1,
      totalVotes: 2,
      reputation: 0,
    });
  });

  it('records lastSeen for callers', async () => {
    const res = await backend.as(USERS.alice).get('/users?searchQuery=alice');
    expect(res.body.total).toBe(1);
    expect(Date.now() - Date.parse(res.body.users[0].lastSeen)).toBeLessThan(
      60_000,
    );
  });

  it('sorts, pages and searches', async () => {
    const res = await backend
      .as(USERS.bob)
      .get('/users?orderBy=userRef&order=asc&limit=1&offset=1');
    expect(res.body).toMatchObject({
      total: 3,
      users: [{ userRef: USERS.bob }],
    });
    const byFollowers = await backend
      .as(USERS.bob)
      .get('/users?orderBy=totalFollowers');
    expect(byFollowers.body.users[0].userRef).toBe(USERS.alice);
    const none = await backend.as(USERS.bob).get('/users?searchQuery=zed');
    expect(none.body).toEqual({ users: [], total: 0 });
    expect(
      (await backend.as(USERS.bob).get('/users?orderBy=karma')).status,
    ).toBe(400);
  });

  it('matches the search by ref, or by the refs the client found by display name', async () => {
    const refs = async (query: string) =>
      (await backend.as(USERS.bob).get(`/users?${query}`)).body.users
        .map((u: any) => u.userRef)
        .sort();
    // "Robert" is bob's display name in the catalog, which the server cannot see.
    expect(await refs('searchQuery=Robert')).toEqual([]);
    expect(
      await refs(
        `searchQuery=Robert&searchRefs=${enc(USERS.bob.toUpperCase())}`,
      ),
    ).toEqual([USERS.bob]);
    expect(await refs(`searchQuery=car&searchRefs=${enc(USERS.bob)}`)).toEqual(
      [USERS.bob, USERS.carol].sort(),
    );
    // Without a search nothing narrows the list.
    expect(await refs(`searchRefs=${enc(USERS.bob)}`)).toHaveLength(3);
    expect(
      (await backend.as(USERS.bob).get('/users?searchQuery=a&searchRefs=jane'))
        .status,
    ).toBe(400);
  });

  it('follows and unfollows users, but not yourself', async () => {
    const followed = await backend.as(USERS.carol).get('/users/followed');
    expect(followed.body).toEqual({
      followedUserRefs: [USERS.alice],
      count: 1,
    });
    const self = await backend
      .as(USERS.bob)
      .put(`/users/follow/${enc(USERS.bob)}`);
    expect(self.status).toBe(400);
    expect(self.body.errors[0].message).toBe('You cannot follow yourself');
    expect((await backend.as(USERS.bob).put('/users/follow/jane')).status).toBe(
      404,
    );
    expect(
      (
        await backend
          .as(USERS.carol)
          .delete(`/users/follow/${enc(USERS.alice)}`)
      ).status,
    ).toBe(204);
    expect(
      (await backend.as(USERS.carol).get('/users/followed')).body.count,
    ).toBe(0);
  });
});
