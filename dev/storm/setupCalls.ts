import type { Answer, Post } from '@agora/contract';
import type { Client } from './client';

/** A post or answer the storm acts on, with its author (who may not vote on it). */
export interface Target {
  postId: number;
  answerId?: number;
  author: string;
}

/**
 * The calls that build the storm's world. Each must succeed: the storm
 * means nothing without its world, so a failure stops the run.
 */
export function setupCalls(client: Client) {
  async function must<T>(
    as: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const expect = method === 'GET' ? [200] : [200, 201];
    const res = await client<T>({
      scenario: 'setup',
      as,
      method,
      path,
      body,
      expect,
    });
    if (!expect.includes(res.status))
      throw new Error(
        `setup: ${method} ${path} as ${as} answered ${res.status}: ${JSON.stringify(res.body)}`,
      );
    return res.body;
  }
  return {
    must,
    post: (as: string, body: object) => must<Post>(as, 'POST', '/posts', body),
    async answer(postId: number, as: string, text: string): Promise<Target> {
      const path = `/posts/${postId}/answers`;
      const a = await must<Answer>(as, 'POST', path, { answer: text });
      return { postId, answerId: a.id, author: as };
    },
  };
}

export type SetupCalls = ReturnType<typeof setupCalls>;

/** The body of a question of the storm's own. */
export const question = (
  title: string,
  tags: string[],
  entities: string[] = [],
) => ({
  type: 'question',
  title,
  content: `${title}: written by the storm tier (dev/storm).`,
  tags,
  entities,
});
