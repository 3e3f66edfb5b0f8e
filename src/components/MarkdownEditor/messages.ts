/**
 * English strings of MarkdownEditor, kept in one object so they can move into
 * the plugin's translation ref as a block.
 */
export const editorMessages = {
  write: 'Write',
  preview: 'Preview',
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
  uploading: (name: string) => `Uploading ${name}…`,
  uploadFailed: (name: string, reason: string) =>
    `Could not upload ${name}: ${reason}`,
  notAnImage: (name: string) => `${name} is not an image`,
  dismiss: 'Dismiss',
};
