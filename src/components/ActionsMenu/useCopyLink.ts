import { useCallback } from 'react';
import { useCopyToClipboard } from '../../utils/useCopyToClipboard';

/**
 * Copies an Agora address to the clipboard and reports `copied` for a short
 * while. Relative addresses are resolved against the page first, since
 * people paste links elsewhere.
 * @public
 */
export function useCopyLink() {
  const { copied, copy } = useCopyToClipboard();
  const copyLink = useCallback(
    (url: string) => copy(new URL(url, window.location.href).toString()),
    [copy],
  );
  return { copied, copyLink };
}
