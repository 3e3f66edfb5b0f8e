import {
  applyFavorite,
  applyServerVote,
  applyVote,
  sameButVote,
  voteValue,
  type Votable,
} from './postCache';

describe('applyVote', () => {
  const votable = (score: number, ownVote?: 1 | -1): Votable => ({
    score,
    ownVote,
  });

  it.each([
    ['none → up', votable(3), 1, 4, 1],
    ['none → down', votable(3), -1, 2, -1],
    ['up → down moves by two', votable(3, 1), -1, 1, -1],
    ['down → up moves by two', votable(3, -1), 1, 5, 1],
    ['up → removed', votable(3, 1), undefined, 2, undefined],
    ['down → removed', votable(3, -1), undefined, 4, undefined],
    ['none → removed is a no-op', votable(3), undefined, 3, undefined],
  ] as const)('%s', (_name, draft, vote, score, ownVote) => {
    const copy = { ...draft };
    applyVote(copy, vote);
    expect(copy.score).toBe(score);
    expect(copy.ownVote).toBe(ownVote);
  });

  it('maps directions to wire values', () => {
    expect(voteValue('up')).toBe(1);
    expect(voteValue('down')).toBe(-1);
  });
});

describe('applyServerVote', () => {
  it('takes the server score and keeps the guess when no vote is sent', () => {
    const draft: Votable = { score: 4, ownVote: 1 };
    applyServerVote(draft, { score: 10 });
    expect(draft).toEqual({ score: 10, ownVote: 1 });
    applyServerVote(draft, { score: 9, ownVote: -1 });
    expect(draft).toEqual({ score: 9, ownVote: -1 });
  });
});

describe('applyFavorite', () => {
  it('sets the flag', () => {
    const draft = { favorite: false };
    applyFavorite(draft, true);
    expect(draft.favorite).toBe(true);
    applyFavorite(draft, false);
    expect(draft.favorite).toBe(false);
  });
});

describe('sameButVote', () => {
  const post: Votable & Record<string, unknown> = {
    score: 3,
    ownVote: 1,
    title: 'T',
    tags: ['a'],
  };

  it('ignores the score and the vote, which a vote patches', () => {
    const { ownVote: _removed, ...unvoted } = post;
    expect(sameButVote(post, { ...post, score: 4, ownVote: -1 })).toBe(true);
    expect(sameButVote(post, { ...unvoted, score: 2 })).toBe(true);
  });

  it('tells any other change, a field added or removed too', () => {
    expect(sameButVote(post, { ...post, title: 'U' })).toBe(false);
    expect(sameButVote(post, { ...post, tags: ['a'] })).toBe(false);
    expect(sameButVote(post, { ...post, favorite: true })).toBe(false);
  });
});
