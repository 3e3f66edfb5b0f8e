import { DEFAULT_LIST_FILTERS, type ListFilters } from '../state/listFilters';
import { readListFilters, writeListFilters } from './listFiltersParams';

const tagPage: ListFilters = { ...DEFAULT_LIST_FILTERS, tags: ['react'] };

describe('list filter URL params', () => {
  it('round-trips every URL field', () => {
    const filters: ListFilters = {
      ...DEFAULT_LIST_FILTERS,
      type: 'link',
      orderBy: 'score',
      order: 'asc',
      tags: ['a', 'b'],
      tagsRelation: 'and',
      entities: ['component:default/payments'],
      entitiesRelation: 'and',
      author: 'user:default/jane',
      favorite: true,
      noAnswers: true,
      noCorrectAnswer: true,
      noVotes: true,
      dateRange: 'custom',
      fromDate: '2024-01-01',
      toDate: '2024-01-31',
      searchQuery: 'helm',
      page: 4,
      pageSize: 50,
    };
    const params = writeListFilters(
      new URLSearchParams(),
      filters,
      DEFAULT_LIST_FILTERS,
    );
    expect(readListFilters(params, DEFAULT_LIST_FILTERS)).toEqual(filters);
  });

  it('says "no tags" explicitly when a default tag was removed', () => {
    const params = writeListFilters(
      new URLSearchParams(),
      { ...tagPage, tags: [] },
      tagPage,
    );
    expect(params.toString()).toBe('tags=');
    expect(readListFilters(params, tagPage).tags).toEqual([]);
    expect(readListFilters(new URLSearchParams(), tagPage).tags).toEqual([
      'react',
    ]);
  });

  it('drops custom dates under a preset range', () => {
    const params = writeListFilters(
      new URLSearchParams(),
      { ...DEFAULT_LIST_FILTERS, dateRange: '30d', fromDate: '2024-01-01' },
      DEFAULT_LIST_FILTERS,
    );
    expect(params.toString()).toBe('range=30d');
  });

  it("keeps to its prefix on a host page's URL, leaving the host's keys alone", () => {
    const host = new URLSearchParams('page=3&q=owner&inspect=yaml');
    // The host's `page` and `q` are not the list's.
    expect(readListFilters(host, DEFAULT_LIST_FILTERS, 'agora.')).toEqual(
      DEFAULT_LIST_FILTERS,
    );
    const vault: ListFilters = {
      ...DEFAULT_LIST_FILTERS,
      page: 2,
      searchQuery: 'vault',
      orderBy: 'relevance',
    };
    const params = writeListFilters(
      host,
      vault,
      DEFAULT_LIST_FILTERS,
      'agora.',
    );
    expect(params.toString()).toBe(
      'page=3&q=owner&inspect=yaml&agora.q=vault&agora.page=2',
    );
    expect(readListFilters(params, DEFAULT_LIST_FILTERS, 'agora.')).toEqual(
      vault,
    );
  });

  it('reads a search without an order as best match, and writes a picked one', () => {
    const read = (search: string) =>
      readListFilters(new URLSearchParams(search), DEFAULT_LIST_FILTERS);
    const write = (filters: Partial<ListFilters>) =>
      writeListFilters(
        new URLSearchParams(),
        { ...DEFAULT_LIST_FILTERS, ...filters },
        DEFAULT_LIST_FILTERS,
      ).toString();

    // Best match is a search's default: a clean URL both ways.
    expect(read('q=pgbouncer').orderBy).toBe('relevance');
    expect(write({ searchQuery: 'pgbouncer', orderBy: 'relevance' })).toBe(
      'q=pgbouncer',
    );
    // Newest picked during a search is not the default then: it is written.
    expect(write({ searchQuery: 'pgbouncer', orderBy: 'created' })).toBe(
      'orderBy=created&q=pgbouncer',
    );
    expect(read('q=pgbouncer&orderBy=created').orderBy).toBe('created');
    expect(read('q=pgbouncer&orderBy=views').orderBy).toBe('views');
    // A shared link with best match but no search gets the list's default.
    expect(read('orderBy=relevance')).toEqual(DEFAULT_LIST_FILTERS);
    expect(
      readListFilters(new URLSearchParams('orderBy=relevance'), {
        ...DEFAULT_LIST_FILTERS,
        orderBy: 'activity',
      }).orderBy,
    ).toBe('activity');
  });
});
