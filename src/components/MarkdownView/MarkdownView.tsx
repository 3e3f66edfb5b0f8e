import { useLayoutEffect, useMemo, useRef } from 'react';
import Markdown, {
  type Components,
  type Options,
  type UrlTransform,
} from 'react-markdown';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypeSanitize from 'rehype-sanitize';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import Link from '@material-ui/core/Link';
import { makeStyles } from '@material-ui/core/styles';
import { findMentions } from '../../api/types';
import { useCatalogEntityHref, useRouteHref } from '../../hooks/routeHrefs';
import { useMentionNames } from '../../hooks/useMentionNames';
import { isExternalUrl, safeUrl } from '../../utils/safeUrl';
import { CodeBlock } from './CodeBlock';
import { hasHeadingAnchor, HeadingWithAnchor } from './HeadingWithAnchor';
import { remarkMentions, type MentionHref } from './remarkMentions';
import { TaskCheckbox } from './TaskCheckbox';
import { CONTENT_ID_PREFIX, sanitizeSchema } from './sanitizeSchema';
import { headingsIn, rehypeShiftHeadings } from './shiftHeadings';

const useStyles = makeStyles(theme => ({
  root: {
    ...theme.typography.body1,
    overflowWrap: 'anywhere',
    '& > :first-child, & > :first-child > [data-md-level]': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
    '& h1, & h2, & h3, & h4, & h5, & h6': {
      margin: theme.spacing(2, 0, 1),
      lineHeight: 1.25,
      scrollMarginTop: theme.spacing(8),
    },
    // Sized by the level written, not the element (HeadingWithAnchor).
    '& [data-md-level="1"]': { fontSize: '1.75rem' },
    '& [data-md-level="2"]': { fontSize: '1.5rem' },
    '& [data-md-level="3"]': { fontSize: '1.25rem' },
    '& [data-md-level="4"], & [data-md-level="5"], & [data-md-level="6"]': {
      fontSize: '1rem',
    },
    '& p, & ul, & ol, & table, & blockquote': { margin: theme.spacing(1, 0) },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& blockquote': {
      padding: theme.spacing(0, 2),
      borderLeft: `4px solid ${theme.palette.divider}`,
      color: theme.palette.text.secondary,
    },
    '& :not(pre) > code': {
      padding: '0.1em 0.3em',
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.action.selected,
      fontSize: '0.9em',
    },
    '& li.task-list-item': { listStyle: 'none' },
    '& li.task-list-item input': { margin: theme.spacing(0, 1, 0, -3) },
    '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}` },
  },
  tableWrapper: { overflowX: 'auto' },
  table: {
    borderCollapse: 'collapse',
    '& th, & td': {
      border: `1px solid ${theme.palette.divider}`,
      padding: theme.spacing(0.5, 1),
    },
    '& th': { backgroundColor: theme.palette.action.hover },
  },
}));

/** @public */
export interface MarkdownViewProps {
  /** GitHub-flavoured markdown written by a user. */
  content: string;
  className?: string;
  /** Extra remark plugins; they run before the built-in GFM support. */
  remarkPlugins?: Options['remarkPlugins'];
  /**
   * Extra rehype plugins. They run before sanitisation, so whatever they add
   * (even raw HTML via rehype-raw) is still cleaned.
   */
  rehypePlugins?: Options['rehypePlugins'];
  /**
   * Called with the headings that have an anchor, in document order, after
   * the text is rendered and again whenever they change (a table of
   * contents lists them).
   */
  onHeadings?: (headings: MarkdownHeading[]) => void;
}

