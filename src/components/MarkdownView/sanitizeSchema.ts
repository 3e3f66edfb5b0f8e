import { defaultSchema } from 'rehype-sanitize';

type Schema = typeof defaultSchema;

/**
 * Prefix the sanitiser puts before every `id` and `name` coming from content.
 *
 * Policy: user content must not be able to create elements whose ids collide
 * with the host page (DOM clobbering, e.g. `id="location"` shadowing globals),
 * so ids from heading slugs and footnotes are prefixed, as GitHub does.
 * In-document links (`[see](#setup)`) are rewritten to the prefixed id by
 * `MarkdownView`'s URL transform, and a table of contents built from the
 * rendered headings must use the ids as rendered.
 * @public
 */
export const CONTENT_ID_PREFIX = 'user-content-';

/**
 * The default (GitHub-like) schema of hast-util-sanitize, narrowed: links only
 * http(s) and mailto, images only http(s) (relative URLs, e.g. attachments,
 * are always allowed by the sanitiser). The default already keeps
 * `className="language-…"` on `code` for highlighting and the task-list
 * checkbox, and drops everything else: scripts, iframes, event handlers,
 * styles.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: CONTENT_ID_PREFIX,
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
};
