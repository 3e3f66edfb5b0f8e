import { USERS, type AgoraTestBackend } from './startAgoraTestBackend';
import type { Post, PostRequest } from '../../../../src/api/types';

/**
 * Creates a post through the API (so counters, tags and the search index are
 * exactly what production would hold) and returns it.
 */
export async function createTestPost(
  backend: AgoraTestBackend,
  overrides: Partial<PostRequest> = {},
  author: string = USERS.alice,
): Promise<Post> {
  const res = await backend.as(author).post('/posts', {
    type: 'question',
    title: 'How do I deploy?',
    content: 'Some details',
    ...overrides,
  });
  if (res.status !== 201) {
    throw new Error(`createTestPost failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as Post;
}
