import { makeAnswer } from '../../../testing/fixtures/posts';
import { sortAnswers } from './sortAnswers';

const early = makeAnswer({ id: 1, score: 5, created: '2024-01-01T00:00:00Z' });
const correct = makeAnswer({
  id: 2,
  score: 1,
  correct: true,
  created: '2024-01-02T00:00:00Z',
});
const late = makeAnswer({ id: 3, score: 5, created: '2024-01-03T00:00:00Z' });
const low = makeAnswer({ id: 4, score: -2, created: '2024-01-04T00:00:00Z' });
const answers = [low, late, early, correct];
const ids = (list: { id: number }[]) => list.map(a => a.id);

describe('sortAnswers', () => {
  it('puts the correct answer first, then the highest score, then the oldest', () => {
    expect(ids(sortAnswers(answers, 'default'))).toEqual([2, 1, 3, 4]);
  });

  it('sorts by date both ways and by score alone', () => {
    expect(ids(sortAnswers(answers, 'newest'))).toEqual([4, 3, 2, 1]);
    expect(ids(sortAnswers(answers, 'oldest'))).toEqual([1, 2, 3, 4]);
    expect(ids(sortAnswers(answers, 'score'))).toEqual([1, 3, 2, 4]);
  });

  it('leaves the input alone', () => {
    sortAnswers(answers, 'oldest');
    expect(ids(answers)).toEqual([4, 3, 1, 2]);
  });
});
