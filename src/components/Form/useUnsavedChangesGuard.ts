import { useCallback, useEffect, useRef, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';

/** Whether a click on this anchor would navigate the app away from `currentHref`. */
function leavesPage(
  anchor: HTMLAnchorElement,
  event: MouseEvent,
  currentHref: string,
) {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  // A new tab or a download keeps this page, and the draft with it.
  if (
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return false;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  const target = new URL(anchor.href, window.location.href);
  if (target.origin !== window.location.origin) return true;
  const here = new URL(currentHref, window.location.href);
  return target.pathname !== here.pathname || target.search !== here.search;
}

/**
 * Asks before leaving a form with unsaved changes.
 *
 * react-router's `useBlocker` needs a data router, but Backstage renders
 * the app in a plain `BrowserRouter`, so it cannot be used here. Instead:
 * - in-app links: a capture-phase click listener on the document sees a
 *   click on any anchor (Agora's, the sidebar's) before react-router's
 *   Link handles it, holds it back and asks; on "Leave" the same anchor is
 *   clicked again and let through, so the router navigates as usual;
 * - reloads, closing the tab, other sites: `beforeunload`, where the
 *   browser shows its own prompt.
 * Back/forward cannot be held back in a BrowserRouter; the draft is kept in
 * the store anyway, so returning to the form restores it.
 */
export function useUnsavedChangesGuard(when: boolean) {
  const [pendingAnchor, setPendingAnchor] = useState<HTMLAnchorElement | null>(
    null,
  );
  const letThrough = useRef(false);
  const location = useLocation();
  const currentHref = useHref(location);

  useEffect(() => {
    if (!when) return undefined;
    const onClick = (event: MouseEvent) => {
      if (letThrough.current) {
        letThrough.current = false;
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !leavesPage(anchor, event, currentHref)) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingAnchor(anchor);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, currentHref]);

  const confirm = useCallback(() => {
    const anchor = pendingAnchor;
    setPendingAnchor(null);
    if (anchor?.isConnected) {
      letThrough.current = true;
      anchor.click();
      letThrough.current = false;
    }
  }, [pendingAnchor]);
  const cancel = useCallback(() => setPendingAnchor(null), []);

  return { asking: pendingAnchor !== null, confirm, cancel };
}
