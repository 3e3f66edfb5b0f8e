export { MarkdownView, markdownUrlTransform } from './MarkdownView';
export type { MarkdownHeading, MarkdownViewProps } from './MarkdownView';
export { CONTENT_ID_PREFIX } from './sanitizeSchema';
export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
export { hasDroppedHtml } from './droppedHtml';
