import { applyFollow, applyFollowerCount } from './followCache';

describe('applyFollow', () => {
  it('adds once and counts once', () => {
    const draft = { refs: ['a'], count: 1 };
    applyFollow(draft, draft.refs, 'b', true);
    applyFollow(draft, draft.refs, 'b', true);
    expect(draft).toEqual({ refs: ['a', 'b'], count: 2 });
  });

  it('removes by key and never counts below zero', () => {
    const draft = { tags: [{ tag: 'x' }], count: 0 };
    applyFollow(draft, draft.tags, { tag: 'x' }, false, { key: t => t.tag });
    expect(draft).toEqual({ tags: [], count: 0 });
    applyFollow(draft, draft.tags, { tag: 'y' }, false, { key: t => t.tag });
    expect(draft.tags).toEqual([]);
  });

  it('only counts a follow when the page is full, leaving the row to the refetch', () => {
    const draft = { refs: ['a', 'b'], count: 5 };
    applyFollow(draft, draft.refs, 'c', true, { pageSize: 2 });
    expect(draft).toEqual({ refs: ['a', 'b'], count: 6 });
    applyFollow(draft, draft.refs, 'a', false, { pageSize: 2 });
    expect(draft).toEqual({ refs: ['b'], count: 5 });
  });
});

describe('applyFollowerCount', () => {
  it('moves the named counter by one and never below zero', () => {
    const draft = { followers: 1, other: 5 };
    applyFollowerCount(draft, 'followers', true);
    expect(draft).toEqual({ followers: 2, other: 5 });
    applyFollowerCount(draft, 'followers', false);
    applyFollowerCount(draft, 'followers', false);
    applyFollowerCount(draft, 'followers', false);
    expect(draft.followers).toBe(0);
  });
});
