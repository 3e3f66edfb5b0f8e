import type { Post } from '@agora/contract';
import type { Client } from './client';
import { seededContent } from './seededContent';
import { USERS } from './settings';
import { question, setupCalls, type Target } from './setupCalls';

export type { Target } from './setupCalls';

/** What the storm starts from: seeded content and a few posts of its own. */
export interface World {
  tags: string[];
  entities: string[];
  seeded: Target[];
  seededAnswers: Target[];
  links: number[];
  /** One question and two answers that the crowd and single voters hammer. */
  voted: Target[];
  /** A question whose author toggles the correct answer while answers arrive. */
  thread: { postId: number; author: string; answers: Target[] };
  /** Posts moderators delete and restore while others use them. */
  moderated: (Target & { type: Post['type'] })[];
  /** A collection its owner reorders, and posts it may gain. */
  collection: { id: number; owner: string; postIds: number[]; spare: number[] };
}

export async function buildWorld(client: Client): Promise<World> {
  const calls = setupCalls(client);
  const { tags, entities, posts, answers, links } = await seededContent(calls);

  const vq = await calls.post(
    USERS.liam,
    question(
      'Storm: which consumer settings survive a rebalance',
      [tags[0], tags[1]],
      [entities[0]],
    ),
  );
  const voted = [
    { postId: vq.id, author: USERS.liam },
    await calls.answer(
      vq.id,
      USERS.priya,
      'Static membership, long session timeout.',
    ),
    await calls.answer(vq.id, USERS.sofia, 'Cooperative sticky assignment.'),
  ];

  const tq = await calls.post(
    USERS.sofia,
    question(
      'Storm: how do we roll back a schema migration',
      [tags[2]],
      [entities[1]],
    ),
  );
  const thread = {
    postId: tq.id,
    author: USERS.sofia,
    answers: [
      await calls.answer(
        tq.id,
        USERS.priya,
        'Write a down migration and test it.',
      ),
      await calls.answer(
        tq.id,
        USERS.omar,
        'Restore the snapshot taken before.',
      ),
    ],
  };

  // One post of each type (two questions), each with its tags and entities.
  const drafts: [string, object][] = [
    [
      USERS.kenji,
      question(
        'Storm: a question moderators keep removing',
        [tags[3], tags[0]],
        [entities[2]],
      ),
    ],
    [
      USERS.emma,
      {
        type: 'article',
        title: 'Storm: an article that comes and goes',
        content: 'Text.',
        tags: [tags[4]],
        entities: [entities[0]],
      },
    ],
    [
      USERS.omar,
      {
        type: 'link',
        title: 'Storm: a link that comes and goes',
        url: 'https://example.com/storm',
        tags: [tags[1]],
      },
    ],
    [
      USERS.priya,
      question(
        'Storm: a second question under moderation',
        [tags[5]],
        [entities[3]],
      ),
    ],
  ];
  const moderated: World['moderated'] = [];
  for (const [as, body] of drafts) {
    const p = await calls.post(as, body);
    moderated.push({ postId: p.id, author: as, type: p.type });
    if (p.type === 'question')
      await calls.answer(p.id, USERS.liam, 'An answer under a moderated post.');
  }

  const owner = USERS.priya;
  const { id } = await calls.must<{ id: number }>(
    owner,
    'POST',
    '/collections',
    {
      title: 'Storm: reading list',
      description: 'Reordered by the storm tier.',
    },
  );
  const postIds = [
    ...posts.slice(0, 5).map(t => t.postId),
    moderated[0].postId,
    moderated[1].postId,
    vq.id,
  ];
  for (const postId of postIds)
    await calls.must(owner, 'POST', `/collections/${id}/posts`, { postId });
  const spare = posts.slice(5, 9).map(t => t.postId);
  return {
    tags,
    entities,
    seeded: posts,
    seededAnswers: answers,
    links,
    voted,
    thread,
    moderated,
    collection: { id, owner, postIds, spare },
  };
}
