/// <reference types="react-syntax-highlighter" />
// The highlighter's core and themes, loaded by CodeBlock on the first code
// block (a chunk of its own); grammars are loaded one by one as used.
import SyntaxHighlighter from 'react-syntax-highlighter/dist/esm/light';
import a11yDark from 'react-syntax-highlighter/dist/esm/styles/hljs/a11y-dark';
import a11yLight from 'react-syntax-highlighter/dist/esm/styles/hljs/a11y-light';

export { SyntaxHighlighter, a11yDark, a11yLight };
