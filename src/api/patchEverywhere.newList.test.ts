import { setupMswServer } from '../testing/mswServer';
import {
  createDeferred,
  flush,
  route,
  setupApiStore,
} from '../testing/handlers/http';
import {
  downvotePostHandler,
  favoritePostHandler,
  upvotePostHandler,
} from '../testing/handlers/posts';
import { followHandler } from '../testing/handlers/follows';
import { makePost } from '../testing/fixtures/posts';
import { makeTag } from '../testing/fixtures/tags';
import { followsApi } from '../features/follows/followsApi';
import { postVotesApi } from '../features/posts/postVotesApi';
import * as z from 'zod/mini';
import { agoraApi } from './agoraApi';
import { providesList, providesTagList } from './tags';
import { postSchema, tagSchema, type Post, type Tag } from './types';

/*
 * Endpoints no feature has, with shapes no patch knows, injected here only:
 * the optimistic changes must reach them through the tags they provide,
 * without any change to the patcher.
 */
interface Digest {
  sections: Array<{
    heading: string;
    rows: Array<{ rank: number; post: Post }>;
  }>;
}
interface TopicGroups {
  groups: Array<{ name: string; tags: Tag[] }>;
}

const digestSchema = z.object({
  sections: z.array(
    z.object({
      heading: z.string(),
      rows: z.array(z.object({ rank: z.number(), post: postSchema })),
    }),
  ),
});
const topicGroupsSchema = z.object({
  groups: z.array(z.object({ name: z.string(), tags: z.array(tagSchema) })),
});

const digest = (): Digest => ({
  sections: [
    { heading: 'Top', rows: [{ rank: 1, post: makePost({ id: 1 }) }] },
    {
      heading: 'Also',
      rows: [
        { rank: 1, post: makePost({ id: 2 }) },
        { rank: 2, post: makePost({ id: 1 }) },
      ],
    },
  ],
});
const topics = (): TopicGroups => ({
  groups: [
    { name: 'Platform', tags: [makeTag({ id: 7, tag: 'catalog' })] },
    { name: 'Docs', tags: [makeTag({ id: 8, tag: 'techdocs' })] },
  ],
});

const newListsApi = agoraApi.injectEndpoints({
  endpoints: build => ({
    getDigest: build.query<Digest, void>({
      query: () => ({ url: '/digest', response: digestSchema }),
      providesTags: result =>
        providesList(
          'Post',
          result?.sections.flatMap(s => s.rows.map(r => r.post.id)),
        ),
    }),
    getTopicGroups: build.query<TopicGroups, void>({
      query: () => ({ url: '/topic-groups', response: topicGroupsSchema }),
      providesTags: result =>
        providesTagList(result?.groups.flatMap(g => g.tags) ?? []),
    }),
  }),
});

const server = setupMswServer();

/** A store that has read both new lists. */
async function storeWithNewLists() {
  const setup = setupApiStore();
  server.use(
    route('get', '/digest', digest)(),
    route('get', '/topic-groups', topics)(),
  );
  await setup.store.dispatch(newListsApi.endpoints.getDigest.initiate());
  await setup.store.dispatch(newListsApi.endpoints.getTopicGroups.initiate());
  return setup;
}

type Store = Awaited<ReturnType<typeof storeWithNewLists>>['store'];

/** Post 1 as every copy in the digest shows it, and post 2. */
const inDigest = (store: Store) => {
  const data = newListsApi.endpoints.getDigest.select()(store.getState()).data;
  return data?.sections.flatMap(s =>
    s.rows.map(({ post: { id, score, ownVote, favorite } }) => ({
      id,
      score,
      ownVote,
      favorite,
    })),
  );
};

describe('a new list providing Post tags', () => {
  it('shows a vote in every copy at once and rolls it back on failure', async () => {
    const { store, extra } = await storeWithNewLists();
    const before = inDigest(store);
    const held = createDeferred();
    server.use(
      upvotePostHandler({ status: 500, body: null, hold: held.promise }),
    );
    const pending = store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'up' }),
    );
    await flush();
    const voted = { id: 1, score: 4, ownVote: 1, favorite: false };
    const other = { id: 2, score: 3, ownVote: undefined, favorite: false };
    expect(inDigest(store)).toEqual([voted, other, voted]);

    held.release();
    await pending;
    expect(inDigest(store)).toEqual(before);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to vote post',
      severity: 'error',
    });
  });

  it("takes the server's score in every copy", async () => {
    const { store } = await storeWithNewLists();
    server.use(
      downvotePostHandler({ body: makePost({ score: 10, ownVote: -1 }) }),
    );
    await store.dispatch(
      postVotesApi.endpoints.votePost.initiate({ id: 1, vote: 'down' }),
    );
    expect(inDigest(store)?.filter(p => p.id === 1)).toEqual(
      Array(2).fill({ id: 1, score: 10, ownVote: -1, favorite: false }),
    );
  });

  it('shows a favourite in every copy at once and rolls it back on failure', async () => {
    const { store, extra } = await storeWithNewLists();
    const before = inDigest(store);
    const held = createDeferred();
    server.use(
      favoritePostHandler({ status: 500, body: null, hold: held.promise }),
    );
    const pending = store.dispatch(
      postVotesApi.endpoints.favoritePost.initiate(1),
    );
    await flush();
    expect(inDigest(store)?.map(p => [p.id, p.favorite])).toEqual([
      [1, true],
      [2, false],
      [1, true],
    ]);

    held.release();
    await pending;
    expect(inDigest(store)).toEqual(before);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to favorite',
      severity: 'error',
    });
  });
});

describe('a new list providing Tag tags', () => {
  const counts = (store: Store) =>
    newListsApi.endpoints.getTopicGroups
      .select()(store.getState())
      .data?.groups.flatMap(g => g.tags.map(t => [t.tag, t.followerCount]));

  it('shows a follow in the follower count at once and rolls it back on failure', async () => {
    const { store, extra } = await storeWithNewLists();
    const held = createDeferred();
    server.use(
      followHandler(
        'tags',
        'put',
      )({ status: 500, body: null, hold: held.promise }),
    );
    const pending = store.dispatch(
      followsApi.endpoints.followTag.initiate('catalog'),
    );
    await flush();
    expect(counts(store)).toEqual([
      ['catalog', 2],
      ['techdocs', 1],
    ]);

    held.release();
    expect((await pending).data).toBe(false);
    expect(counts(store)).toEqual([
      ['catalog', 1],
      ['techdocs', 1],
    ]);
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to follow',
      severity: 'error',
    });
  });
});
