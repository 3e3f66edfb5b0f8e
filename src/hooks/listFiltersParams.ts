import {
  filterRelationSchema,
  postOrderBySchema,
  postTypeSchema,
  sortOrderSchema,
  zDay,
} from '../api/types';
import {
  readUrlPaging,
  writeUrlPaging,
} from '../components/PagedList/urlPaging';
import {
  DATE_RANGE_PRESETS,
  unpickedOrderBy,
  type ListFilters,
} from '../state/listFilters';

/**
 * How list filters appear in the URL. Short, readable names; only values
 * that differ from the list's defaults are written, so an untouched list
 * has a clean URL. The view is left out on purpose: it is a remembered
 * preference of the reader, not part of what a shared link shows. The page
 * and its size are every paged list's (`components/PagedList/urlPaging.ts`).
 * The order a list has by default depends on its search (best match while
 * it searches, `unpickedOrderBy`), so `?q=helm` sorts by best match and a
 * picked "Newest" during a search is written out.
 */
const PARAMS = {
  type: 'type',
  orderBy: 'orderBy',
  order: 'order',
  tags: 'tags',
  tagsRelation: 'tagsRelation',
  entities: 'entities',
  entitiesRelation: 'entitiesRelation',
  author: 'author',
  favorite: 'favorite',
  following: 'following',
  noAnswers: 'noAnswers',
  noCorrectAnswer: 'noCorrectAnswer',
  noVotes: 'noVotes',
  dateRange: 'range',
  fromDate: 'fromDate',
  toDate: 'toDate',
  searchQuery: 'q',
} as const satisfies Partial<Record<keyof ListFilters, string>>;

type UrlKey = keyof typeof PARAMS;
const URL_KEYS = Object.keys(PARAMS) as UrlKey[];

const oneOf = <T extends string>(choices: readonly T[], value: unknown) =>
  choices.includes(value as T) ? (value as T) : undefined;
/** The value when the contract's `schema` accepts it as it is. */
const valid = <T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};
const bool = (value: string | null) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
};

/** Reads the values of one URL key; undefined when absent or invalid. */
function readKey(
  params: URLSearchParams,
  key: UrlKey,
  prefix: string,
): ListFilters[UrlKey] | undefined {
  const name = prefix + PARAMS[key];
  const value = params.get(name);
  switch (key) {
    case 'tags':
    case 'entities':
      return params.has(name) ? params.getAll(name).filter(Boolean) : undefined;
    case 'type':
      return valid(postTypeSchema, value);
    case 'orderBy':
      return valid(postOrderBySchema, value);
    case 'order':
      return valid(sortOrderSchema, value);
    case 'tagsRelation':
    case 'entitiesRelation':
      return valid(filterRelationSchema, value);
    case 'favorite':
    case 'following':
    case 'noAnswers':
    case 'noCorrectAnswer':
    case 'noVotes':
      return bool(value);
    case 'dateRange':
      return oneOf(DATE_RANGE_PRESETS, value);
    case 'fromDate':
    case 'toDate':
      return valid(zDay, value);
    default:
      return value ?? undefined;
  }
}

/**
 * The filters a URL describes, starting from the list's defaults. `prefix`
 * namespaces the keys (`agora.page`) where the list shares the URL with a
 * host page, such as a catalog entity's tab.
 */
export function readListFilters(
  params: URLSearchParams,
  defaults: ListFilters,
  prefix = '',
): ListFilters {
  const filters: ListFilters = { ...defaults };
  for (const key of URL_KEYS) {
    const value = readKey(params, key, prefix);
    if (value !== undefined)
      (filters as unknown as Record<string, unknown>)[key] = value;
  }
  const orderBy = readKey(params, 'orderBy', prefix);
  // No order, or best match without a search (a hand-made link): the
  // order the list has unpicked, for its search.
  if (
    orderBy === undefined ||
    (orderBy === 'relevance' && !filters.searchQuery.trim())
  )
    filters.orderBy = unpickedOrderBy(filters.searchQuery, defaults.orderBy);
  return {
    ...filters,
    ...readUrlPaging(params, defaults.pageSize, prefix),
  };
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The URL params for `filters`: `current` with Agora's keys (under `prefix`)
 * rewritten and every other key (a page's tab, say) kept.
 */
export function writeListFilters(
  current: URLSearchParams,
  filters: ListFilters,
  defaults: ListFilters,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(current);
  const unpicked = {
    ...defaults,
    orderBy: unpickedOrderBy(filters.searchQuery, defaults.orderBy),
  };
  for (const key of URL_KEYS) {
    const name = prefix + PARAMS[key];
    next.delete(name);
    const value = filters[key];
    if (same(value, unpicked[key]) || value === undefined) continue;
    // Custom dates mean nothing under another range.
    if (
      (key === 'fromDate' || key === 'toDate') &&
      filters.dateRange !== 'custom'
    )
      continue;
    const values = Array.isArray(value) ? value : [value];
    // An empty key says "none", overriding a default list such as a tag page's tag.
    if (values.length === 0) next.append(name, '');
    for (const v of values) next.append(name, String(v));
  }
  return writeUrlPaging(next, filters, defaults.pageSize, prefix);
}
