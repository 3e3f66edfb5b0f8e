import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Nodes, Parent } from 'mdast';

// Parsing (not regexes) is what makes this reliable: emphasis markers inside
// code, nested brackets, reference links, tables and HTML are all told apart
// by the same CommonMark/GFM parser that renders the post.
const parser = unified().use(remarkParse).use(remarkGfm);

/** Nodes whose text is noise in a one-line summary. */
const skipped = new Set<Nodes['type']>([
  'code',
  'html',
  'image',
  'imageReference',
  'definition',
  'footnoteDefinition',
  'footnoteReference',
  'thematicBreak',
  'yaml',
]);

/** Nodes whose children are blocks (or cells) and need a space between them. */
const blockContainers = new Set<Nodes['type']>([
  'root',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
]);

function textOf(node: Nodes): string {
  if (skipped.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if ('children' in node) {
    const separator = blockContainers.has(node.type) ? ' ' : '';
    return (node as Parent).children
      .map(c => textOf(c as Nodes))
      .join(separator);
  }
  return '';
}

/**
 * The readable text of a markdown document on one line: markup, HTML, images
 * and code blocks removed, link texts kept, whitespace collapsed. The result is
 * plain text to be rendered as a React text node, never as HTML.
 * @public
 */
export function markdownToText(markdown: string): string {
  return textOf(parser.parse(markdown)).replace(/\s+/g, ' ').trim();
}

/**
 * {@link markdownToText} cut to at most `maxLength` characters at a word
 * boundary, with an ellipsis when something was cut.
 * @public
 */
export function markdownExcerpt(markdown: string, maxLength = 200): string {
  const text = markdownToText(markdown);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Prefer a word boundary unless that would throw away most of the excerpt.
  const head = lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}
