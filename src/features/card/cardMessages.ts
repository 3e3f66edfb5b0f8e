/**
 * English strings of the home page's dashboard card. One block in the
 * translation ref (`card`); the settings form's labels are read from here
 * too, since the card's settings schema is fixed when the plugin loads.
 */
export const cardMessages = {
  title: 'Q&A',
  description: 'Shows Q&A posts',
  quickFilter: {
    label: 'Show',
    latest: 'Latest',
    favorites: 'Favorites',
    most_viewed: 'Most viewed',
  },
  refresh: 'Refresh',
  tableLabel: 'Q&A posts',
  column: {
    title: 'Title',
    author: 'Author',
    type: 'Type',
    created: 'Created',
    /** The post's last activity: created, edited, answered or commented. */
    active: 'Active',
  },
  type: {
    question: 'Question',
    article: 'Article',
    link: 'Link',
  },
  empty: {
    latest: 'No posts yet.',
    favorites: 'You have no favorite posts yet.',
    most_viewed: 'No posts yet.',
  },
  pagination: {
    displayedRows: '{{from}}–{{to}} of {{total}}',
    previous: 'Previous page',
    next: 'Next page',
  },
  settings: {
    postType: 'Post type',
    rowsPerPage: 'Rows per page',
    quickFilter: 'Quick filter',
  },
} as const;
