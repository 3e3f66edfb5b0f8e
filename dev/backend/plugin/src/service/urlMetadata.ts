import { parse } from 'node-html-parser';
import type { UrlMetadata } from '@agora/contract';
import { HttpError } from '../domain/errors';
import { safeFetch, type SafeFetchOptions, type SafeResponse } from './ssrf';

/** An absolute http(s) URL for a page-relative reference, or undefined. */
function absolute(ref: string | undefined, base: URL) {
  if (!ref) return undefined;
  try {
    const url = new URL(ref.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.toString()
      : undefined;
  } catch {
    return undefined;
  }
}

function decode(body: Buffer, contentType: string) {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Title, description, preview image and favicon of an HTML page (Open Graph first). */
export function parseMetadata(html: string, pageUrl: URL): UrlMetadata {
  const root = parse(html);
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const el =
        root.querySelector(`meta[property="${key}"]`) ??
        root.querySelector(`meta[name="${key}"]`);
      const value = el?.getAttribute('content')?.trim();
      if (value) return value;
    }
    return undefined;
  };
  const icon = root
    .querySelectorAll('link[rel]')
    .find(l => /(^|\s)icon(\s|$)/i.test(l.getAttribute('rel') ?? ''));
  const out: UrlMetadata = {
    title:
      meta('og:title', 'twitter:title') ??
      (root.querySelector('title')?.text.trim() || undefined),
    content: meta('og:description', 'description', 'twitter:description'),
    image: absolute(meta('og:image', 'twitter:image'), pageUrl),
    favicon: absolute(icon?.getAttribute('href'), pageUrl),
  };
  return Object.fromEntries(
    Object.entries(out).filter(([, v]) => v),
  ) as UrlMetadata;
}

/**
 * Link preview of a public page. A site that cannot be reached, is too slow,
 * redirects badly or answers an error or no HTML has no metadata: an empty
 * preview, as ordinary as a page without Open Graph tags, so the browser
 * does not log a failed request while someone types a link. Refused inputs
 * (not http(s), malformed, not public) stay 400.
 */
export async function fetchUrlMetadata(
  url: string,
  options?: SafeFetchOptions,
): Promise<UrlMetadata> {
  let res: SafeResponse;
  try {
    res = await safeFetch(url, options);
  } catch (error) {
    if (error instanceof HttpError && error.status === 502) return {};
    throw error;
  }
  if (res.status >= 400) return {};
  if (res.contentType && !/html/i.test(res.contentType)) return {};
  return parseMetadata(decode(res.body, res.contentType), res.url);
}