/** A rendered heading that can be linked to. @public */
export interface MarkdownHeading {
  /** The sanitised id, which the heading's own `#` anchor links to. */
  id: string;
  text: string;
  level: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * Blanks disallowed URLs and points in-document links at the prefixed ids the
 * sanitiser gives headings and footnotes.
 */
export const markdownUrlTransform: UrlTransform = (url, key) => {
  const safe = safeUrl(url, key === 'src' ? 'image' : 'link');
  if (
    safe.startsWith('#') &&
    safe.length > 1 &&
    !safe.startsWith(`#${CONTENT_ID_PREFIX}`)
  ) {
    return `#${CONTENT_ID_PREFIX}${safe.slice(1)}`;
  }
  return safe;
};

function textOf(nodes: ElementContent[]): string {
  return nodes
    .map(n => {
      if (n.type === 'text') return n.value;
      if (n.type === 'element') return textOf(n.children);
      return '';
    })
    .join('');
}

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The anchored headings of a sanitised tree: the same elements, ids and
 * texts the heading components below render.
 */
function headingsOf(nodes: RootContent[]): MarkdownHeading[] {
  return headingsIn(nodes).flatMap(node => {
    const { id, className, dataMdLevel } = node.properties;
    const classes = Array.isArray(className) ? className.join(' ') : undefined;
    // As written: a table of contents indents by the text's own levels.
    const level = dataMdLevel as MarkdownHeading['level'];
    return typeof id === 'string' && hasHeadingAnchor(id, classes)
      ? [{ id, text: textOf(node.children), level }]
      : [];
  });
}
// Headings as rendered after sanitising: the anchor links to the kept id.
const headings: Components = Object.fromEntries(
  LEVELS.map(level => [
    `h${level}`,
    ({
      node,
      id,
      className,
      children,
    }: JSX.IntrinsicElements['h1'] & { node?: Element }) => (
      <HeadingWithAnchor
        level={level}
        writtenLevel={node?.properties.dataMdLevel as number | undefined}
        id={id}
        className={className}
        text={textOf(node?.children ?? [])}
      >
        {children}
      </HeadingWithAnchor>
    ),
  ]),
);

const components: Components = {
  ...headings,
  a: ({ node: _node, href, children, title, id, ...rest }) => {
    if (!href) {
      // A blanked (unsafe) URL: keep the words, drop the link.
      return <span>{children}</span>;
    }
    const external = isExternalUrl(href);
    return (
      <Link
        // Attributes the sanitiser lets through on links (footnotes use them).
        title={title}
        id={id}
        aria-describedby={rest['aria-describedby']}
        aria-label={rest['aria-label']}
        href={href}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {children}
      </Link>
    );
  },
  img: ({ node: _node, src, alt, title }) =>
    src ? (
      <img src={src} alt={alt ?? ''} title={title} loading="lazy" />
    ) : (
      <span>{alt}</span>
    ),
  pre: ({ node }) => {
    const code = node?.children.find(
      (c): c is Element => c.type === 'element' && c.tagName === 'code',
    );
    const classes = (code?.properties.className as string[] | undefined) ?? [];
    const language = classes
      .find(c => c.startsWith('language-'))
      ?.slice('language-'.length);
    const text = textOf(code?.children ?? []).replace(/\n$/, '');
    return <CodeBlock code={text} language={language} />;
  },
  input: ({ node: _node, ...rest }) => <TaskCheckbox {...rest} />,
};

/**
 * Where mentions link: a person to their Agora page, a group to its catalog
 * page (or, without one bound, Agora's page of the entity). Outside Agora's
 * router no page is known and mentions stay as written.
 */
function useMentionHref(): MentionHref {
  const routeHref = useRouteHref();
  const catalogHref = useCatalogEntityHref();
  return useMemo<MentionHref>(
    () => ref =>
      ref.startsWith('user:')
        ? routeHref('user', { userRef: ref })
        : (catalogHref(ref) ?? routeHref('entity', { entityRef: ref })),
    [routeHref, catalogHref],
  );
}

/**
 * The one markdown renderer of the plugin: GFM, heading ids, highlighted code,
 * mentions as links, no raw HTML, sanitised output and an allowlist for URLs.
 * @public
 */
export function MarkdownView({
  content,
  className,
  remarkPlugins,
  rehypePlugins,
  onHeadings,
}: MarkdownViewProps) {
  const classes = useStyles();
  // Read from the pipeline's own output, after sanitising, so the headings
  // are exactly the ones rendered with anchors. The plugin runs while
  // react-markdown renders; the result is reported once committed.
  const renderedHeadings = useRef<MarkdownHeading[]>([]);
  const reported = useRef<string>();
  const collectHeadings = useMemo(
    () => () => (tree: Root) => {
      renderedHeadings.current = headingsOf(tree.children);
    },
    [],
  );
  // Before paint, so a table of contents appears with the text.
  useLayoutEffect(() => {
    if (!onHeadings) return;
    const key = JSON.stringify(renderedHeadings.current);
    if (key === reported.current) return;
    reported.current = key;
    onHeadings(renderedHeadings.current);
  });
  // Stable component identities, so re-renders do not remount tables.
  const allComponents = useMemo<Components>(
    () => ({
      ...components,
      table: ({ node: _node, ...props }) => (
        <div className={classes.tableWrapper}>
          <table {...props} className={classes.table} />
        </div>
      ),
    }),
    [classes.tableWrapper, classes.table],
  );
  const mentionHref = useMentionHref();
  const mentioned = useMemo(() => findMentions(content), [content]);
  const mentionName = useMentionNames(mentioned);
  // The same element while the text and plugins are: React then skips the
  // whole markdown pipeline when the page around it re-renders (a vote on
  // the post must not parse and highlight its text again).
  const collect = Boolean(onHeadings);
  const rendered = useMemo(
    () => (
      <Markdown
        remarkPlugins={[
          ...(remarkPlugins ?? []),
          remarkGfm,
          // After GFM, whose autolinked URLs and e-mails it leaves alone.
          [remarkMentions, { href: mentionHref, name: mentionName }],
        ]}
        // Sanitise last, after any plugin that could add nodes or attributes.
        rehypePlugins={[
          rehypeSlug,
          ...(rehypePlugins ?? []),
          [rehypeSanitize, sanitizeSchema],
          rehypeShiftHeadings,
          ...(collect ? [collectHeadings] : []),
        ]}
        // The sanitiser adds the prefix itself; without this, footnote ids
        // would get it twice and their back-links would break.
        remarkRehypeOptions={{ clobberPrefix: '' }}
        urlTransform={markdownUrlTransform}
        components={allComponents}
      >
        {content}
      </Markdown>
    ),
    [
      content,
      remarkPlugins,
      rehypePlugins,
      mentionHref,
      mentionName,
      collect,
      collectHeadings,
      allComponents,
    ],
  );
  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')}>
      {rendered}
    </div>
  );
}
