/** The mention being typed: where its `@` is and what to look for. */
export interface MentionQuery {
  /** Index of the `@` in the text. */
  start: number;
  /** The typed name, without a `user:`/`group:` kind or a namespace. */
  term: string;
}

/*
 * An `@` where a mention may start (as the contract's pattern says: not
 * after a word character, `@`, `/` or a backtick) and the name typed so far
 * up to the cursor. Letters of any script, for display names.
 */
const TYPING = /(^|[^\p{L}\p{N}_@/`])@([\p{L}\p{N}_.:/-]{1,100})$/u;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Inside code, where a mention is only text: an odd number of fence lines
 * above, or of backticks before it on its line. Cheaper than parsing, and
 * wrong only in rare nestings, where the picker merely offers itself.
 */
function inCode(before: string): boolean {
  const lines = before.split('\n');
  const current = lines.pop() ?? '';
  const fences = lines.filter(line => FENCE.test(line)).length;
  return fences % 2 === 1 || (current.match(/`/g)?.length ?? 0) % 2 === 1;
}

/** The mention typed right before `caret` in `value`, if any. */
export function mentionQueryAt(
  value: string,
  caret: number,
): MentionQuery | undefined {
  const before = value.slice(0, caret);
  const match = TYPING.exec(before);
  if (!match) return undefined;
  const start = match.index + match[1].length;
  if (inCode(before.slice(0, start))) return undefined;
  // `@user:default/ja` looks for `ja`: the kind and namespace are the ref's.
  const term = match[2].replace(/^(?:user|group):/i, '').replace(/^.*\//, '');
  return term ? { start, term } : undefined;
}
