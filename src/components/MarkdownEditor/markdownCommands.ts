/**
 * Pure text transformations behind the editor toolbar. Each takes the text
 * and the selection and returns the new text and the selection to restore, so
 * they can be unit-tested without a textarea.
 */

/** @public */
export type MarkdownCommand =
  | 'bold'
  | 'italic'
  | 'heading'
  | 'link'
  | 'quote'
  | 'code'
  | 'bulletedList'
  | 'numberedList';

/** @public */
export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const placeholders: Record<'bold' | 'italic' | 'code' | 'link', string> = {
  bold: 'bold text',
  italic: 'italic text',
  code: 'code',
  link: 'link text',
};

/** Wraps the selection (or a placeholder, selected so typing replaces it). */
function wrap(
  edit: TextEdit,
  before: string,
  after: string,
  placeholder: string,
): TextEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const selected = value.slice(start, end) || placeholder;
  return {
    value: value.slice(0, start) + before + selected + after + value.slice(end),
    selectionStart: start + before.length,
    selectionEnd: start + before.length + selected.length,
  };
}

/** Prefixes every line touched by the selection; `prefix(i)` for line i. */
function prefixLines(
  edit: TextEdit,
  prefix: (index: number) => string,
): TextEdit {
  const { value, selectionStart, selectionEnd } = edit;
  const lineStart = value.lastIndexOf('\n', selectionStart - 1) + 1;
  const nextBreak = value.indexOf('\n', selectionEnd);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const block = lines.map((line, i) => prefix(i) + line).join('\n');
  // Markdown needs a blank line before a list, quote or heading that would
  // otherwise continue the paragraph above.
  const before = value.slice(0, lineStart);
  const gap = before === '' || before.endsWith('\n\n') ? '' : '\n';
  return {
    value: before + gap + block + value.slice(lineEnd),
    selectionStart: lineStart + gap.length + prefix(0).length,
    selectionEnd: lineStart + gap.length + block.length,
  };
}

/** Applies a toolbar command to the text and selection. @public */
export function applyMarkdownCommand(
  command: MarkdownCommand,
  edit: TextEdit,
): TextEdit {
  const selected = edit.value.slice(edit.selectionStart, edit.selectionEnd);
  switch (command) {
    case 'bold':
      return wrap(edit, '**', '**', placeholders.bold);
    case 'italic':
      return wrap(edit, '_', '_', placeholders.italic);
    case 'code':
      return selected.includes('\n')
        ? wrap(edit, '```\n', '\n```', placeholders.code)
        : wrap(edit, '`', '`', placeholders.code);
    case 'link': {
      const linked = wrap(edit, '[', '](https://)', placeholders.link);
      // With a selection, the URL is what is missing: select it for typing.
      if (selected) {
        const urlStart = linked.selectionEnd + 2;
        return {
          ...linked,
          selectionStart: urlStart,
          selectionEnd: urlStart + 'https://'.length,
        };
      }
      return linked;
    }
    case 'heading':
      return prefixLines(edit, () => '### ');
    case 'quote':
      return prefixLines(edit, () => '> ');
    case 'bulletedList':
      return prefixLines(edit, () => '- ');
    case 'numberedList':
      return prefixLines(edit, i => `${i + 1}. `);
    default:
      return edit;
  }
}

/** Inserts `text` at the cursor (replacing any selection), cursor after it. @public */
export function insertAtCursor(edit: TextEdit, text: string): TextEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const next = value.slice(0, start) + text + value.slice(end);
  return {
    value: next,
    selectionStart: start + text.length,
    selectionEnd: start + text.length,
  };
}

/** Markdown for an uploaded image; brackets in the alt text would end it early. */
export function imageMarkdown(name: string, url: string): string {
  const alt = name.replace(/[[\]\\]/g, '');
  const target = /[\s()<>]/.test(url) ? `<${url}>` : url;
  return `![${alt}](${target})`;
}
