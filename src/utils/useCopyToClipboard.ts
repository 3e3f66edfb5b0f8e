import { useCallback, useEffect, useState } from 'react';

/**
 * Copies text with the async clipboard API and reports `copied` for a short
 * while, for "Copied" feedback on buttons.
 * @public
 */
export function useCopyToClipboard(resetAfterMs = 2000) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), resetAfterMs);
    return () => clearTimeout(timer);
  }, [copied, resetAfterMs]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      // Clipboard access can be denied (insecure context, permissions); the
      // caller keeps showing the text, which can still be selected by hand.
      setCopied(false);
      return false;
    }
  }, []);

  return { copied, copy };
}
