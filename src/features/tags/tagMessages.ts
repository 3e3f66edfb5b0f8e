/** English strings of the tags list, the tag page and the tag form (`tags`). */
export const tagMessages = {
  list: {
    label: 'Tags',
    count_one: '{{count}} tag',
    count_other: '{{count}} tags',
    searchPlaceholder: 'Search tags',
    sort: {
      posts: 'Most posts',
      name: 'Name',
      followers: 'Most followers',
    },
    empty: {
      title: 'No tags yet',
      description: 'Tags appear here as soon as a post uses one.',
    },
    create: 'Create tag',
  },
  page: {
    experts: 'Experts',
    edit: 'Edit',
    delete: 'Delete',
    editNamed: 'Edit {{tag}}',
    deleteNamed: 'Delete {{tag}}',
    deleteTitle: 'Delete the tag “{{tag}}”?',
    deleteMessage:
      'It is removed from every post that has it; the posts stay. Followers stop following it.',
    deleteConfirm: 'Delete tag',
    notFound: 'There is no tag “{{tag}}”. It may have been deleted.',
    empty: {
      title: 'Nothing is tagged “{{tag}}” yet',
      description: 'Be the first to ask, write or share something about it.',
    },
  },
  form: {
    createTitle: 'Create a tag',
    editTitle: 'Edit the tag “{{tag}}”',
    name: 'Name',
    nameHelp:
      'Lower-case words joined by -, _ or ., at most {{max}} characters. “React Native” becomes react-native.',
    nameRequired: 'A tag needs a name.',
    nameInvalid:
      '“{{tag}}” is not a valid tag: use letters, digits, +, # and single - _ . between them.',
    description: 'Description',
    descriptionHelp: 'What the tag is about; markdown.',
    experts: 'Experts',
    expertsHelp: 'People others can ask about this topic.',
    create: 'Create tag',
    save: 'Save',
    cancel: 'Cancel',
  },
} as const;
