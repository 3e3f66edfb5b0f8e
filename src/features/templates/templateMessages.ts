/** English strings of question templates: their admin list and form, and the ask page's choice (`templates`). */
export const templateMessages = {
  admin: {
    heading: 'Question templates',
    intro:
      'A template prefills the ask form: people pick it above the form or follow its link.',
    create: 'Create template',
    listLabel: 'Templates',
    empty: {
      title: 'No templates yet',
      description: 'Create one so people can start their questions from it.',
    },
    edit: 'Edit',
    editLabel: 'Edit template {{title}}',
    delete: 'Delete',
    deleteLabel: 'Delete template {{title}}',
    copyLink: 'Copy link',
    copyLinkLabel: 'Copy the ask link of template {{title}}',
    linkCopied: 'Link copied',
    noDescription: 'No description',
  },
  form: {
    createTitle: 'Create template',
    editTitle: 'Edit template “{{title}}”',
    titlePlaceholder: 'e.g. Bug report',
    description: 'Description',
    descriptionHelper: 'Shown next to the template where people pick one.',
    questionTitle: 'Question title',
    questionTitleHelper: 'Starts the question’s title, e.g. “Bug: ”.',
    questionContent: 'Question content',
    questionContentHelper:
      'Starts the question’s text: headings and hints to fill in. Markdown is supported.',
    submitCreate: 'Create template',
    submitSave: 'Save template',
    cancel: 'Cancel',
    discard: {
      title: 'Discard your changes?',
      message: 'What you typed in this template will be lost.',
      confirm: 'Discard changes',
      cancel: 'Keep editing',
    },
  },
  delete: {
    title: 'Delete the template “{{title}}”?',
    message:
      'People can no longer start from it and its links stop working; questions asked with it stay as they are.',
    confirm: 'Delete template',
    failed: 'Could not delete the template. Try again.',
  },
  ask: {
    choose: 'Start from a template',
    chosen: 'Template: {{title}}',
    menuLabel: 'Question templates',
    unknown:
      'The template of this link does not exist (any more). The form is blank; you can pick another template.',
    replace: {
      title: 'Replace what you wrote?',
      message:
        'The template “{{title}}” replaces the title, content, tags and entities in the form. Tags and entities from the link you followed are kept.',
      confirm: 'Use template',
      cancel: 'Keep what I wrote',
    },
  },
} as const;
