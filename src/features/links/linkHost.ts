import { safeUrl } from '../../utils/safeUrl';

/** The host of a link post, or undefined when the URL is not a safe web address. */
export function linkHost(url: string | undefined): string | undefined {
  const safe = url ? safeUrl(url) : '';
  if (!/^https?:\/\//i.test(safe)) return undefined;
  try {
    return new URL(safe).host;
  } catch {
    return undefined;
  }
}
