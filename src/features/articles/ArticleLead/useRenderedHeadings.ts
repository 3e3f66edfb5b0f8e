import { useLayoutEffect, useState, type RefObject } from 'react';
import { CONTENT_ID_PREFIX } from '../../../components/MarkdownView';

/** A heading of a post's text as MarkdownView rendered it. */
export interface RenderedHeading {
  /** The id MarkdownView's sanitiser kept, which its `#` anchor links to. */
  id: string;
  text: string;
  level: number;
}

const SELECTOR = [1, 2, 3]
  .map(level => `h${level}[id^="${CONTENT_ID_PREFIX}"]`)
  .join(', ');

/**
 * The headings (levels 1 to 3) of the post text rendered right after the
 * element `before` refers to: PostView renders its `lead` just before the
 * text. Read from the DOM, so entries have exactly the ids MarkdownView's
 * slugger and sanitiser gave the headings; read again when `content`
 * changes, before the browser paints.
 */
export function useRenderedHeadings(
  before: RefObject<HTMLElement>,
  content: string,
): RenderedHeading[] {
  const [headings, setHeadings] = useState<RenderedHeading[]>([]);
  useLayoutEffect(() => {
    const text = before.current?.nextElementSibling;
    const found = Array.from(text?.querySelectorAll(SELECTOR) ?? [])
      // Visually hidden headings (the footnotes' label) are not sections.
      .filter(heading => !heading.classList.contains('sr-only'))
      .map(heading => ({
        id: heading.id,
        text: heading.textContent ?? '',
        level: Number(heading.tagName.slice(1)),
      }));
    setHeadings(found);
  }, [before, content]);
  return headings;
}
