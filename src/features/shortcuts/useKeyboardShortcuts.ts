import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PostType } from '../../api/types';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { useCreateLinks } from '../permissions/useCreateLinks';
import {
  SEQUENCE_MS,
  isTyping,
  matchShortcut,
  type ShortcutAction,
} from './shortcuts';

/** Marks the element whose link a list's `j`/`k` move between (PostTitle). */
export const SHORTCUT_ITEM = 'data-shortcut-item';

const LISTS: Partial<Record<ShortcutAction, PostType>> = {
  questions: 'question',
  articles: 'article',
  links: 'link',
};

/** The post links of the list on screen, and which one has focus. */
function listLinks(scope: HTMLElement) {
  const links = Array.from(
    scope.querySelectorAll<HTMLElement>(`[${SHORTCUT_ITEM}] a`),
  );
  const active = document.activeElement;
  return { links, current: links.findIndex(link => link === active) };
}

function focusLink(link: HTMLElement | undefined) {
  if (!link) return false;
  link.focus();
  link.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/**
 * Agora's page-wide keyboard shortcuts (`SHORTCUTS`), listened for on the
 * document while the page is open and ignored while typing. `scope` is the
 * part of the page whose search box and post list they act on. Returns the
 * help dialog's state (`?`).
 */
export function useKeyboardShortcuts(scope: RefObject<HTMLElement>) {
  const navigate = useNavigate();
  const links = useAgoraLinks();
  // `a` asks only for those who may: the form would refuse everyone else.
  const create = useCreateLinks();
  const [helpOpen, setHelpOpen] = useState(false);
  // The listener is added once; it reads the latest router and links.
  const latest = useRef({ navigate, links, create });
  latest.current = { navigate, links, create };

  useEffect(() => {
    const run = (action: ShortcutAction): boolean => {
      const root = scope.current;
      const { navigate: go, links: to, create: creating } = latest.current;
      const type = LISTS[action];
      if (type) {
        const list = to.postList(type);
        if (list) go(list);
        return Boolean(list);
      }
      if (action === 'help') {
        setHelpOpen(true);
        return true;
      }
      if (action === 'ask') {
        const ask = creating.createPost('question');
        if (ask) go(ask);
        return Boolean(ask);
      }
      if (!root) return false;
      if (action === 'search') {
        const box = root.querySelector<HTMLElement>('input[type="search"]');
        box?.focus();
        return Boolean(box);
      }
      const list = listLinks(root);
      if (action === 'next')
        return focusLink(
          list.links[Math.min(list.current + 1, list.links.length - 1)],
        );
      if (action === 'previous')
        return focusLink(list.links[Math.max(list.current - 1, 0)]);
      // `open`: the post chosen with j/k.
      list.links[list.current]?.click();
      return list.current >= 0;
    };

    let previous: string | undefined;
    let previousAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey) return;
      if (event.altKey || isTyping(event.target)) return;
      const fresh =
        Date.now() - previousAt < SEQUENCE_MS ? previous : undefined;
      previous = undefined;
      const action = matchShortcut(event.key, fresh);
      if (action === 'pending') {
        previous = event.key;
        previousAt = Date.now();
      } else if (action && run(action)) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [scope]);

  return { helpOpen, closeHelp: () => setHelpOpen(false) };
}
