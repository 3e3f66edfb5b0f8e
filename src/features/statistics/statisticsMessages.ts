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
  overview: {
    totalsTitle: 'Totals',
    totalsEmpty: 'Nothing has been counted yet.',
    chartLabel:
      'Chart of daily questions, answers, articles, links, comments and votes in the last 30 days',
  },
  chart: {
    title: 'Activity in the last 30 days',
    empty: 'No activity in the last 30 days.',
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
    periodLabel: 'Period',
    period: {
      '7d': '7 days',
      '30d': '30 days',
      all: 'All time',
    },
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
