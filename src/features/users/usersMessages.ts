/**
 * English strings of the users list and the user page. One block in the
 * translation ref (`users`).
 */
export const usersMessages = {
  list: {
    title: 'Users',
    count_one: '{{count}} person',
    count_other: '{{count}} people',
    label: 'People',
    sort: {
      reputation: 'Reputation',
      questions: 'Most questions',
      answers: 'Most answers',
      followers: 'Most followers',
    },
    reputation: 'Reputation {{value}}',
    empty: {
      title: 'Nobody here yet',
      description:
        'People appear here once they ask, answer, write, share or comment.',
    },
  },
  page: {
    catalogLink: 'View in catalog',
    lastSeen: 'Last seen',
    tabsLabel: 'Activity of {{name}}',
    tabs: {
      statistics: 'Statistics',
      questions: 'Questions',
      articles: 'Articles',
      links: 'Links',
      answers: 'Answers',
      collections: 'Collections',
      review: 'To review',
      deleted: 'Deleted',
    },
    notFoundDescription:
      'Nobody with this name has taken part here, and the catalog does not know them.',
  },
  statistics: {
    chartLabel:
      'Chart of daily questions, answers, articles, links and comments in the last 30 days',
  },
  posts: {
    empty: {
      question: '{{name}} has not asked any questions yet.',
      article: '{{name}} has not written any articles yet.',
      link: '{{name}} has not shared any links yet.',
    },
  },
  answers: {
    listLabel: 'Answers by {{name}}',
    empty: '{{name}} has not answered any questions yet.',
    correct: 'Correct answer',
    anonymous: 'Posted anonymously: only you see it here',
    answered: 'Answered',
    question: 'Question {{id}}',
  },
  collections: {
    listLabel: 'Collections by {{name}}',
    empty: '{{name}} has no collections yet.',
  },
} as const;
