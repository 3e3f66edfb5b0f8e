/**
 * English strings of the history pages and the diff view (`revisions` in
 * the translation ref).
 */
export const revisionMessages = {
  page: {
    heading: {
      question: 'History of the question',
      article: 'History of the article',
      link: 'History of the link',
      answer: 'History of an answer',
    },
    answerTo: 'Answer to “{{title}}”',
    backTo: {
      question: 'Back to the question',
      article: 'Back to the article',
      link: 'Back to the link',
      answer: 'Back to the answer',
    },
    notFound: {
      question: 'This question does not exist, or it was deleted.',
      article: 'This article does not exist, or it was deleted.',
      link: 'This link does not exist, or it was deleted.',
      answer: 'This answer does not exist, or it was deleted.',
    },
    revisionsLabel: 'Revisions',
    count_one: '{{count}} revision',
    count_other: '{{count}} revisions',
    revision: 'Revision {{revision}}',
    // `when` is a relative time, `author` the author's name.
    byline: '{{when}} by {{author}}',
    noSummary: 'No summary',
    show: 'Show changes of revision {{revision}}',
    shown: 'Shown',
  },
  compare: {
    heading: 'Changes',
    from: 'Compare revision',
    to: 'with revision',
    none: 'None (empty)',
    firstVersion:
      'Revision {{to}} is the first version: everything in it is new.',
    title: 'Changes from revision {{from}} to revision {{to}}',
  },
  restore: {
    button: 'Restore revision {{revision}}',
    title: 'Restore revision {{revision}}?',
    message:
      'The current version is kept in the history, and a new revision with the content of revision {{revision}} is added.',
    confirm: 'Restore this revision',
  },
  diff: {
    added: 'Added:',
    removed: 'Removed:',
    noChanges: 'No changes',
    title: 'Title',
    url: 'Link address',
    headerImage: 'Header image',
    tags: 'Tags',
    entities: 'Entities',
    content: 'Content',
    modeLabel: 'Show content changes',
    mode: {
      words: 'By words',
      lines: 'By lines',
    },
  },
  editedLabel: 'Edited: see the history',
  editSummary: {
    label: 'Edit summary',
    helper: 'Optional: say what you changed and why. It shows in the history.',
    tooLong: 'At most {{max}} characters',
    counter: '{{length}}/{{max}}',
  },
} as const;
