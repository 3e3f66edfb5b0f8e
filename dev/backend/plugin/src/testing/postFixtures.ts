import { USERS, type AgoraTestBackend } from './startAgoraTestBackend';
import type { Post, PostRequest } from '@agora/contract';

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
    // A question over the default minimums (docs/configuration.md).
    title: 'How do I deploy?',
    content: 'Some details about the deployment.',
    ...overrides,
  });
  if (res.status !== 201) {
    throw new Error(
      `createTestPost failed: ${res.status} ${JSON.stringify(res.body)}`,
    );
  }
  return res.body as Post;
}

/** A 1×1 PNG, the smallest image `POST /attachments` accepts. */
export const TEST_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d5a1f50000000049454e44ae426082',
  'hex',
);

/** Uploads an image and returns its attachment id, for `images` lists. */
export async function uploadTestImage(
  backend: AgoraTestBackend,
  user: string = USERS.alice,
): Promise<number> {
  const res = await backend
    .as(user)
    .raw('post', '/attachments')
    .attach('image', TEST_PNG, { filename: 'a.png', contentType: 'image/png' });
  if (res.status !== 201) {
    throw new Error(
      `uploadTestImage failed: ${res.status} ${JSON.stringify(res.body)}`,
    );
  }
  return res.body.id as number;
}
