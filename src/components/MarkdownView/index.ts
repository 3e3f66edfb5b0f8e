export { MarkdownView, markdownUrlTransform } from './MarkdownView';
export type { MarkdownViewProps } from './MarkdownView';
export { CONTENT_ID_PREFIX } from './sanitizeSchema';
export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
export { hasDroppedHtml } from './droppedHtml';
