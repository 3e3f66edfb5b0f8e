/** The strings of the collection pages, the form and "Add to collection". */
export const collectionMessages = {
  list: {
    count_one: '{{count}} collection',
    count_other: '{{count}} collections',
    search: 'Search collections',
    sort: {
      newest: 'Newest',
      title: 'Title',
      posts: 'Most posts',
      followers: 'Most followers',
    },
    followed: 'Followed',
    create: 'Create collection',
    emptyTitle: 'No collections yet',
    emptyDescription:
      'Collect the posts a newcomer should read, in the order to read them.',
    noFollowedTitle: 'You follow no collections yet',
    noFollowedDescription:
      'Follow a collection to see it here and in the side panel.',
  },
  page: {
    notFound: 'There is no collection with this id. It may have been deleted.',
    owner: 'Curated by',
    followers_one: '{{count}} follower',
    followers_other: '{{count}} followers',
    countsLabel: 'Collection counts',
    actions: 'Collection actions',
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete this collection?',
    deleteMessage:
      'The collection goes away for everyone who follows it. Its posts stay.',
    deleteConfirm: 'Delete collection',
    deleteFailed: 'Failed to delete collection',
    postsHeading: 'Posts in this collection',
    emptyTitle: 'No posts in this collection yet',
    emptyEditor:
      'Open a question, article or link and choose "Add to collection" in its actions.',
    emptyReader: 'The curator has not added any posts yet.',
  },
  rank: {
    menu: 'Move or remove "{{title}}"',
    top: 'Move to top',
    up: 'Move up',
    down: 'Move down',
    bottom: 'Move to bottom',
    remove: 'Remove from collection',
  },
  form: {
    createHeading: 'Create collection',
    editHeading: 'Edit collection',
    titlePlaceholder: 'e.g. Start here: deploying to production',
    description: 'Description',
    descriptionHelper:
      'Markdown. Say who the collection is for and in which order to read it.',
    submitCreate: 'Create collection',
    submitSave: 'Save changes',
    notAllowedTitle: 'You cannot edit this collection',
    notAllowedDescription:
      'Only its curator or a moderator can change a collection.',
  },
  add: {
    button: 'Add to collection',
    title: 'Add to collection',
    description: 'Tick the collections this post belongs in.',
    none: 'You have no collections yet.',
    newCollection: 'New collection…',
    newTitle: 'Title of the new collection',
    create: 'Create and add',
    done: 'Done',
    createFailed: 'Failed to create collection',
  },
} as const;
