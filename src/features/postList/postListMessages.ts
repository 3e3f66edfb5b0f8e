/**
 * English strings of the post lists (questions, articles, links, favorites
 * and the lists on tag, entity, user and collection pages). One block in the
 * translation ref (`postList`).
 */
export const postListMessages = {
  count: {
    question_one: '{{count}} question',
    question_other: '{{count}} questions',
    article_one: '{{count}} article',
    article_other: '{{count}} articles',
    link_one: '{{count}} link',
    link_other: '{{count}} links',
    post_one: '{{count}} post',
    post_other: '{{count}} posts',
  },
  listLabel: {
    question: 'Questions',
    article: 'Articles',
    link: 'Links',
    post: 'Posts',
  },
  create: {
    question: 'Ask question',
    article: 'Write article',
    link: 'Share link',
  },
  search: {
    label: 'Search',
    placeholder: 'Search titles, content and tags',
    clear: 'Clear search',
  },
  filters: {
    label: 'Filters',
    orderBy: 'Sort by',
    orderByOption: {
      created: 'Newest',
      updated: 'Recently updated',
      title: 'Title',
      views: 'Most viewed',
      score: 'Highest score',
      answersCount: 'Most answers',
      trend: 'Trending',
      rank: 'Collection order',
    },
    order: 'Order',
    orderOption: {
      desc: 'Descending',
      asc: 'Ascending',
    },
    quick: 'Quick filters',
    noAnswers: 'No answers',
    noCorrectAnswer: 'No correct answer',
    noVotes: 'No votes',
    tags: 'Tags',
    entities: 'Entities',
    relation: {
      tags: 'Tags must match',
      entities: 'Entities must match',
      or: 'Any',
      and: 'All',
    },
    noOptions: 'Nothing found',
    dateRange: 'Created',
    dateRangeOption: {
      all: 'Any time',
      '7d': 'Last 7 days',
      '30d': 'Last 30 days',
      custom: 'Custom range',
    },
    fromDate: 'From',
    toDate: 'To',
    clear: 'Clear filters',
  },
  view: {
    label: 'Layout',
    list: 'List view',
    grid: 'Grid view',
  },
  pagination: {
    label: 'Pages',
    pageSize: 'Posts per page',
  },
  empty: {
    question: {
      title: 'No questions yet',
      description: 'Questions people ask show up here.',
      action: 'Ask the first one',
    },
    article: {
      title: 'No articles yet',
      description: 'Articles people write show up here.',
      action: 'Write the first one',
    },
    link: {
      title: 'No links yet',
      description: 'Links people share show up here.',
      action: 'Share the first one',
    },
    post: {
      title: 'No posts yet',
      description: 'Questions, articles and links show up here.',
      action: 'Ask the first question',
    },
    filtered: {
      title: 'Nothing matches',
      description: 'No posts match this search and these filters.',
    },
  },
  item: {
    votes_one: '{{count}} vote',
    votes_other: '{{count}} votes',
    answers_one: '{{count}} answer',
    answers_other: '{{count}} answers',
    answersCorrect_one: '{{count}} answer, one is marked correct',
    answersCorrect_other: '{{count}} answers, one is marked correct',
    views_one: 'Viewed {{count}} time',
    views_other: 'Viewed {{count}} times',
    clicks_one: '{{count}} click',
    clicks_other: '{{count}} clicks',
    viewsShort: 'views',
    votesShort: 'votes',
    answersShort: 'answers',
    clicksShort: 'clicks',
    favorite: 'In your favorites',
    openLink: 'Open link',
    type: {
      question: 'Question',
      article: 'Article',
      link: 'Link',
    },
  },
  favorites: {
    emptyTitle: 'No favorites yet',
    emptyDescription: 'Mark posts with the star to find them here.',
    browse: 'Browse questions',
  },
} as const;
