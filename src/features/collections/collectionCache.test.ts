import { makeCollection } from '../../testing/fixtures/collections';
import { makePost } from '../../testing/fixtures/posts';
import { applyMembership, applyRankMove } from './collectionCache';

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

describe('applyRankMove with deleted posts (moderators see them)', () => {
  const mixed = () => [
    { id: 1 },
    { id: 2, status: 'deleted' },
    { id: 3 },
    { id: 4 },
  ];
  it.each([
    ['up', 3, [3, 2, 1, 4]],
    ['down', 1, [3, 2, 1, 4]],
    ['top', 4, [4, 2, 1, 3]],
    ['bottom', 1, [3, 2, 4, 1]],
    ['top', 2, [1, 2, 3, 4]],
  ] as const)('%s %i passes over the deleted post', (move, id, expected) => {
    const items = mixed();
    applyRankMove(items, id, move);
    expect(ids(items)).toEqual(expected);
  });
});

describe('applyMembership', () => {
  it('appends a cached post without its thread and counts it by type', () => {
    const collection = makeCollection();
    const post = makePost({
      id: 7,
      type: 'article',
      answers: [],
      comments: [],
    });
    applyMembership(collection, post, true);
    expect(ids(collection.posts!)).toEqual([1, 2, 3, 7]);
    expect(collection.posts![3]).not.toHaveProperty('answers');
    expect(collection).toMatchObject({ postsCount: 4, articlesCount: 1 });
    applyMembership(collection, post, true);
    expect(collection.postsCount).toBe(4);
  });

  it('removes a post and counts it out; list rows only move the counts', () => {
    const collection = makeCollection();
    applyMembership(collection, { id: 2 }, false);
    expect(ids(collection.posts!)).toEqual([1, 3]);
    expect(collection).toMatchObject({ postsCount: 2, questionsCount: 2 });
    const row = makeCollection({ posts: undefined });
    applyMembership(row, { id: 9 }, true);
    expect(row).toMatchObject({ postsCount: 4, questionsCount: 3 });
  });
});
