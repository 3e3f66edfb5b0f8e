/**
 * English strings of MarkdownView, kept in one object so they can move into the
 * plugin's translation ref as a block.
 */
export const markdownMessages = {
  copyCode: 'Copy code',
  copied: 'Copied',
  taskDone: 'Done',
  taskOpen: 'Not done',
} as const;
