import {
  useCallback,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
} from 'react';
import {
  applyMarkdownCommand,
  insertAtCursor,
  type MarkdownCommand,
  type TextEdit,
} from './markdownCommands';

const SHORTCUTS = { b: 'bold', i: 'italic', k: 'link' } as const;

/**
 * The editor's text and selection: formatting commands, keyboard shortcuts
 * and insertions at the cursor, each keeping the selection where the
 * person expects it after the parent re-renders the new text.
 */
export function useMarkdownText(
  value: string,
  onChange: (value: string) => void,
) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The latest text, also between an edit and the parent's re-render, so
  // back-to-back edits (several uploads finishing) build on each other.
  const valueRef = useRef(value);
  valueRef.current = value;
  const pendingSelection = useRef<[number, number] | null>(null);

  const applyEdit = useCallback(
    (edit: TextEdit) => {
      valueRef.current = edit.value;
      pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
      onChange(edit.value);
    },
    [onChange],
  );

  const currentEdit = (): TextEdit => {
    const el = textareaRef.current;
    const end = valueRef.current.length;
    return {
      value: valueRef.current,
      selectionStart: el?.selectionStart ?? end,
      selectionEnd: el?.selectionEnd ?? end,
    };
  };

  // Restore the selection once the parent has rendered the new text.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (el && pendingSelection.current && el.value === value) {
      el.focus();
      el.setSelectionRange(...pendingSelection.current);
      pendingSelection.current = null;
    }
  }, [value]);

  const setValue = useCallback(
    (next: string) => {
      valueRef.current = next;
      onChange(next);
    },
    [onChange],
  );

  const command = (c: MarkdownCommand) =>
    applyEdit(applyMarkdownCommand(c, currentEdit()));

  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey)) return;
    const shortcut = SHORTCUTS[e.key.toLowerCase() as keyof typeof SHORTCUTS];
    if (shortcut) {
      e.preventDefault();
      command(shortcut);
    }
  };

  return {
    textareaRef,
    getValue: () => valueRef.current,
    setValue,
    insert: (text: string) => applyEdit(insertAtCursor(currentEdit(), text)),
    /** Puts `text` in place of `start`..`end`, the cursor after it. */
    replace: (start: number, end: number, text: string) => {
      const v = valueRef.current;
      const caret = start + text.length;
      applyEdit({
        value: v.slice(0, start) + text + v.slice(end),
        selectionStart: caret,
        selectionEnd: caret,
      });
    },
    command,
    onKeyDown,
  };
}
