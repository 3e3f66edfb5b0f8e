/**
 * English strings of the shared components (votes, favourites, dialogs,
 * inputs, chips, the markdown renderer and editor). One block in the
 * translation ref (`components`), one sub-block per component.
 */
export const componentMessages = {
  vote: {
    up: 'Vote up',
    down: 'Vote down',
    score_one: '{{count}} vote',
    score_other: '{{count}} votes',
    // Plural forms are chosen ignoring the sign, so "-1" would take the
    // singular; a negative score is a balance of votes and reads plural.
    negativeScore: '{{score}} votes',
  },
  favorite: {
    add: 'Add to favorites',
    remove: 'Remove from favorites',
  },
  author: {
    anonymous: 'Anonymous',
    youAnonymous: 'You (anonymous)',
  },
  confirmDialog: {
    cancel: 'Cancel',
  },
  deleteDialog: {
    reason: 'Reason (optional)',
    reasonHelp: 'Shown to moderators and to the author.',
    delete: 'Delete',
  },
  actionsMenu: {
    more: {
      post: 'More actions for this post',
      answer: 'More actions for this answer',
      comment: 'More actions for this comment',
    },
    edit: 'Edit',
    delete: 'Delete',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
  },
  notices: {
    deleted: {
      question: 'Question deleted',
      article: 'Article deleted',
      link: 'Link deleted',
    },
    restored: {
      question: 'Question restored',
      article: 'Article restored',
      link: 'Link restored',
    },
    undo: 'Undo',
    dismiss: 'Close',
  },
  tagsInput: {
    label: 'Tags',
    helper: 'Up to {{max}} tags. Press Enter to add a new one.',
    limit: 'You can add at most {{max}} tags. Remove one to add another.',
    invalid:
      '“{{tag}}” is not a valid tag: use letters, digits, +, # and single - _ . between them, at most {{maxLength}} characters.',
    suggested: 'Suggested tags',
    addSuggestion: 'Add tag {{tag}}',
    newTag: 'New tag: {{tag}}',
  },
  entitiesInput: {
    label: 'Entities',
    noOptions: 'No matching entities',
    loading: 'Loading…',
  },
  chips: {
    tags: 'Tags',
    entities: 'Entities',
    related: 'Related:',
  },
  markdown: {
    copyCode: 'Copy code',
    copied: 'Copied',
    taskDone: 'Done',
    taskOpen: 'Not done',
    headingAnchor: 'Link to section {{heading}}',
  },
  editor: {
    write: 'Write',
    preview: 'Preview',
    htmlDropped: 'HTML is not supported; it will be removed',
    modes: 'Editor mode',
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    link: 'Link',
    quote: 'Quote',
    code: 'Code',
    bulletedList: 'Bulleted list',
    numberedList: 'Numbered list',
    insertImage: 'Insert image',
    imageFile: 'Image file to upload',
    nothingToPreview: 'Nothing to preview',
    uploadHint: 'Paste, drop or pick images to upload them.',
    uploading: 'Uploading {{name}}…',
    uploadFailed: 'Could not upload {{name}}: {{reason}}',
    notAnImage: '{{name}} is not an image',
    dismiss: 'Dismiss',
    mentions: 'People and groups to mention',
    mentionsLoading: 'Looking for people and groups…',
    mentionsNone: 'No people or groups match',
    counter: '{{length}} / {{max}} characters',
    tooLong: 'Too long: at most {{max}} characters',
  },
  // The next step of empty lists, leading to Agora's home.
  browse: 'Browse questions',
} as const;
