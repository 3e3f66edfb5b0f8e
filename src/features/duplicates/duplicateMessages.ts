/**
 * English strings of closing questions as duplicates (`duplicates` in the
 * translation ref).
 */
export const duplicateMessages = {
  banner: {
    heading: 'This question has an answer here:',
    // `when` is a relative time, `who` the closer's name.
    closedBy: 'Closed as a duplicate {{when}} by {{who}}',
    reopen: 'Reopen',
  },
  noAnswers:
    'This question is closed as a duplicate, so it takes no new answers: answer the original instead.',
  listChip: 'Duplicate',
  action: 'Close as duplicate',
  moderate: {
    label: 'Questions closed as duplicates',
    count_one: '{{count}} question closed as a duplicate',
    count_other: '{{count}} questions closed as duplicates',
    originalIs: 'Duplicate of',
    reopenNamed: 'Reopen “{{title}}”',
    empty: {
      title: 'No duplicates',
      description:
        'Questions closed as duplicates of another appear here, ready to be reopened.',
    },
  },
  dialog: {
    title: 'Close as a duplicate',
    message:
      'Pick the question this one duplicates. It keeps its page and comments, takes no new answers and sends readers to the original.',
    search: 'Search questions',
    results: 'Possible originals',
    noResults: 'No other open question matches.',
    confirm: 'Close as duplicate',
    pickFirst: 'Pick the original question first.',
  },
} as const;
