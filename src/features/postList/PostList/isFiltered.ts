import type { ListFilters } from '../../../state/listFilters';

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every(value => b.includes(value));

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
    filters.author !== defaults.author ||
    filters.dateRange !== defaults.dateRange ||
    !sameSet(filters.tags, defaults.tags) ||
    !sameSet(filters.entities, defaults.entities)
  );
}
