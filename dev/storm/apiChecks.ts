import type { Knex } from 'knex';
import type { Answer, Post, PostsResponse } from '@agora/contract';
import type { Client } from './client';
import { CROWD, USERS } from './settings';
import type { World } from './world';

const S = 'check';

/**
 * Scores and own votes as the API shows them, against the vote rows: for
 * each sampled post and answer, a few of its voters and one person who did
 * not vote read the post (`GET /posts/{id}`).
 */
export async function votesThroughApi(
  call: Client,
  db: Knex,
  world: World,
): Promise<string[]> {
  const failures: string[] = [];
  const postIds = [
    ...new Set(
      [
        world.voted[0],
        ...world.seeded.slice(0, 6),
        ...world.seededAnswers.slice(0, 6),
        world.thread,
      ].map(t => t.postId),
    ),
  ];
  for (const postId of postIds) {
    const post = await db('posts').where('id', postId).first('status');
    if (post?.status !== 'active') continue;
    const postVotes = await db('post_votes')
      .where('post_id', postId)
      .select('user_ref', 'value');
    const answerVotes = await db('answer_votes as v')
      .join('answers as a', 'a.id', 'v.answer_id')
      .where('a.post_id', postId)
      .select('v.answer_id', 'v.user_ref', 'v.value');
    const voters = [
      ...new Set([...postVotes, ...answerVotes].map(v => String(v.user_ref))),
    ];
    const readers = [
      ...voters.slice(0, 4),
      CROWD.find(u => !voters.includes(u)) ?? USERS.emma,
    ];
    for (const reader of readers) {
      const res = await call<Post>({
        scenario: S,
        as: reader,
        method: 'GET',
        path: `/posts/${postId}`,
        expect: [200],
      });
      if (res.status !== 200) continue;
      const sum = (votes: { value: unknown }[]) =>
        votes.reduce((n, v) => n + Number(v.value), 0);
      const own = (votes: { user_ref: unknown; value: unknown }[]) => {
        const v = votes.find(x => x.user_ref === reader);
        return v ? Number(v.value) : undefined;
      };
      const who = `post ${postId} read by ${reader.replace('user:default/', '')}`;
      if (res.body.score !== sum(postVotes))
        failures.push(
          `${who}: score ${res.body.score}, its votes sum to ${sum(postVotes)}`,
        );
      if (res.body.ownVote !== own(postVotes))
        failures.push(
          `${who}: ownVote ${res.body.ownVote}, the vote row says ${own(postVotes)}`,
        );
      for (const answer of (res.body.answers ?? []) as Answer[]) {
        const votes = answerVotes.filter(
          v => Number(v.answer_id) === answer.id,
        );
        if (answer.score !== sum(votes))
          failures.push(
            `${who}: answer ${answer.id} score ${answer.score}, its votes sum to ${sum(votes)}`,
          );
        if (answer.ownVote !== own(votes))
          failures.push(
            `${who}: answer ${answer.id} ownVote ${answer.ownVote}, the vote row says ${own(votes)}`,
          );
      }
    }
  }
  return failures;
}

/** Queries whose `total` must equal the posts their pages hold, read as a moderator. */
const queriesOf = (world: World): Record<string, unknown>[] => [
  {},
  { type: 'question' },
  { type: 'article' },
  { type: 'link' },
  { status: 'deleted' },
  { tags: [world.tags[0]] },
  { tags: [world.tags[0], world.tags[1]], tagsRelation: 'or' },
  { entities: [world.entities[0]] },
  { author: USERS.sofia },
  { noAnswers: true },
  { type: 'question', noCorrectAnswer: true },
  { noVotes: true },
];

/** `POST /posts/query` and the hot list: `total` against every page's posts. */
export async function totalsThroughApi(
  call: Client,
  world: World,
): Promise<string[]> {
  const failures: string[] = [];
  const pages = async (
    label: string,
    page: (offset: number) => Promise<PostsResponse | undefined>,
  ) => {
    const ids: number[] = [];
    let total: number | undefined;
    for (let offset = 0; offset < 1000; offset += 100) {
      const body = await page(offset);
      if (!body) return;
      if (total !== undefined && body.total !== total)
        failures.push(
          `${label}: total ${total} on the first page, ${body.total} at offset ${offset}`,
        );
      total ??= body.total;
      ids.push(...body.posts.map(p => p.id));
      if (body.posts.length < 100) break;
    }
    if (new Set(ids).size !== ids.length)
      failures.push(`${label}: a post is listed twice over the pages`);
    if (ids.length !== total)
      failures.push(
        `${label}: total ${total}, its pages hold ${ids.length} posts`,
      );
  };
  for (const query of queriesOf(world)) {
    await pages(`POST /posts/query ${JSON.stringify(query)}`, async offset => {
      const res = await call<PostsResponse>({
        scenario: S,
        as: USERS.guest,
        method: 'POST',
        path: '/posts/query',
        body: { ...query, limit: 100, offset },
        expect: [200],
      });
      return res.status === 200 ? res.body : undefined;
    });
  }
  for (const list of ['hot', 'recent', 'unanswered']) {
    await pages(`GET /posts/list/${list}`, async offset => {
      const res = await call<PostsResponse>({
        scenario: S,
        as: USERS.guest,
        method: 'GET',
        path: `/posts/list/${list}?limit=100&offset=${offset}`,
        expect: [200],
      });
      return res.status === 200 ? res.body : undefined;
    });
  }
  return failures;
}

/** Follower counts of tags, entities and the collection against the follow rows. */
export async function followersThroughApi(
  call: Client,
  db: Knex,
  world: World,
): Promise<string[]> {
  const failures: string[] = [];
  const count = async (qb: Knex.QueryBuilder) =>
    Number((await qb.count({ n: '*' }).first())?.n ?? 0);
  const read = async <T>(path: string) =>
    (
      await call<T>({
        scenario: S,
        as: USERS.guest,
        method: 'GET',
        path,
        expect: [200],
      })
    ).body;
  for (const tag of world.tags.slice(0, 4)) {
    const shown = (
      await read<{ id: number; followerCount: number }>(
        `/tags/${encodeURIComponent(tag)}`,
      )
    ).followerCount;
    const rows = await count(
      db('tag_followers as f')
        .join('tags as t', 't.id', 'f.tag_id')
        .where('t.tag', tag),
    );
    if (shown !== rows)
      failures.push(`tag ${tag}: followerCount ${shown}, ${rows} follow rows`);
  }
  for (const ref of world.entities.slice(0, 3)) {
    const shown = (
      await read<{ followerCount: number }>(
        `/entities/${encodeURIComponent(ref)}`,
      )
    ).followerCount;
    const rows = await count(db('entity_followers').where('entity_ref', ref));
    if (shown !== rows)
      failures.push(
        `entity ${ref}: followerCount ${shown}, ${rows} follow rows`,
      );
  }
  const { id } = world.collection;
  const shown = (
    await read<{ followers: number; posts?: unknown[] }>(`/collections/${id}`)
  ).followers;
  const rows = await count(
    db('collection_followers').where('collection_id', id),
  );
  if (shown !== rows)
    failures.push(`collection ${id}: followers ${shown}, ${rows} follow rows`);
  return failures;
}
