import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Nodes } from 'mdast';

// The parser MarkdownView renders with (remark-parse and GFM). Posts render
// without raw HTML (no rehype-raw), so every `html` node it finds is left
// out of the rendered post: that node type is the one rule.
const parser = unified().use(remarkParse).use(remarkGfm);

function containsHtml(node: Nodes): boolean {
  if (node.type === 'html') return true;
  return 'children' in node && node.children.some(containsHtml);
}

/**
 * Whether `markdown` holds raw HTML (`<div>x</div>`, `<br>`, comments)
 * that MarkdownView drops when rendering it. HTML inside code stays code.
 * @public
 */
export function hasDroppedHtml(markdown: string): boolean {
  // Cheap exit: raw HTML always starts with `<`.
  if (!markdown.includes('<')) return false;
  return containsHtml(parser.parse(markdown));
}
