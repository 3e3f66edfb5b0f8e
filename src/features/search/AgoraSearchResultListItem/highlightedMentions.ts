import { canonicalRef, mentionRanges } from '../../../api/types';

/** A search engine's highlighted text: its plain text and which characters it marks. */
function unmark(text: string, preTag: string, postTag: string) {
  let plain = '';
  const marked: boolean[] = [];
  let inside = false;
  for (let at = 0; at < text.length;) {
    if (preTag && text.startsWith(preTag, at)) {
      inside = true;
      at += preTag.length;
    } else if (postTag && text.startsWith(postTag, at)) {
      inside = false;
      at += postTag.length;
    } else {
      plain += text[at];
      marked.push(inside);
      at += 1;
    }
  }
  return { plain, marked };
}

/** The canonical refs `text` mentions, highlighted or not. */
export function highlightedMentions(
  text: string,
  preTag = '',
  postTag = '',
): string[] {
  const { plain } = unmark(text, preTag, postTag);
  return [...new Set(mentionRanges(plain).map(m => canonicalRef(m.ref)))];
}

/**
 * `text` (with the engine's `preTag`/`postTag` around matches) with each
 * mention written as `@` and `name` of its ref: a mention the engine
 * matched any part of (`@user:default/<b>aisha</b>.khan`) is marked as a
 * whole, so searching for a person highlights their name.
 */
export function highlightedMentionsAsNames(
  text: string,
  preTag: string,
  postTag: string,
  name: (ref: string) => string,
): string {
  const { plain, marked } = unmark(text, preTag, postTag);
  const pieces: Array<{ text: string; marked: boolean }> = [];
  const push = (piece: string, mark: boolean) => {
    const last = pieces[pieces.length - 1];
    if (last && last.marked === mark) last.text += piece;
    else pieces.push({ text: piece, marked: mark });
  };
  let at = 0;
  for (const { start, end, ref } of mentionRanges(plain)) {
    for (; at < start; at++) push(plain[at], marked[at]);
    push(`@${name(canonicalRef(ref))}`, marked.slice(start, end).some(Boolean));
    at = end;
  }
  for (; at < plain.length; at++) push(plain[at], marked[at]);
  return pieces
    .map(piece =>
      piece.marked ? `${preTag}${piece.text}${postTag}` : piece.text,
    )
    .join('');
}
