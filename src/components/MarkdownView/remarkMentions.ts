import type { Link, Parent, PhrasingContent, Root, Text } from 'mdast';
import { canonicalRef, mentionRanges } from '../../api/types';

/** Where a mentioned user or group links to; undefined leaves it as text. */
export type MentionHref = (ref: string) => string | undefined;

/** What a mention reads as (after the `@`), by canonical ref (`useMentionNames`). */
export type MentionName = (ref: string) => string;

interface MentionOptions {
  href: MentionHref;
  name: MentionName;
}

/** Text nodes of a link already go somewhere: a mention there stays text. */
const NOT_INSIDE = new Set(['link', 'linkReference']);

function linked(node: Text, { href, name }: MentionOptions): PhrasingContent[] {
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
      children: [{ type: 'text', value: `@${name(canonical)}` }],
    };
    out.push(link);
    at = end;
  }
  if (at === 0) return [node];
  if (at < node.value.length)
    out.push({ type: 'text', value: node.value.slice(at) });
  return out;
}

function walk(parent: Parent, options: MentionOptions) {
  if (NOT_INSIDE.has(parent.type)) return;
  // Text is phrasing content, so its parent's children may be any phrasing.
  const children: Parent['children'] = parent.children;
  parent.children = children.flatMap((child): Parent['children'] => {
    if (child.type === 'text') return linked(child, options);
    // Code (`inlineCode`, `code`) holds a value, not text children, so a
    // mention written there is never reached.
    if ('children' in child) walk(child, options);
    return [child];
  }) as Parent['children'];
}

/**
 * A remark plugin turning `@user:default/jane` and `@group:default/team`
 * in the text into links (`@Jane Doe`, or `@jane` until or unless the
 * catalog knows a display name; titled with the ref), found by the
 * contract's own mention pattern, so the renderer links exactly whom the
 * backend notifies. The links are ordinary markdown links: the URL policy
 * and the sanitiser treat them like every other.
 */
export function remarkMentions(options: MentionOptions) {
  return (tree: Root) => walk(tree, options);
}
