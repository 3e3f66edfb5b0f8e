/**
 * English strings of the statistics page and the charts and tiles it shares
 * with the user page. One block in the translation ref (`statistics`).
 */
export const statisticsMessages = {
  page: {
    title: 'Statistics',
    tabsLabel: 'Statistics views',
    tabs: {
      overview: 'Overview',
      leaderboards: 'Leaderboards',
    },
  },
  tiles: {
    totalQuestions: 'Questions',
    totalAnswers: 'Answers',
    totalArticles: 'Articles',
    totalLinks: 'Links',
    totalComments: 'Comments',
    totalVotes: 'Votes',
    totalViews: 'Views',
    totalTags: 'Tags',
    totalUsers: 'Users',
    totalFollowers: 'Followers',
  },
  /** Under every community figure (docs/permissions.md, "What is and is not filtered per reader"). */
  communityTotals:
    'Community totals: they count every post, also those you may not be able to open.',
  overview: {
    totalsTitle: 'All-time totals',
    totalsEmpty: 'Nothing has been counted yet.',
    chartLabel: {
      '7d': 'Chart of daily questions, answers, articles, links, comments and votes in the last 7 days',
      '30d':
        'Chart of daily questions, answers, articles, links, comments and votes in the last 30 days',
      '1y': 'Chart of daily questions, answers, articles, links, comments and votes in the last year',
    },
  },
  period: {
    label: 'Period',
    '7d': '7 days',
    '30d': '30 days',
    '1y': '1 year',
    all: 'All time',
  },
  chart: {
    title: {
      '7d': 'Activity in the last 7 days',
      '30d': 'Activity in the last 30 days',
      '1y': 'Activity in the last year',
    },
    empty: {
      '7d': 'No activity in the last 7 days.',
      '30d': 'No activity in the last 30 days.',
      '1y': 'No activity in the last year.',
    },
    showTable: 'Show as table',
    hideTable: 'Hide table',
    date: 'Date',
    kind: {
      label: 'Chart type',
      line: 'Lines',
      bar: 'Bars',
    },
    seriesLabel: 'Series shown',
  },
  leaderboards: {
    title: 'Leaderboards',
    boards: {
      mostQuestions: 'Most questions',
      mostAnswers: 'Most answers',
      topUpvotedPosts: 'Top upvoted posts',
      topUpvotedAnswers: 'Top upvoted answers',
      topCorrectAnswers: 'Top correct answers',
    },
    totals: {
      questions_one: '{{count}} question',
      questions_other: '{{count}} questions',
      answers_one: '{{count}} answer',
      answers_other: '{{count}} answers',
      votes_one: '{{count}} vote',
      votes_other: '{{count}} votes',
    },
    medal: {
      '1': '1st',
      '2': '2nd',
      '3': '3rd',
    },
    medalName: {
      '1': 'gold medal',
      '2': 'silver medal',
      '3': 'bronze medal',
    },
    yourPosition: 'Your position',
    empty: 'Nobody ranks here for this period yet.',
  },
  impact: {
    title: 'Your impact',
    impact: 'Impact',
    impactHelp: 'Views of your posts',
    lastWeekImpact: 'Last week',
    lastWeekImpactHelp: 'Views of your posts in the last 7 days',
  },
} as const;
