/** English strings of stale content review (`reviews` in the translation ref). */
export const reviewMessages = {
  due: {
    heading: 'Is this still right?',
    message: {
      question:
        'Nobody has confirmed this question and its answers for a while. You are asked because you wrote it, know its tags or moderate.',
      article:
        'Nobody has confirmed this article for a while. You are asked because you wrote it, know its tags or moderate.',
      link: 'Nobody has confirmed this link for a while. You are asked because you shared it, know its tags or moderate.',
    },
  },
  outdated: {
    heading: 'Marked outdated',
    // `when` is a relative time, `who` the reviewer's name.
    byline:
      'Marked outdated {{when}} by {{who}}. Parts of it may no longer hold.',
    // With the reviewer's reason, shown below it instead of the sentence.
    bylineWithReason: 'Marked outdated {{when}} by {{who}}:',
  },
  outdatedDialog: {
    title: 'Mark “{{title}}” outdated?',
    message:
      'Every reader sees a note that it is outdated until someone confirms it is still valid.',
    reason: 'What no longer holds (optional)',
    reasonHelp: '{{used}} of {{max}} characters',
    confirm: 'Mark outdated',
  },
  actions: {
    label: 'Review',
    valid: 'Still valid',
    outdated: 'Outdated',
    validNamed: '“{{title}}” is still valid',
    outdatedNamed: '“{{title}}” is outdated',
  },
  listChip: 'Outdated',
  list: {
    label: 'Needs review',
    count_one: '{{count}} post needs review',
    count_other: '{{count}} posts need review',
    // Why it is listed; `when` is a relative time ("14 months ago").
    why: 'Due for review: last written, edited or confirmed {{when}}',
    empty: {
      title: 'Nothing to review',
      description:
        'Articles, links and answered questions that nobody has confirmed for a while appear here.',
    },
  },
} as const;
