import { makeAnswer, makePost, postsFixture } from '../testing/fixtures/posts';
import { parseResponse } from './parseResponse';
import { postSchema, postsResponseSchema } from './types';

describe('parseResponse', () => {
  it('yields an answer that matches the contract', () => {
    expect(parseResponse(postsResponseSchema, postsFixture())).toEqual({
      ok: true,
      data: postsFixture(),
    });
  });

  it('drops keys the contract does not name, in objects and list items, and leaves the body alone', () => {
    const body = {
      ...postsFixture(),
      nextCursor: 'abc',
      posts: [{ ...makePost(), reactions: { '+1': 2 } }],
    };
    const before = JSON.stringify(body);
    expect(parseResponse(postsResponseSchema, body)).toEqual({
      ok: true,
      data: { posts: [makePost()], total: 2 },
    });
    expect(JSON.stringify(body)).toBe(before);
  });

  it('names the first real problem, where it is', () => {
    const { entities: _, ...withoutEntities } = makePost({ id: 2 });
    expect(
      parseResponse(postsResponseSchema, {
        posts: [makePost(), withoutEntities],
        total: 2,
      }),
    ).toEqual({ ok: false, problem: 'posts.1.entities: expected array' });
    expect(
      parseResponse(postSchema, { ...makePost(), type: 'poll' }),
    ).toMatchObject({ ok: false, problem: expect.stringMatching(/^type: /) });
  });

  it('still fails when extra keys come with a missing field', () => {
    const { score: _, ...answer } = makeAnswer();
    expect(
      parseResponse(postSchema, {
        ...makePost(),
        badge: 'gold',
        answers: [answer],
      }),
    ).toEqual({ ok: false, problem: 'answers.0.score: expected number' });
  });
});
