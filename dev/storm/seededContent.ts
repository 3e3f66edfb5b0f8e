import type {
  EntitiesResponse,
  Post,
  PostsResponse,
  TagsResponse,
} from '@agora/contract';
import { SECRET_TAG } from '../backend/devPermissionPolicy';
import { USERS } from './settings';
import type { SetupCalls, Target } from './setupCalls';

/** What the demo community gives the storm to act on. */
export interface SeededContent {
  tags: string[];
  entities: string[];
  /** Active posts of every type and answers of four questions, by real authors. */
  posts: Target[];
  answers: Target[];
  links: number[];
}

/**
 * Reads the seeded community as a moderator. Anonymous authors read as
 * "anonymous" even to moderators, so those posts and answers are left out:
 * the voters must not be their real authors. Posts tagged `secret` are left
 * out too: the dev policy hides them from most users, and the storm is
 * about concurrent writes, not visibility.
 */
export async function seededContent(calls: SetupCalls): Promise<SeededContent> {
  const mod = USERS.guest;
  const { must } = calls;
  const tags = (await must<TagsResponse>(mod, 'GET', '/tags?limit=12')).tags;
  const entities = (
    await must<EntitiesResponse>(mod, 'GET', '/entities?limit=8')
  ).entities;
  const listed = (
    await must<PostsResponse>(mod, 'POST', '/posts/query', { limit: 40 })
  ).posts.filter(p => !p.tags.includes(SECRET_TAG));
  const links = await must<PostsResponse>(mod, 'POST', '/posts/query', {
    type: 'link',
    limit: 3,
  });
  const real = (author: string) => author.startsWith('user:');
  const answers: Target[] = [];
  for (const q of listed.filter(p => p.type === 'question').slice(0, 4)) {
    const full = await must<Post>(mod, 'GET', `/posts/${q.id}`);
    for (const a of (full.answers ?? []).filter(x => real(x.author)))
      answers.push({ postId: q.id, answerId: a.id, author: a.author });
  }
  return {
    tags: tags.map(t => t.tag),
    entities: entities.map(e => e.entityRef),
    posts: listed
      .filter(p => real(p.author))
      .map(p => ({ postId: p.id, author: p.author })),
    answers,
    links: links.posts.map(p => p.id),
  };
}
