import {
  useCallback,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

/** What InputBase hands its `inputComponent`, plus the textarea's own props. */
export interface AutoGrowTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** InputBase's ref to the text field (it renames `ref` for custom inputs). */
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Passed by InputBase to every custom input; a textarea has none. */
  type?: string;
  /**
   * The most lines it grows to; a longer text scrolls inside it. Without
   * it the textarea grows with its whole text.
   */
  maxRows?: number;
}

// The measuring copy: laid out like the textarea, never seen or focused.
const SHADOW: CSSProperties = {
  visibility: 'hidden',
  position: 'absolute',
  overflow: 'hidden',
  height: 0,
  top: 0,
  left: 0,
  transform: 'translateZ(0)',
};

const px = (value: string) => parseFloat(value) || 0;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A textarea that grows with its text from `rows` lines up to `maxRows`,
 * then scrolls, for InputBase's `inputComponent`. It measures like MUI's
 * TextareaAutosize (a hidden copy of the same width) but writes the height
 * straight to the element instead of into React state: MUI v4's version
 * re-renders to apply each height, and under React 18 a window resize or a
 * layout change beside a long text replays those updates until it gives up
 * with "Too many re-renders. The layout is unstable". Here a measurement
 * never renders, so it cannot loop.
 *
 * Measuring lays the whole text out again in the copy, twice per change:
 * at 90,000 characters that alone cost some 50 ms a keystroke in Chromium
 * (docs/performance.md, "Editor"). At its most lines, while its own text
 * still overflows it, the height cannot change and nothing is measured.
 */
export function AutoGrowTextarea(props: AutoGrowTextareaProps) {
  const { inputRef, type: _type, rows = 1, maxRows, style, ...other } = props;
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const shadow = useRef<HTMLTextAreaElement>(null);
  // Set at maxRows with the text overflowing: the height is final until
  // the text fits again, the width changes or the rows do.
  const full = useRef(false);

  const measure = useCallback(() => {
    const el = textarea.current;
    const copy = shadow.current;
    // Hidden (the Preview tab): nothing to measure; keep the last height.
    if (!el || !copy || el.clientWidth === 0) return;
    const computed = window.getComputedStyle(el);
    copy.style.width = computed.width;
    // A trailing empty line measures short in some fonts: make it non-empty.
    copy.value = `${el.value || el.placeholder || 'x'}${
      el.value.endsWith('\n') ? ' ' : ''
    }`;
    const padding = px(computed.paddingTop) + px(computed.paddingBottom);
    const border = px(computed.borderTopWidth) + px(computed.borderBottomWidth);
    const content = copy.scrollHeight - padding;
    copy.value = 'x';
    const line = copy.scrollHeight - padding;
    const grown = Math.max(content, Number(rows) * line, line);
    const inner = maxRows ? Math.min(grown, maxRows * line) : grown;
    const height =
      inner + (computed.boxSizing === 'border-box' ? padding + border : 0);
    if (Math.abs(px(el.style.height) - height) > 1) {
      el.style.height = `${height}px`;
    }
    full.current = grown > inner;
    const overflow = full.current ? 'auto' : 'hidden';
    if (el.style.overflowY !== overflow) el.style.overflowY = overflow;
  }, [rows, maxRows]);

  // After a change of the text: the element's own scroll height is the
  // layout the browser does anyway; the copy is measured only when the text
  // may fit in fewer lines than the most, or the rows changed.
  const measuredBy = useRef<typeof measure>();
  const sync = useCallback(() => {
    const el = textarea.current;
    const same = measuredBy.current === measure;
    if (same && full.current && el && el.scrollHeight > el.clientHeight) return;
    measuredBy.current = measure;
    measure();
  }, [measure]);

  useLayoutEffect(sync, [sync, props.value, props.placeholder]);

  // A new width (a resize, the columns changing, the Write tab shown again)
  // wraps the text anew. Measured in the next frame: resizing the observed
  // element inside its own callback would be a ResizeObserver loop.
  useLayoutEffect(() => {
    const el = textarea.current;
    if (!el) return undefined;
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', later);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('resize', later);
      };
    }
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return; // our own height change
      width = el.clientWidth;
      later();
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [measure]);

  const ref = useCallback(
    (el: HTMLTextAreaElement | null) => {
      textarea.current = el;
      setRef(inputRef, el);
    },
    [inputRef],
  );

  return (
    <>
      <textarea
        {...other}
        ref={ref}
        rows={rows}
        style={{ overflowX: 'hidden', overflowY: 'hidden', ...style }}
      />
      <textarea
        aria-hidden
        className={props.className}
        readOnly
        ref={shadow}
        tabIndex={-1}
        style={{ ...SHADOW, ...style }}
      />
    </>
  );
}
