import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Nodes, Parent } from 'mdast';
import { mentionHandle, mentionsAsNames } from '../api/types';

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

/** What a mention reads as, by canonical ref (`useMentionNames`). */
export type MentionName = (ref: string) => string;

function textOf(node: Nodes, name: MentionName | undefined): string {
  if (skipped.has(node.type)) return '';
  // Mentions in code and in a link's text stay as written, as rendered.
  if (node.type === 'text')
    return name ? mentionsAsNames(node.value, name) : node.value;
  if (node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if ('children' in node) {
    const separator = blockContainers.has(node.type) ? ' ' : '';
    const inner =
      node.type === 'link' || node.type === 'linkReference' ? undefined : name;
    return (node as Parent).children
      .map(c => textOf(c as Nodes, inner))
      .join(separator);
  }
  return '';
}

/**
 * The readable text of a markdown document on one line: markup, HTML, images
 * and code blocks removed, link texts kept, mentions written as `name` of
 * their ref (the handle by default), whitespace collapsed. The result is
 * plain text to be rendered as a React text node, never as HTML.
 * @public
 */
export function markdownToText(
  markdown: string,
  name: MentionName = mentionHandle,
): string {
  return textOf(parser.parse(markdown), name).replace(/\s+/g, ' ').trim();
}

/**
 * {@link markdownToText} cut to at most `maxLength` characters at a word
 * boundary, with an ellipsis when something was cut.
 * @public
 */
export function markdownExcerpt(
  markdown: string,
  maxLength = 200,
  name: MentionName = mentionHandle,
): string {
  const text = markdownToText(markdown, name);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Prefer a word boundary unless that would throw away most of the excerpt.
  const head = lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}
