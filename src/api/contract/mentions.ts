import { canonicalRef } from './common';

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

/**
 * The canonical refs of the users and groups `markdown` mentions, each once,
 * in order of first mention; mentions inside code do not count.
 */
export function findMentions(markdown: string): string[] {
  const prose = proseLines(markdown).join('\n').replace(INLINE_CODE, ' ');
  const refs = new Set<string>();
  for (const match of prose.matchAll(MENTION)) {
    // A sentence's full stop after the name is not part of it.
    refs.add(canonicalRef(match[2].replace(/[.-]+$/, '')));
  }
  return [...refs];
}

/** The mentions `after` adds to `before`: an edit notifies only those. */
export const addedMentions = (before: string, after: string): string[] => {
  const known = new Set(findMentions(before));
  return findMentions(after).filter(ref => !known.has(ref));
};
