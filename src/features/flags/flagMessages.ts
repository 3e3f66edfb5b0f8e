/** English strings of flags and the review queue (`flags` in the translation ref). */
export const flagMessages = {
  action: 'Flag',
  reasons: {
    spam: 'Spam',
    offensive: 'Offensive',
    wrong: 'Wrong or outdated',
    duplicate: 'Duplicate',
    other: 'Something else',
  },
  dialog: {
    title: {
      post: 'Flag this post',
      answer: 'Flag this answer',
      comment: 'Flag this comment',
    },
    message:
      'Tell the moderators what is wrong. The author is not told who flagged it.',
    reason: 'Reason',
    text: 'What is wrong?',
    details: 'Details for the moderators (optional)',
    confirm: 'Flag',
  },
  flagged: 'Thanks: a moderator will look at it.',
  hiddenNote:
    'Hidden from other readers after several flags. A moderator will review it.',
  moderate: {
    label: 'Flagged content',
    count_one: '{{count}} flagged item',
    count_other: '{{count}} flagged items',
    kind: {
      post: 'Post',
      answer: 'Answer',
      comment: 'Comment',
    },
    flags_one: '{{count}} flag',
    flags_other: '{{count}} flags',
    hidden: 'Hidden from readers',
    by: 'By {{author}}',
    texts: 'What flaggers said',
    // Under a flagger's details: the reason, who flagged it and when.
    textBy: '{{reason}}, flagged by {{who}} {{when}}',
    dismiss: 'Dismiss',
    edit: 'Edit',
    delete: 'Delete',
    named: '{{action}}: {{title}}',
    deleteTitle: 'Delete this flagged content?',
    deleteMessage: 'It is removed for readers, and its flags are resolved.',
    deleteFailed: 'Failed to delete',
    empty: {
      title: 'No flags',
      description:
        'Posts, answers and comments people flag appear here for review.',
    },
  },
  navBadge_one: '{{count}} flagged item to review',
  navBadge_other: '{{count}} flagged items to review',
} as const;
