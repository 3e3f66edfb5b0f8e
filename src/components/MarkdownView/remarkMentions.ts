import type { Link, Parent, PhrasingContent, Root, Text } from 'mdast';
import { canonicalRef, mentionRanges } from '../../api/types';
import { readableEntityName } from '../../utils/entityRefs';

/** Where a mentioned user or group links to; undefined leaves it as text. */
export type MentionHref = (ref: string) => string | undefined;

/** Text nodes of a link already go somewhere: a mention there stays text. */
const NOT_INSIDE = new Set(['link', 'linkReference']);

function linked(node: Text, href: MentionHref): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let at = 0;
  for (const { start, end, ref } of mentionRanges(node.value)) {
    const canonical = canonicalRef(ref);
    const url = href(canonical);
    if (!url) continue;
    if (start > at)
      out.push({ type: 'text', value: node.value.slice(at, start) });
    const link: Link = {
      type: 'link',
      url,
      title: canonical,
      children: [{ type: 'text', value: `@${readableEntityName(canonical)}` }],
    };
    out.push(link);
    at = end;
  }
  if (at === 0) return [node];
  if (at < node.value.length)
    out.push({ type: 'text', value: node.value.slice(at) });
  return out;
}

function walk(parent: Parent, href: MentionHref) {
  if (NOT_INSIDE.has(parent.type)) return;
  // Text is phrasing content, so its parent's children may be any phrasing.
  const children: Parent['children'] = parent.children;
  parent.children = children.flatMap((child): Parent['children'] => {
    if (child.type === 'text') return linked(child, href);
    // Code (`inlineCode`, `code`) holds a value, not text children, so a
    // mention written there is never reached.
    if ('children' in child) walk(child, href);
    return [child];
  }) as Parent['children'];
}

/**
 * A remark plugin turning `@user:default/jane` and `@group:default/team`
 * in the text into links (`@jane`, titled with the ref), found by the
 * contract's own mention pattern, so the renderer links exactly whom the
 * backend notifies. The links are ordinary markdown links: the URL policy
 * and the sanitiser treat them like every other.
 */
export function remarkMentions(options: { href: MentionHref }) {
  return (tree: Root) => walk(tree, options.href);
}
