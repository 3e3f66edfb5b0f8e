/** English strings of the moderator area (`moderate`). */
export const moderateMessages = {
  tabsLabel: 'Moderator tools',
  tabs: {
    deleted: 'Deleted posts',
    flags: 'Flags',
    duplicates: 'Duplicates',
    review: 'Needs review',
    templates: 'Templates',
    tags: 'Tags',
  },
  // A tab with what waits in it, e.g. "Flags (3)".
  tabWithCount: '{{label}} ({{total}})',
  notAllowed: {
    title: 'Not allowed',
    description:
      'Only moderators can open the moderator area. If you need it, ask the people who run Q&A in your organisation.',
  },
  deleted: {
    label: 'Deleted posts',
    count_one: '{{count}} deleted post',
    count_other: '{{count}} deleted posts',
    author: 'Author',
    reason: 'Reason',
    noReason: 'No reason given',
    deletedBy: 'Deleted by',
    notRecorded: 'Not recorded',
    deletedAt: 'Deleted',
    restore: 'Restore',
    restoreNamed: 'Restore “{{title}}”',
    purge: 'Delete permanently',
    purgeNamed: 'Delete “{{title}}” permanently',
    purgeTitle: 'Delete “{{title}}” permanently?',
    purgeMessage:
      'The post is removed for good, with its answers, comments, votes and its place in collections. This cannot be undone.',
    purgeFailed: 'Failed to delete post permanently',
    empty: {
      title: 'No deleted posts',
      description:
        'Posts deleted by their authors or by moderators appear here, ready to be restored.',
    },
    byYou: 'You',
    byModerator: 'A moderator',
    ownEmpty: {
      title: 'No deleted posts',
      description:
        'Posts you delete, or a moderator deletes, appear here with the reason. Only you and moderators see them; a moderator can restore them.',
    },
  },
} as const;
