export { ShortcutsDialog } from './ShortcutsDialog';
export { SHORTCUT_ITEM, useKeyboardShortcuts } from './useKeyboardShortcuts';
