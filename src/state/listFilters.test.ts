import {
  DEFAULT_LIST_FILTERS,
  toPostsQuery,
  unpickedOrderBy,
  withSearchOrder,
  type ListFilters,
} from './listFilters';

const filters = (changes: Partial<ListFilters> = {}): ListFilters => ({
  ...DEFAULT_LIST_FILTERS,
  ...changes,
});
const today = new Date('2024-05-31T15:00:00Z');

describe('toPostsQuery', () => {
  it('sends only paging and order for untouched filters', () => {
    expect(toPostsQuery(filters(), today)).toEqual({
      limit: 10,
      offset: 0,
      orderBy: 'created',
      order: 'desc',
    });
  });

  it('derives limit and offset from page and page size', () => {
    expect(
      toPostsQuery(filters({ page: 3, pageSize: 25 }), today),
    ).toMatchObject({
      limit: 25,
      offset: 50,
    });
  });

  it('normalises tags and entities so equal filters give one cache key', () => {
    const a = toPostsQuery(
      filters({ tags: ['b', 'a', 'b'], tagsRelation: 'and' }),
      today,
    );
    const b = toPostsQuery(
      filters({ tags: ['a', ' b '], tagsRelation: 'and' }),
      today,
    );
    expect(a).toEqual(b);
    expect(a).toMatchObject({ tags: ['a', 'b'], tagsRelation: 'and' });
  });

  it('leaves out a relation that has nothing to relate', () => {
    const query = toPostsQuery(
      filters({ tags: ['a'], entities: [], tagsRelation: 'and' }),
      today,
    );
    expect(query.tags).toEqual(['a']);
    expect(query).not.toHaveProperty('tagsRelation');
    expect(query).not.toHaveProperty('entities');
    expect(query).not.toHaveProperty('entitiesRelation');
  });

  it('keeps set quick filters and drops false ones and blank search', () => {
    const query = toPostsQuery(
      filters({
        noAnswers: true,
        noVotes: false,
        favorite: true,
        searchQuery: '  ',
      }),
      today,
    );
    expect(query).toMatchObject({ noAnswers: true, favorite: true });
    expect(query).not.toHaveProperty('noVotes');
    expect(query).not.toHaveProperty('searchQuery');
  });

  it('sends best match with a search, and never without one', () => {
    expect(
      toPostsQuery(
        filters({ searchQuery: 'helm', orderBy: 'relevance' }),
        today,
      ),
    ).toMatchObject({ searchQuery: 'helm', orderBy: 'relevance' });
    // Filters built by hand may still say best match: the server would refuse it.
    const query = toPostsQuery(
      filters({ searchQuery: '  ', orderBy: 'relevance' }),
      today,
    );
    expect(query.orderBy).toBe('created');
    expect(query).not.toHaveProperty('searchQuery');
  });

  it('turns date presets into inclusive whole days ending today', () => {
    expect(toPostsQuery(filters({ dateRange: '7d' }), today)).toMatchObject({
      fromDate: '2024-05-25',
      toDate: '2024-05-31',
    });
    expect(toPostsQuery(filters({ dateRange: '30d' }), today)).toMatchObject({
      fromDate: '2024-05-02',
      toDate: '2024-05-31',
    });
  });

  it('uses custom dates only with the custom range', () => {
    const custom = { fromDate: '2024-01-01', toDate: '2024-02-01' };
    expect(
      toPostsQuery(filters({ ...custom, dateRange: 'custom' }), today),
    ).toMatchObject(custom);
    expect(
      toPostsQuery(filters({ ...custom, dateRange: 'all' }), today),
    ).not.toHaveProperty('fromDate');
  });
});

describe('the order of a search', () => {
  it('is best match while searching, the list default otherwise', () => {
    expect(unpickedOrderBy('helm')).toBe('relevance');
    expect(unpickedOrderBy(' ')).toBe('created');
    expect(unpickedOrderBy('', 'activity')).toBe('activity');
    expect(unpickedOrderBy('', 'relevance')).toBe('created');
  });

  it('follows the search while nobody picked one', () => {
    const searched = withSearchOrder(
      filters(),
      filters({ searchQuery: 'helm' }),
    );
    expect(searched.orderBy).toBe('relevance');
    expect(
      withSearchOrder(searched, { ...searched, searchQuery: '' }).orderBy,
    ).toBe('created');
  });

  it('keeps a picked order through searching and clearing', () => {
    const picked = filters({ searchQuery: 'helm', orderBy: 'score' });
    expect(
      withSearchOrder(picked, { ...picked, searchQuery: 'helm chart' }),
    ).toMatchObject({ orderBy: 'score' });
    expect(
      withSearchOrder(picked, { ...picked, searchQuery: '' }),
    ).toMatchObject({ orderBy: 'score' });
    // "Newest" picked during a search is a pick too.
    const newest = filters({ searchQuery: 'helm', orderBy: 'created' });
    expect(
      withSearchOrder(newest, { ...newest, searchQuery: 'helm chart' }).orderBy,
    ).toBe('created');
  });

  it('never keeps best match without a search, and returns untouched filters as they are', () => {
    const stale = filters({ orderBy: 'relevance' });
    expect(withSearchOrder(stale, stale).orderBy).toBe('created');
    const untouched = filters({ noVotes: true });
    expect(withSearchOrder(filters(), untouched)).toBe(untouched);
  });
});
