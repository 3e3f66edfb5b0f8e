// Excerpts are shown on the list pages' first screen, which must not load a
// markdown parser (docs/performance.md, client). This is a reader of the
// CommonMark/GFM constructs an excerpt must tell apart (code, HTML, links,
// images, definitions, emphasis, tables), not a parser: it only has to find
// the readable text, which is rendered as a React text node, never as HTML.

/** Blocks whose text is noise in a one-line summary, and what ends them. */
const HTML_RAW = /^ {0,3}<(script|pre|style|textarea)(?=[\s>]|$)/i;
const HTML_BLOCK_TAGS =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';
const HTML_BLOCK = new RegExp(
  `^ {0,3}</?(?:${HTML_BLOCK_TAGS})(?=[\\s/>]|$)`,
  'i',
);
const TAG_NAME = '[A-Za-z][A-Za-z0-9-]*';
const ATTRIBUTE = `\\s+[A-Za-z_:][\\w.:-]*(?:\\s*=\\s*(?:[^\\s"'=<>\`]+|'[^']*'|"[^"]*"))?`;
const OPEN_TAG = `<${TAG_NAME}(?:${ATTRIBUTE})*\\s*/?>`;
const CLOSE_TAG = `</${TAG_NAME}\\s*>`;
/** A whole tag alone on its line starts an HTML block after a blank line. */
const HTML_TAG_LINE = new RegExp(`^ {0,3}(?:${OPEN_TAG}|${CLOSE_TAG})\\s*$`);
const INLINE_HTML = new RegExp(
  `^(?:${OPEN_TAG}|${CLOSE_TAG}|<!--[\\s\\S]*?-->|<\\?[\\s\\S]*?\\?>|<![A-Za-z][^>]*>|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>)`,
);
const HTML_OTHER: Array<[RegExp, string]> = [
  [/^ {0,3}<!--/, '-->'],
  [/^ {0,3}<\?/, '?>'],
  [/^ {0,3}<![A-Za-z]/, '>'],
  [/^ {0,3}<!\[CDATA\[/, ']]>'],
];

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const INDENTED = /^(?: {4}|\t)/;
const BLANK = /^\s*$/;
const DEFINITION = /^ {0,3}\[(\^?)((?:[^\]\\]|\\.)+)\]:/;
const THEMATIC_OR_UNDERLINE = /^ {0,3}(?:([-*_])(?: *\1){2,}|=+|-+) *$/;
const TABLE_DELIMITER = /^ *\|? *:?-+:? *(?:\| *:?-+:? *)*\|? *$/;
const QUOTE = /^ {0,3}> ?/;
const LIST_ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?: +|$)/;
const TASK = /^\[[ xX]\] +/;
const HEADING = /^ {0,3}#{1,6}(?: +|$)/;
const CLOSING_HASHES = / +#+ *$/;

