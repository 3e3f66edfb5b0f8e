import type { Element, Root, RootContent } from 'hast';

/**
 * The level a text's shallowest heading is rendered at: a page titles
 * itself with an h1 and the post with an h2 (PostView), so a text's own
 * headings start at h3 and the page outline stays whole for screen readers.
 */
const FIRST_LEVEL = 3;

function headingLevel(node: Element) {
  const match = /^h([1-6])$/.exec(node.tagName);
  return match ? Number(match[1]) : undefined;
}

/** The headings of a tree, in document order (none nest in another). */
export function headingsIn(nodes: RootContent[]): Element[] {
  return nodes.flatMap(node => {
    if (node.type !== 'element') return [];
    return headingLevel(node) ? [node] : headingsIn(node.children);
  });
}

/**
 * A rehype plugin moving every heading down by the same steps, so the
 * shallowest becomes an h3 (at most h6); each keeps the level it was
 * written at in `data-md-level`, which its size and a table of contents
 * follow. Runs after sanitising, which would drop the attribute.
 */
export function rehypeShiftHeadings() {
  return (tree: Root) => {
    const headings = headingsIn(tree.children);
    const levels = headings.map(node => headingLevel(node)!);
    const shift = FIRST_LEVEL - Math.min(...levels);
    for (const [i, node] of headings.entries()) {
      node.tagName = `h${Math.min(levels[i]! + shift, 6)}`;
      node.properties.dataMdLevel = levels[i];
    }
  };
}
