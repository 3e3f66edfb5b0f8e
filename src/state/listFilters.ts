import {
  POST_LIST_PAGE_SIZES,
  type FilterRelation,
  type PostOrderBy,
  type PostType,
  type PostsQuery,
  type SortOrder,
} from '../api/types';

/** Page sizes a post list offers. @public */
export const PAGE_SIZES = POST_LIST_PAGE_SIZES;
/** @public */
export type PageSize = (typeof PAGE_SIZES)[number];

/** How a post list lays out its rows. @public */
export type ListView = 'list' | 'grid';

/** The date range choices of a post list; `all` means no date filter. @public */
export const DATE_RANGE_PRESETS = ['all', '7d', '30d', 'custom'] as const;
/** @public */
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/**
 * Everything a person can set on one post list. It is the UI's view of a
 * list; {@link toPostsQuery} turns it into the request the server gets.
 * @public
 */
export interface ListFilters {
  type?: PostType;
  orderBy: PostOrderBy;
  order: SortOrder;
  tags: string[];
  tagsRelation: FilterRelation;
  entities: string[];
  entitiesRelation: FilterRelation;
  author?: string;
  favorite: boolean;
  /** Only posts the person follows. */
  following: boolean;
  noAnswers: boolean;
  noCorrectAnswer: boolean;
  noVotes: boolean;
  dateRange: DateRangePreset;
  /** `YYYY-MM-DD`; used only with the `custom` range. */
  fromDate?: string;
  /** `YYYY-MM-DD`; used only with the `custom` range. */
  toDate?: string;
  searchQuery: string;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  view: ListView;
}

/** The filters of a list nobody has touched. @public */
export const DEFAULT_LIST_FILTERS: ListFilters = {
  orderBy: 'created',
  order: 'desc',
  tags: [],
  tagsRelation: 'or',
  entities: [],
  entitiesRelation: 'or',
  favorite: false,
  following: false,
  noAnswers: false,
  noCorrectAnswer: false,
  noVotes: false,
  dateRange: 'all',
  searchQuery: '',
  page: 1,
  pageSize: 10,
  view: 'list',
};

/**
 * The order of a list nobody picked one for: best match while it searches
 * (the server's default for a search too), else the list's own default.
 * Best match means nothing without a search, so it is never the latter.
 * @public
 */
export function unpickedOrderBy(
  searchQuery: string,
  listOrderBy: PostOrderBy = DEFAULT_LIST_FILTERS.orderBy,
): PostOrderBy {
  if (searchQuery.trim()) return 'relevance';
  return listOrderBy === 'relevance'
    ? DEFAULT_LIST_FILTERS.orderBy
    : listOrderBy;
}

/**
 * `next` with an order that fits its search, after a change from `previous`.
 * An order nobody picked follows the search: best match once a search is
 * entered, the default again once it is cleared. An order the person picked
 * stays, except best match, which never outlives its search (the server
 * refuses it without one). The slice applies it to every change; the URL
 * leaves out the order {@link unpickedOrderBy} gives, and
 * {@link toPostsQuery} never sends best match without a search.
 * @public
 */
export function withSearchOrder(
  previous: Pick<ListFilters, 'searchQuery'>,
  next: ListFilters,
): ListFilters {
  const unpicked = next.orderBy === unpickedOrderBy(previous.searchQuery);
  const stale = next.orderBy === 'relevance' && !next.searchQuery.trim();
  const orderBy =
    unpicked || stale ? unpickedOrderBy(next.searchQuery) : next.orderBy;
  return orderBy === next.orderBy ? next : { ...next, orderBy };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Sorted and de-duplicated, so `[b, a]` and `[a, b, a]` make one cache key. */
const normaliseList = (values: string[]) =>
  [...new Set(values.map(v => v.trim()).filter(Boolean))].sort();

function dateBounds(
  filters: ListFilters,
  today: Date,
): Pick<PostsQuery, 'fromDate' | 'toDate'> {
  switch (filters.dateRange) {
    case '7d':
    case '30d': {
      // Whole days, inclusive, like the contract's fromDate/toDate.
      const days = filters.dateRange === '7d' ? 6 : 29;
      return {
        fromDate: isoDay(new Date(today.getTime() - days * DAY_MS)),
        toDate: isoDay(today),
      };
    }
    case 'custom':
      return {
        fromDate: filters.fromDate || undefined,
        toDate: filters.toDate || undefined,
      };
    default:
      return {};
  }
}

/**
 * The normalised, serialisable request for a list's filters. It is the RTK
 * Query cache key, so equal filters must give equal objects: no empty,
 * false or irrelevant values, lists sorted.
 * @public
 */
export function toPostsQuery(
  filters: ListFilters,
  today: Date = new Date(),
): PostsQuery {
  const searchQuery = filters.searchQuery.trim();
  const query: PostsQuery = {
    limit: filters.pageSize,
    offset: (Math.max(1, filters.page) - 1) * filters.pageSize,
    // Filters from elsewhere (a card, a hand-made object) may still say
    // best match without a search; the server would refuse it.
    orderBy:
      filters.orderBy === 'relevance' && !searchQuery
        ? unpickedOrderBy('')
        : filters.orderBy,
    order: filters.order,
  };
  if (filters.type) query.type = filters.type;
  if (searchQuery) query.searchQuery = searchQuery;
  const tags = normaliseList(filters.tags);
  if (tags.length) {
    query.tags = tags;
    // A relation only means something with two or more values.
    if (tags.length > 1) query.tagsRelation = filters.tagsRelation;
  }
  const entities = normaliseList(filters.entities);
  if (entities.length) {
    query.entities = entities;
    if (entities.length > 1) query.entitiesRelation = filters.entitiesRelation;
  }
  if (filters.author) query.author = filters.author;
  if (filters.favorite) query.favorite = true;
  if (filters.following) query.following = true;
  if (filters.noAnswers) query.noAnswers = true;
  if (filters.noCorrectAnswer) query.noCorrectAnswer = true;
  if (filters.noVotes) query.noVotes = true;
  const { fromDate, toDate } = dateBounds(filters, today);
  if (fromDate) query.fromDate = fromDate;
  if (toDate) query.toDate = toDate;
  return query;
}
