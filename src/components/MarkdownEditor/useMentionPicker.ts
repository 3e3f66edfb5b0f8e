import { useEffect, useState, type KeyboardEvent } from 'react';
import type { EntityOption } from '../Form/EntitiesInput';
import { mentionQueryAt } from './mentionQuery';
import { useMentionOptions } from './useMentionOptions';

/**
 * The mention picker's state for one editor: the `@name` typed before the
 * cursor, the people and groups found for it, which one is active, and the
 * keys that move and pick while the list is open. Picking puts
 * `@user:default/jane ` (the form `findMentions` reads) in place of what
 * was typed. Closed, it handles no key, so the textarea's own Enter and
 * Tab are untouched.
 */
export function useMentionPicker(options: {
  /** Prefixes the ids of the list and its options. */
  id: string;
  value: string;
  replace: (start: number, end: number, text: string) => void;
}) {
  const { id, value, replace } = options;
  // Where the cursor is; null when the text is not being edited.
  const [caret, setCaret] = useState<number | null>(null);
  // The `@` whose list Escape closed: it stays closed while that mention is typed.
  const [dismissed, setDismissed] = useState<number>();
  const [active, setActive] = useState(0);

  const query = caret === null ? undefined : mentionQueryAt(value, caret);
  const shown = query && query.start !== dismissed ? query : undefined;
  const found = useMentionOptions(shown?.term);
  const open = found.available && !found.failed && shown !== undefined;
  const items = (open && found.options) || [];

  // A new list starts at its first option.
  useEffect(() => setActive(0), [found.options]);
  const typing = query !== undefined;
  useEffect(() => {
    if (!typing) setDismissed(undefined);
  }, [typing]);

  const optionId = (index: number) => `${id}-mention-${index}`;
  const listboxId = `${id}-mentions`;

  const pick = (option: EntityOption) => {
    if (!shown || caret === null) return;
    const text = `@${option.entityRef} `;
    replace(shown.start, caret, text);
    setCaret(shown.start + text.length);
  };

  const onKeyDown = (e: KeyboardEvent): boolean => {
    if (!open || e.nativeEvent.isComposing) return false;
    if (e.key === 'Escape') {
      // Only the list closes, not a dialog the editor is in.
      e.preventDefault();
      e.stopPropagation();
      setDismissed(shown.start);
      return true;
    }
    if (items.length === 0 || e.altKey || e.ctrlKey || e.metaKey) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive(current => (current + step + items.length) % items.length);
      return true;
    }
    if ((e.key === 'Enter' || e.key === 'Tab') && !e.shiftKey) {
      e.preventDefault();
      pick(items[Math.min(active, items.length - 1)]!);
      return true;
    }
    return false;
  };

  const activeId = items.length > 0 ? optionId(active) : undefined;
  return {
    open,
    loading: open && found.loading,
    items,
    active,
    listboxId,
    optionId,
    pick,
    setActive,
    onKeyDown,
    /** Follows the cursor; give it the textarea after every change and move. */
    trackCaret: (el: HTMLTextAreaElement) =>
      setCaret(
        el.selectionStart === el.selectionEnd ? el.selectionStart : null,
      ),
    /** The list closes when the text is left. */
    onBlur: () => setCaret(null),
    /** What the textarea says about the list, for assistive technology. */
    inputProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': open && items.length > 0 ? listboxId : undefined,
      'aria-activedescendant': open ? activeId : undefined,
    },
  };
}
