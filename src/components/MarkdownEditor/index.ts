export { MarkdownEditor } from './MarkdownEditor';
export type { MarkdownEditorProps } from './MarkdownEditor';
export type { UploadImage } from './useImageUpload';
export { applyMarkdownCommand } from './markdownCommands';
export type { MarkdownCommand, TextEdit } from './markdownCommands';
