import type { ListFilters } from '../../../state/listFilters';

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every(value => b.includes(value));

/**
 * How many of the filters behind the list's Filters button differ from
 * what the list shows untouched: tags, entities, date range, order and type.
 */
export function panelFilterCount(
  filters: ListFilters,
  defaults: ListFilters,
): number {
  return [
    !sameSet(filters.tags, defaults.tags),
    !sameSet(filters.entities, defaults.entities),
    filters.dateRange !== defaults.dateRange,
    filters.order !== defaults.order,
    filters.type !== defaults.type,
  ].filter(Boolean).length;
}

/**
 * Whether the person narrowed the list beyond what it shows untouched, so
 * an empty result means "nothing matches" rather than "nothing exists".
 * Sorting, paging and the view narrow nothing.
 */
export function isFiltered(
  filters: ListFilters,
  defaults: ListFilters,
): boolean {
  return (
    filters.searchQuery.trim() !== '' ||
    filters.noAnswers !== defaults.noAnswers ||
    filters.noCorrectAnswer !== defaults.noCorrectAnswer ||
    filters.noVotes !== defaults.noVotes ||
    filters.favorite !== defaults.favorite ||
    filters.following !== defaults.following ||
    filters.author !== defaults.author ||
    filters.dateRange !== defaults.dateRange ||
    filters.type !== defaults.type ||
    !sameSet(filters.tags, defaults.tags) ||
    !sameSet(filters.entities, defaults.entities)
  );
}
