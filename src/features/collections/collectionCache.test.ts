import { applyRankMove } from './collectionCache';

const ids = (items: Array<{ id: number }>) => items.map(i => i.id);
const list = () => [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe('applyRankMove', () => {
  it.each([
    ['top', 3, [3, 1, 2, 4]],
    ['up', 3, [1, 3, 2, 4]],
    ['down', 2, [1, 3, 2, 4]],
    ['bottom', 1, [2, 3, 4, 1]],
    ['up at the top stays', 1, [1, 2, 3, 4]],
    ['down at the bottom stays', 4, [1, 2, 3, 4]],
    ['unknown id stays', 9, [1, 2, 3, 4]],
  ] as const)('%s', (name, id, expected) => {
    const items = list();
    const move = name.split(' ')[0] as 'top' | 'up' | 'down' | 'bottom';
    applyRankMove(items, id, move);
    expect(ids(items)).toEqual(expected);
  });
});
