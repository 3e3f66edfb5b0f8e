/**
 * What a person typed into a search box, as the search engines take it
 * (docs/search.md): words, "quoted phrases", `-excluded` words or phrases,
 * and code-like tokens (`payments-service`, `N+1`, `3-D`) kept whole as
 * phrases of their parts. Common words (the stop words PostgreSQL's English
 * configuration drops) are not required; a query of nothing else keeps them.
 */

/** The English stop words of PostgreSQL's `english` configuration (Snowball's list), so both databases drop the same words. */
const ENGLISH_STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves ' +
    'he him his himself she her hers herself it its itself they them their ' +
    'theirs themselves what which who whom this that these those am is are was ' +
    'were be been being have has had having do does did doing a an the and but ' +
    'if or because as until while of at by for with about against between into ' +
    'through during before after above below to from up down in out on off over ' +
    'under again further then once here there when where why how all any both ' +
    'each few more most other some such no nor not only own same so than too ' +
    'very s t can will just don should now'
  ).split(' '),
);

/** The most words (and phrases) of a query the engines are given. */
export const MAX_QUERY_TERMS = 12;
/** A stored word or search word is cut to this many characters. */
export const MAX_WORD_LENGTH = 64;

/** One required (or excluded) part of a query. */
export interface QueryTerm {
  /** Lower-case letters and digits; a phrase's words are separated by spaces. */
  text: string;
  /** Several words that must follow each other: a quoted phrase or a code token. */
  phrase: boolean;
  /** Also matches words that start with it (the last word typed). */
  prefix: boolean;
  /** A code token as typed (`N+1`): PostgreSQL parses it as it parsed the post. */
  typed?: string;
}

export interface ParsedQuery {
  terms: QueryTerm[];
  excluded: QueryTerm[];
}

/** Runs of letters and digits: the words of a text as both engines split it. */
const WORD = /[\p{L}\p{N}]+/gu;
const wordsIn = (text: string) =>
  (text.toLocaleLowerCase('en-US').match(WORD) ?? []).map(w =>
    w.slice(0, MAX_WORD_LENGTH),
  );

/** Tokens of the query: `-`?, then a quoted phrase or a run of non-spaces. */
const TOKEN = /(-?)(?:"([^"]*)"?|(\S+))/gu;

/**
 * Parses a query. `stopWords` is false for languages without a list (the
 * engines then require every word).
 */
export function parseQuery(query: string, stopWords = true): ParsedQuery {
  const terms: QueryTerm[] = [];
  const excluded: QueryTerm[] = [];
  const common: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const match of query.matchAll(TOKEN)) {
    const [, minus, quoted, bare] = match;
    const words = wordsIn(quoted ?? bare ?? '');
    if (words.length === 0) continue;
    const text = words.join(' ');
    const key = `${minus}${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const term: QueryTerm = { text, phrase: words.length > 1, prefix: false };
    if (term.phrase && quoted === undefined) term.typed = bare;
    if (minus) {
      excluded.push(term);
    } else if (
      stopWords &&
      !term.phrase &&
      quoted === undefined &&
      ENGLISH_STOP_WORDS.has(text)
    ) {
      common.push(term);
    } else terms.push(term);
  }
  const required = (terms.length ? terms : common).slice(0, MAX_QUERY_TERMS);
  // The word being typed: "kube" finds "kubernetes" while it is typed.
  const last = required[required.length - 1];
  if (last && !last.phrase && /\S$/u.test(query) && !/"$/u.test(query.trim()))
    last.prefix = true;
  return { terms: required, excluded: excluded.slice(0, MAX_QUERY_TERMS) };
}

/** Plain words of a query that a typo could be in (not phrases, not numbers). */
export function correctableWords(parsed: ParsedQuery): string[] {
  return parsed.terms
    .filter(t => !t.phrase && /^\p{L}{4,}$/u.test(t.text))
    .map(t => t.text);
}

/** The words of a text worth suggesting as spellings: letters only, 4 to 32 long. */
export function vocabularyOf(text: string): string[] {
  return [...new Set(wordsIn(text).filter(w => /^\p{L}{4,32}$/u.test(w)))];
}
