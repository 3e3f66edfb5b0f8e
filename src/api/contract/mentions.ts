import { canonicalRef, DEFAULT_NAMESPACE } from './common';

/**
 * How markdown names a person or a team: `@user:default/jane` or
 * `@group:default/payments` (the namespace may be left out). The editor
 * inserts this form and the renderer turns it into a link; the backend
 * notifies whom it names. Not after a word character or a slash, so e-mail
 * addresses and URLs do not mention anyone.
 */
const MENTION =
  /(^|[^\w@/])@((?:user|group):(?:[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)/gi;

/** Inline code: a run of backticks up to the same run. */
const INLINE_CODE = /(`+)[\s\S]*?\1/g;

/** Lines of markdown outside fenced and indented code blocks. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  let previousBlank = true;
  for (const line of markdown.split(/\r?\n/)) {
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (
        opener &&
        opener[1][0] === fence[0] &&
        opener[1].length >= fence.length
      )
        fence = undefined;
    } else if (opener) {
      fence = opener[1];
    } else if (!(previousBlank && /^( {4}|\t)/.test(line))) {
      lines.push(line);
    }
    previousBlank = line.trim() === '';
  }
  return lines;
}

/** Where a mention is in a text: `text.slice(start, end)` is `@` and the ref. */
export interface MentionRange {
  start: number;
  end: number;
  /** The ref as written (`user:jane`), not yet canonical. */
  ref: string;
}

/**
 * The mentions in a run of plain text, such as a markdown text node, with
 * where each is; it knows nothing of code, which the caller has left out.
 * The renderer links these ranges; `findMentions` reads the same ones.
 */
export function mentionRanges(text: string): MentionRange[] {
  return [...text.matchAll(MENTION)].map(match => {
    // A sentence's full stop after the name is not part of it.
    const ref = match[2].replace(/[.-]+$/, '');
    const start = match.index! + match[1].length;
    return { start, end: start + 1 + ref.length, ref };
  });
}

/**
 * The canonical refs of the users and groups `markdown` mentions, each once,
 * in order of first mention; mentions inside code do not count.
 */
export function findMentions(markdown: string): string[] {
  const prose = proseLines(markdown).join('\n').replace(INLINE_CODE, ' ');
  return [...new Set(mentionRanges(prose).map(m => canonicalRef(m.ref)))];
}

/** The mentions `after` adds to `before`: an edit notifies only those. */
export const addedMentions = (before: string, after: string): string[] => {
  const known = new Set(findMentions(before));
  return findMentions(after).filter(ref => !known.has(ref));
};

/**
 * How a mentioned user or group is named where the catalog's display name
 * is not known: `jane.doe` for `user:default/jane.doe`, `ops/jane` outside
 * the default namespace; never the whole ref.
 */
export function mentionHandle(ref: string): string {
  const canonical = canonicalRef(ref);
  const slash = canonical.indexOf('/');
  const colon = canonical.indexOf(':');
  if (slash < 0 || colon < 0 || colon > slash) return canonical;
  const namespace = canonical.slice(colon + 1, slash);
  const name = canonical.slice(slash + 1);
  return namespace === DEFAULT_NAMESPACE ? name : `${namespace}/${name}`;
}

/**
 * Plain text (an excerpt, a notification's description) with each mention
 * written as `@` and `name` of its canonical ref, so people read names
 * rather than refs (docs/notifications.md, "Mentions").
 */
export function mentionsAsNames(
  text: string,
  name: (ref: string) => string = mentionHandle,
): string {
  let out = '';
  let at = 0;
  for (const { start, end, ref } of mentionRanges(text)) {
    out += `${text.slice(at, start)}@${name(canonicalRef(ref))}`;
    at = end;
  }
  return out + text.slice(at);
}
