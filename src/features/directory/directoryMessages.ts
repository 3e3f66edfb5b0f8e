/**
 * English strings of the directory lists (tags, entities, users,
 * collections) and their cards: `directory` in the translation ref.
 */
export const directoryMessages = {
  searchPlaceholder: 'Search by name',
  sortBy: 'Sort by',
  noMatches: {
    title: 'Nothing matches',
    description: 'Nothing matches “{{query}}”. Try other words.',
    clear: 'Show all',
  },
  counts: {
    posts_one: '{{count}} post',
    posts_other: '{{count}} posts',
    questions_one: '{{count}} question',
    questions_other: '{{count}} questions',
    articles_one: '{{count}} article',
    articles_other: '{{count}} articles',
    links_one: '{{count}} link',
    links_other: '{{count}} links',
    answers_one: '{{count}} answer',
    answers_other: '{{count}} answers',
    followers_one: '{{count}} follower',
    followers_other: '{{count}} followers',
  },
  countsLabel: 'Counts',
} as const;