const DELIMITER_RUNS: Record<string, RegExp> = {
  '*': /^\*+/,
  _: /^_+/,
  '~': /^~+/,
};
const PUNCTUATION = /[!-/:-@[-`{-~\p{P}\p{S}]/u;
const SPACE = /\s/;

interface Definitions {
  links: Set<string>;
  footnotes: Set<string>;
}

const label = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A table row's cells, separated by spaces instead of pipes. */
const cells = (row: string) => row.replace(/(^|[^\\])\|/g, '$1 ');

/** The lines that carry readable text, with block markup removed. */
function readableLines(markdown: string, defs: Definitions): string[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let end: RegExp | string | undefined; // what closes the block being skipped
  let previousBlank = true;
  let inList = false;
  let inTable = false;
  for (const line of lines) {
    const blank = BLANK.test(line);
    if (end !== undefined) {
      // Inside a fence, an HTML block or an indented code block.
      let closed: boolean;
      if (end instanceof RegExp) closed = end.test(line);
      else closed = end === '' ? blank : line.includes(end);
      if (end === INDENTED && !closed && !blank) end = undefined;
      else {
        if (closed && end !== INDENTED) end = undefined;
        previousBlank = blank;
        continue;
      }
    }
    if (blank) {
      previousBlank = true;
      inTable = false;
      out.push('');
      continue;
    }
    const fence = line.match(FENCE);
    if (
      fence &&
      !(fence[1][0] === '`' && line.slice(fence[0].length).includes('`'))
    ) {
      end = new RegExp(
        `^ {0,3}${fence[1][0] === '`' ? '`' : '~'}{${fence[1].length},} *$`,
      );
      continue;
    }
    if (INDENTED.test(line) && previousBlank && !inList) {
      end = INDENTED;
      continue;
    }
    const raw = line.match(HTML_RAW);
    if (raw) {
      const close = `</${raw[1].toLowerCase()}>`;
      if (!line.toLowerCase().includes(close)) end = close;
      previousBlank = false;
      continue;
    }
    const other = HTML_OTHER.find(([start]) => start.test(line));
    if (other) {
      if (!line.includes(other[1], line.indexOf('<') + 2)) end = other[1];
      previousBlank = false;
      continue;
    }
    if (HTML_BLOCK.test(line) || (previousBlank && HTML_TAG_LINE.test(line))) {
      end = '';
      continue;
    }
    const definition = line.match(DEFINITION);
    if (definition) {
      (definition[1] ? defs.footnotes : defs.links).add(label(definition[2]));
      previousBlank = false;
      continue;
    }
    if (THEMATIC_OR_UNDERLINE.test(line) || TABLE_DELIMITER.test(line)) {
      // A table's delimiter row: the row above it and the rows below are cells.
      if (line.includes('|') && out.length && out[out.length - 1] !== '') {
        out[out.length - 1] = cells(out[out.length - 1]);
        inTable = true;
      }
      previousBlank = false;
      continue;
    }
    let text = line;
    for (let stripped = true; stripped;) {
      const before = text;
      text = text.replace(QUOTE, '');
      if (LIST_ITEM.test(text)) {
        text = text.replace(LIST_ITEM, '').replace(TASK, '');
        inList = true;
      }
      stripped = text !== before;
    }
    if (!INDENTED.test(line) && !LIST_ITEM.test(line) && previousBlank)
      inList = false;
    if (HEADING.test(text))
      text = text.replace(HEADING, '').replace(CLOSING_HASHES, '');
    out.push(inTable ? cells(text) : text);
    previousBlank = false;
  }
  return out;
}

/** Decodes one character reference (`&amp;`, `&#39;`), or undefined. */
function decodeReference(reference: string): string | undefined {
  const numeric = reference.match(/^&#(?:(\d{1,7})|[xX]([0-9a-fA-F]{1,6}));$/);
  if (numeric) {
    const code = numeric[1]
      ? parseInt(numeric[1], 10)
      : parseInt(numeric[2], 16);
    const valid =
      code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  }
  if (typeof document === 'undefined') return undefined;
  // The browser knows every named reference; a textarea's content is text,
  // so nothing in it becomes an element.
  const decoder = document.createElement('textarea');
  decoder.innerHTML = reference;
  const value = decoder.value;
  // A name the browser does not know comes back unchanged; one that starts
  // with a legacy name (`&notit;`) comes back as that character plus the rest.
  return value !== reference && value.length <= 2 ? value : undefined;
}

/**
 * For each `[` of `text` that is closed, the index after its `]`. One pass,
 * so a text of unclosed brackets costs no more than any other.
 */
function bracketPairs(text: string): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '`') {
      // A code span's brackets are text.
      const run = text.slice(i).match(/^`+/)![0];
      const close = text.indexOf(run, i + run.length);
      i = (close >= 0 ? close : i) + run.length - 1;
    } else if (c === '[') open.push(i);
    else if (c === ']' && open.length) pairs.set(open.pop()!, i + 1);
  }
  return pairs;
}

/** The index after an inline destination and title `(url "title")` at `at`, or -1. */
function destinationEnd(text: string, at: number): number {
  if (text[at] !== '(') return -1;
  let i = at + 1;
  let depth = 0;
  let quote: string | undefined;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return i + 1;
      depth--;
    } else if (c === '\n' && text[i + 1] === '\n') return -1;
  }
  return -1;
}

interface Link {
  /** The text between the brackets. */
  text: string;
  /** Where the whole construct ends. */
  end: number;
}

/** A link (or image, from its `[`) at `open`: inline, full, collapsed or shortcut reference. */
function linkAt(
  text: string,
  open: number,
  defs: Definitions,
  pairs: Map<number, number>,
): Link | undefined {
  const close = pairs.get(open);
  if (close === undefined) return undefined;
  const inner = text.slice(open + 1, close - 1);
  const inline = destinationEnd(text, close);
  if (inline >= 0) return { text: inner, end: inline };
  const reference = text.slice(close).match(/^\[((?:[^\]\\]|\\.)*)\]/);
  if (reference) {
    const name = reference[1] ? reference[1] : inner;
    if (defs.links.has(label(name)))
      return { text: inner, end: close + reference[0].length };
  }
  if (defs.links.has(label(inner))) return { text: inner, end: close };
  return undefined;
}

/** Whether an emphasis delimiter run between `before` and `after` opens or closes something. */
function flanking(before: string, after: string, char: string) {
  const beforeSpace = !before || SPACE.test(before);
  const afterSpace = !after || SPACE.test(after);
  const beforePunct = Boolean(before) && PUNCTUATION.test(before);
  const afterPunct = Boolean(after) && PUNCTUATION.test(after);
  const left = !afterSpace && (!afterPunct || beforeSpace || beforePunct);
  const right = !beforeSpace && (!beforePunct || afterSpace || afterPunct);
  // `_` inside a word (snake_case) is a character, not emphasis.
  if (char === '_')
    return (
      (left && (!right || beforePunct)) || (right && (!left || afterPunct))
    );
  return left || right;
}

/** The text of inline markdown: code spans kept, links to their text, images and HTML dropped. */
function inlineText(text: string, defs: Definitions, limit: number): string {
  const pairs = bracketPairs(text);
  let out = '';
  // Characters other than spaces written so far: reading stops past
  // `limit`, so a long post costs what its excerpt needs.
  let visible = 0;
  const emit = (piece: string) => {
    out += piece;
    for (const char of piece) if (!SPACE.test(char)) visible++;
  };
  for (let i = 0; i < text.length && visible <= limit;) {
    const c = text[i];
    const rest = text.slice(i);
    if (c === '\\' && i + 1 < text.length) {
      const next = text[i + 1];
      const escaped = PUNCTUATION.test(next) && next.charCodeAt(0) < 128;
      if (next === '\n') emit(' ');
      else emit(escaped ? next : `\\${next}`);
      i += 2;
    } else if (c === '`') {
      const run = rest.match(/^`+/)![0];
      const close = text.indexOf(run, i + run.length);
      const closeExact = close >= 0 && text[close + run.length] !== '`';
      if (closeExact) {
        let code = text.slice(i + run.length, close).replace(/\n/g, ' ');
        if (/^ .*[^ ].* $/.test(code)) code = code.slice(1, -1);
        emit(code);
        i = close + run.length;
      } else {
        emit(run);
        i += run.length;
      }
    } else if (c === '&') {
      const reference = rest.match(
        /^&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/,
      );
      const decoded = reference && decodeReference(reference[0]);
      emit(decoded ?? '&');
      i += decoded ? reference![0].length : 1;
    } else if (c === '<') {
      const autolink = rest.match(
        /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)>/,
      );
      const html = autolink ? undefined : rest.match(INLINE_HTML);
      if (autolink) {
        emit(autolink[1]);
        i += autolink[0].length;
      } else if (html) {
        i += html[0].length;
      } else {
        emit('<');
        i += 1;
      }
    } else if (c === '!' && text[i + 1] === '[') {
      const image = linkAt(text, i + 1, defs, pairs);
      if (image) i = image.end;
      else {
        emit('!');
        i += 1;
      }
    } else if (c === '[') {
      const footnote = rest.match(/^\[\^((?:[^\]\\\s]|\\.)+)\]/);
      const link = footnote ? undefined : linkAt(text, i, defs, pairs);
      if (footnote && defs.footnotes.has(label(footnote[1]))) {
        i += footnote[0].length;
      } else if (link) {
        emit(inlineText(link.text, defs, limit));
        i = link.end;
      } else {
        emit('[');
        i += 1;
      }
    } else if (c === '*' || c === '_' || c === '~') {
      const run = rest.match(DELIMITER_RUNS[c])![0];
      const dropped =
        (c !== '~' || run.length <= 2) &&
        flanking(text[i - 1] ?? '', text[i + run.length] ?? '', c);
      if (!dropped) emit(run);
      i += run.length;
    } else if (c === '\n') {
      // A hard break (two spaces or a backslash) or a soft one: a space.
      emit(' ');
      i += 1;
    } else {
      emit(c);
      i += 1;
    }
  }
  return out;
}

/**
 * The readable text of a markdown document on one line: markup, HTML, images
 * and code blocks removed, link texts kept, whitespace collapsed. The result is
 * plain text to be rendered as a React text node, never as HTML. With a
 * `limit`, reading stops once more than that many characters (other than
 * spaces) were found.
 * @public
 */
export function markdownToText(markdown: string, limit = Infinity): string {
  const defs: Definitions = { links: new Set(), footnotes: new Set() };
  const lines = readableLines(markdown, defs);
  // Paragraphs are read whole, so emphasis and links may span their lines.
  const texts: string[] = [];
  let visible = 0;
  for (const paragraph of lines.join('\n').split(/\n{2,}/)) {
    if (visible > limit) break;
    const text = inlineText(paragraph, defs, limit - visible);
    texts.push(text);
    visible += text.replace(/\s+/g, '').length;
  }
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * {@link markdownToText} cut to at most `maxLength` characters at a word
 * boundary, with an ellipsis when something was cut.
 * @public
 */
export function markdownExcerpt(markdown: string, maxLength = 200): string {
  const text = markdownToText(markdown, maxLength);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Prefer a word boundary unless that would throw away most of the excerpt.
  const head = lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}
