/** What a shortcut does; named after its line in the help. */
export type ShortcutAction =
  | 'help'
  | 'search'
  | 'next'
  | 'previous'
  | 'open'
  | 'ask'
  | 'questions'
  | 'articles'
  | 'links';

/** A shortcut: one key, or a key after `g` ("g q"). */
export interface Shortcut {
  keys: string[];
  action: ShortcutAction;
}

/** Every shortcut, in the order the help lists them. */
export const SHORTCUTS: Shortcut[] = [
  { keys: ['?'], action: 'help' },
  { keys: ['/'], action: 'search' },
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['o'], action: 'open' },
  { keys: ['a'], action: 'ask' },
  { keys: ['g', 'q'], action: 'questions' },
  { keys: ['g', 'a'], action: 'articles' },
  { keys: ['g', 'l'], action: 'links' },
];

/** How long a `g` waits for its second key. */
export const SEQUENCE_MS = 1500;

/**
 * Whether a key press belongs to what the person is typing or to a control
 * that uses keys itself: fields, editors, menus and open dialogs.
 */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return Boolean(
    target.closest('[role="listbox"], [role="menu"], [role="dialog"]'),
  );
}

/**
 * The shortcut a key completes, given the key before it (`g` or none);
 * `pending` when it starts a sequence.
 */
export function matchShortcut(
  key: string,
  previous?: string,
): ShortcutAction | 'pending' | undefined {
  if (previous) {
    const sequence = SHORTCUTS.find(
      s => s.keys.length === 2 && s.keys[0] === previous && s.keys[1] === key,
    );
    if (sequence) return sequence.action;
  }
  if (SHORTCUTS.some(s => s.keys.length === 2 && s.keys[0] === key))
    return 'pending';
  return SHORTCUTS.find(s => s.keys.length === 1 && s.keys[0] === key)?.action;
}
