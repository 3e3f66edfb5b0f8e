import { useEffect, useState } from 'react';
import IconButton from '@material-ui/core/IconButton';
import Tooltip from '@material-ui/core/Tooltip';
import { makeStyles, useTheme } from '@material-ui/core/styles';
import FileCopyOutlinedIcon from '@material-ui/icons/FileCopyOutlined';
import CheckIcon from '@material-ui/icons/Check';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { useCopyToClipboard } from '../../utils/useCopyToClipboard';
// The highlighter is loaded with the first code block and each grammar when
// a block of its language is shown, so a page without code loads none of
// them (docs/performance.md, Client). Unknown languages render as plain text.
type Grammar = { default: unknown };
const grammars = {
  bash: () => import('react-syntax-highlighter/dist/esm/languages/hljs/bash'),
  go: () => import('react-syntax-highlighter/dist/esm/languages/hljs/go'),
  java: () => import('react-syntax-highlighter/dist/esm/languages/hljs/java'),
  javascript: () =>
    import('react-syntax-highlighter/dist/esm/languages/hljs/javascript'),
  json: () => import('react-syntax-highlighter/dist/esm/languages/hljs/json'),
  python: () =>
    import('react-syntax-highlighter/dist/esm/languages/hljs/python'),
  sql: () => import('react-syntax-highlighter/dist/esm/languages/hljs/sql'),
  typescript: () =>
    import('react-syntax-highlighter/dist/esm/languages/hljs/typescript'),
  xml: () => import('react-syntax-highlighter/dist/esm/languages/hljs/xml'),
  yaml: () => import('react-syntax-highlighter/dist/esm/languages/hljs/yaml'),
} satisfies Record<string, () => Promise<Grammar>>;
const aliases: Record<string, keyof typeof grammars> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  yml: 'yaml',
  html: 'xml',
};

type Highlighter = typeof import('./highlighter');

// Per page load: the core once, each grammar once.
let core: Promise<Highlighter> | undefined;
let loadedCore: Highlighter | undefined;
const registered = new Map<string, Promise<void>>();
const ready = new Set<string>();

/** The highlighter with `language` registered (`text` needs no grammar). */
function loadHighlighter(language: string): Promise<Highlighter> {
  core ??= import('./highlighter').then(loaded => {
    loadedCore = loaded;
    return loaded;
  });
  const grammar = grammars[language as keyof typeof grammars];
  if (!grammar) return core;
  if (!registered.has(language)) {
    registered.set(
      language,
      Promise.all([core, grammar()]).then(([loaded, module]) => {
        loaded.SyntaxHighlighter.registerLanguage(language, module.default);
        ready.add(language);
      }),
    );
  }
  return registered.get(language)!.then(() => core!);
}

/** The loaded highlighter for `language`, once it and its grammar are in. */
function useHighlighter(language: string): Highlighter | undefined {
  const loadedNow = () =>
    loadedCore && (ready.has(language) || !(language in grammars))
      ? loadedCore
      : undefined;
  const [highlighter, setHighlighter] = useState(loadedNow);
  useEffect(() => {
    let current = true;
    loadHighlighter(language).then(loaded => {
      if (current) setHighlighter(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return highlighter;
}

/** The registered grammar for a fence's info string, if any. */
export function resolveLanguage(language?: string): string | undefined {
  if (!language) return undefined;
  const lower = language.toLowerCase();
  if (lower in grammars) return lower;
  return aliases[lower];
}

// The copy button sits in a bar above the code, never over it: a block that
// scrolls sideways would slide its long lines under an overlaid button.
const useStyles = makeStyles(theme => ({
  root: {
    margin: theme.spacing(1, 0),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: theme.spacing(4),
    padding: theme.spacing(0, 0.5, 0, 1.5),
    borderBottom: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.action.hover,
    color: theme.palette.text.secondary,
    fontSize: theme.typography.caption.fontSize,
  },
}));

/** @public */
export interface CodeBlockProps {
  code: string;
  /** The fence's info string (```ts → "ts"). */
  language?: string;
}

/** A fenced code block with highlighting and a copy-to-clipboard button. @public */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const theme = useTheme();
  const { copied, copy } = useCopyToClipboard();
  const resolved = resolveLanguage(language);
  const highlighter = useHighlighter(resolved ?? 'text');

  const label = copied
    ? t('components.markdown.copied')
    : t('components.markdown.copyCode');
  // Inline, because the highlighter's theme sets inline padding too.
  const style = {
    margin: 0,
    padding: theme.spacing(1.5),
    borderRadius: 0,
    fontSize: theme.typography.body2.fontSize,
  };
  return (
    <div className={classes.root}>
      <div className={classes.bar}>
        <span>{resolved ?? language ?? ''}</span>
        <Tooltip title={label}>
          <IconButton
            size="small"
            aria-label={label}
            onClick={() => copy(code)}
          >
            {copied ? (
              <CheckIcon fontSize="small" />
            ) : (
              <FileCopyOutlinedIcon fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
      </div>
      {highlighter ? (
        <highlighter.SyntaxHighlighter
          language={resolved ?? 'text'}
          style={
            theme.palette.type === 'dark'
              ? highlighter.a11yDark
              : highlighter.a11yLight
          }
          customStyle={style}
        >
          {code}
        </highlighter.SyntaxHighlighter>
      ) : (
        // The code is readable at once; colours follow with the highlighter.
        <pre style={{ ...style, overflowX: 'auto' }}>
          <code>{code}</code>
        </pre>
      )}
    </div>
  );
}
