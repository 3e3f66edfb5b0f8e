import { makeAnswer, makePost } from '../../testing/fixtures/posts';
import { applyAnswerServerVote, applyAnswerVote } from './answerCache';

describe('applyAnswerVote', () => {
  it('votes only the answer with the id', () => {
    const post = makePost({ answers: [makeAnswer({ id: 1, score: 0 }), makeAnswer({ id: 2, score: 0 })] });
    applyAnswerVote(post, 2, -1);
    expect(post.answers?.map(a => [a.score, a.ownVote])).toEqual([
      [0, undefined],
      [-1, -1],
    ]);
    applyAnswerVote(post, 2, undefined);
    expect(post.answers?.[1]).toMatchObject({ score: 0 });
    expect(post.answers?.[1].ownVote).toBeUndefined();
  });

  it('ignores unknown answers and posts without answers', () => {
    const post = makePost({ answers: [makeAnswer({ id: 1, score: 5 })] });
    applyAnswerVote(post, 99, 1);
    expect(post.answers?.[0].score).toBe(5);
    const bare = makePost();
    expect(() => applyAnswerVote(bare, 1, 1)).not.toThrow();
  });

  it('takes the server score', () => {
    const post = makePost({ answers: [makeAnswer({ id: 1, score: 5, ownVote: 1 })] });
    applyAnswerServerVote(post, 1, { score: 9 });
    expect(post.answers?.[0]).toMatchObject({ score: 9, ownVote: 1 });
  });
});
