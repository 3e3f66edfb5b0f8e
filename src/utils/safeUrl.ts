/**
 * URL policy for user-written content (markdown links and images, link posts).
 *
 * An allowlist, not a blocklist: anything with a scheme other than the listed
 * ones is blanked, which also covers obfuscations such as `java\tscript:` or
 * `JaVaScRiPt:` because the "scheme" then does not match any allowed value.
 */

/** What the URL is used for; images may not use `mailto:`. @public */
export type SafeUrlKind = 'link' | 'image';

const allowedSchemes: Record<SafeUrlKind, readonly string[]> = {
  link: ['http', 'https', 'mailto'],
  image: ['http', 'https'],
};

/**
 * Returns `url` when it is relative or uses an allowed scheme, otherwise `''`.
 * @public
 */
export function safeUrl(url: string, kind: SafeUrlKind = 'link'): string {
  const colon = url.indexOf(':');
  // No colon, or a path/query/fragment delimiter before it: a relative URL
  // (`/attachments/1`, `./a:b`, `?q=a:b`, `#x`), which stays on our origin.
  if (colon === -1) {
    return url;
  }
  const delimiter = url.slice(0, colon).search(/[/?#]/);
  if (delimiter !== -1) {
    return url;
  }
  const scheme = url.slice(0, colon).toLowerCase();
  return allowedSchemes[kind].includes(scheme) ? url : '';
}

/**
 * Whether a (safe) href leaves the current origin, so it should open in a new
 * tab without giving the target page a handle on ours.
 * @public
 */
export function isExternalUrl(href: string): boolean {
  if (!/^(https?:)?\/\//i.test(href)) {
    return false;
  }
  try {
    return (
      new URL(href, window.location.href).origin !== window.location.origin
    );
  } catch {
    // An unparsable absolute URL is treated as external: the safer choice.
    return true;
  }
}
