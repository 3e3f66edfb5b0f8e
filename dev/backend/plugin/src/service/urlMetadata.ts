import { parse } from 'node-html-parser';
import type { UrlMetadata } from '@agora/contract';
import { safeFetch, type SafeFetchOptions } from './ssrf';

/** An absolute http(s) URL for a page-relative reference, or undefined. */
function absolute(ref: string | undefined, base: URL) {
  if (!ref) return undefined;
  try {
    const url = new URL(ref.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
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
        root.querySelector(`meta[property="${key}"]`) ?? root.querySelector(`meta[name="${key}"]`);
      const value = el?.getAttribute('content')?.trim();
      if (value) return value;
    }
    return undefined;
  };
  const icon = root
    .querySelectorAll('link[rel]')
    .find(l => /(^|\s)icon(\s|$)/i.test(l.getAttribute('rel') ?? ''));
  const out: UrlMetadata = {
    title: meta('og:title', 'twitter:title') ?? (root.querySelector('title')?.text.trim() || undefined),
    content: meta('og:description', 'description', 'twitter:description'),
    image: absolute(meta('og:image', 'twitter:image'), pageUrl),
    favicon: absolute(icon?.getAttribute('href'), pageUrl),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v)) as UrlMetadata;
}

/** Link preview of a public page; non-HTML answers have no metadata. */
export async function fetchUrlMetadata(url: string, options?: SafeFetchOptions): Promise<UrlMetadata> {
  const res = await safeFetch(url, options);
  if (res.contentType && !/html/i.test(res.contentType)) return {};
  return parseMetadata(decode(res.body, res.contentType), res.url);
}
