/** English strings of the keyboard shortcuts and their help (`shortcuts`). */
export const shortcutsMessages = {
  title: 'Keyboard shortcuts',
  close: 'Close',
  hint: 'Shortcuts work anywhere in Agora except while typing in a field.',
  keyColumn: 'Keys',
  actionColumn: 'Action',
  then: 'then',
  action: {
    help: 'Show this help',
    search: 'Search the list',
    next: 'Next post in the list',
    previous: 'Previous post in the list',
    open: 'Open the chosen post',
    ask: 'Ask a question',
    questions: 'Go to questions',
    articles: 'Go to articles',
    links: 'Go to links',
  },
} as const;
