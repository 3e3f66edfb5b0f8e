import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The anchors of a post page's answers and comments (AnswerItem, CommentItem). */
const ITEM_ANCHOR = /^#((?:answer|comment)_\d+)$/;

/**
 * Scrolls to the answer or comment the address names (`#answer_{id}`,
 * `#comment_{id}`, from "Copy link") once the post is rendered: the browser
 * looked for the element when the page loaded, before the post had arrived.
 * Runs again when the anchor changes.
 */
export function useScrollToAnchor(postId: number) {
  const { hash } = useLocation();
  const id = ITEM_ANCHOR.exec(hash)?.[1];
  useEffect(() => {
    if (!id) return;
    // jsdom and old browsers lack scrollIntoView; the answer's highlight still shows.
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [id, postId]);
}
