/// <reference types="react-syntax-highlighter" />
import IconButton from '@material-ui/core/IconButton';
import Tooltip from '@material-ui/core/Tooltip';
import { makeStyles, useTheme } from '@material-ui/core/styles';
import FileCopyOutlinedIcon from '@material-ui/icons/FileCopyOutlined';
import CheckIcon from '@material-ui/icons/Check';
// The light build plus a handful of languages keeps highlight.js's ~190
// grammars out of the bundle; unknown languages render as plain text.
import SyntaxHighlighter from 'react-syntax-highlighter/dist/esm/light';
import bash from 'react-syntax-highlighter/dist/esm/languages/hljs/bash';
import go from 'react-syntax-highlighter/dist/esm/languages/hljs/go';
import java from 'react-syntax-highlighter/dist/esm/languages/hljs/java';
import javascript from 'react-syntax-highlighter/dist/esm/languages/hljs/javascript';
import json from 'react-syntax-highlighter/dist/esm/languages/hljs/json';
import python from 'react-syntax-highlighter/dist/esm/languages/hljs/python';
import sql from 'react-syntax-highlighter/dist/esm/languages/hljs/sql';
import typescript from 'react-syntax-highlighter/dist/esm/languages/hljs/typescript';
import xml from 'react-syntax-highlighter/dist/esm/languages/hljs/xml';
import yaml from 'react-syntax-highlighter/dist/esm/languages/hljs/yaml';
import a11yDark from 'react-syntax-highlighter/dist/esm/styles/hljs/a11y-dark';
import a11yLight from 'react-syntax-highlighter/dist/esm/styles/hljs/a11y-light';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';
import { useCopyToClipboard } from '../../utils/useCopyToClipboard';

const grammars = {
  bash,
  go,
  java,
  javascript,
  json,
  python,
  sql,
  typescript,
  xml,
  yaml,
};
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
for (const [name, grammar] of Object.entries(grammars)) {
  SyntaxHighlighter.registerLanguage(name, grammar);
}

/** The registered grammar for a fence's info string, if any. */
export function resolveLanguage(language?: string): string | undefined {
  if (!language) return undefined;
  const lower = language.toLowerCase();
  if (lower in grammars) return lower;
  return aliases[lower];
}

const useStyles = makeStyles(theme => ({
  root: {
    position: 'relative',
    margin: theme.spacing(1, 0),
  },
  copy: {
    position: 'absolute',
    top: theme.spacing(0.5),
    right: theme.spacing(0.5),
    backgroundColor: theme.palette.background.paper,
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

  const label = copied
    ? t('components.markdown.copied')
    : t('components.markdown.copyCode');
  return (
    <div className={classes.root}>
      <SyntaxHighlighter
        language={resolved ?? 'text'}
        style={theme.palette.type === 'dark' ? a11yDark : a11yLight}
        // Inline, because the highlighter's theme sets inline padding too.
        customStyle={{
          margin: 0,
          padding: theme.spacing(1.5),
          paddingRight: theme.spacing(6),
          borderRadius: theme.shape.borderRadius,
          fontSize: theme.typography.body2.fontSize,
        }}
      >
        {code}
      </SyntaxHighlighter>
      <Tooltip title={label}>
        <IconButton
          size="small"
          className={classes.copy}
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
  );
}
