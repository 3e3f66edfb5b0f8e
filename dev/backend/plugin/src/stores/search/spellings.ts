import type { Knex } from 'knex';
import { distance } from 'fastest-levenshtein';
import { isPg } from '../dialect';

/**
 * "Did you mean": the words of posts' titles, tags and bodies
 * (`search_terms`), and the closest of them to a word nobody wrote
 * (docs/search.md, "Typos"). Candidates come from the engines' trigram
 * indexes, SQLite FTS5's trigram tokenizer (`search_terms_trigram`) and
 * PostgreSQL's pg_trgm; without pg_trgm, words sharing the first two
 * letters are the candidates. The edit distance decides among them.
 */

/** Adds spellings; ordered, so concurrent writers take the keys' locks in one order. */
export async function addSpellings(
  trx: Knex | Knex.Transaction,
  words: string[],
) {
  const sorted = [...new Set(words)].sort();
  for (let i = 0; i < sorted.length; i += 400) {
    await trx('search_terms')
      .insert(sorted.slice(i, i + 400).map(term => ({ term })))
      .onConflict('term')
      .ignore();
  }
}

const hasTrigrams = new WeakMap<object, Promise<boolean>>();

/** Whether PostgreSQL has pg_trgm in this database (migrations/002_search.ts creates it where it may). */
function pgTrigrams(db: Knex): Promise<boolean> {
  const key = db.client.config;
  let known = hasTrigrams.get(key);
  if (!known) {
    known = db
      .raw("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
      .then(result => result.rows.length > 0);
    hasTrigrams.set(key, known);
  }
  return known;
}

const CANDIDATES = 40;

async function candidates(db: Knex, word: string): Promise<string[]> {
  if (!isPg(db)) {
    const trigrams = new Set<string>();
    for (let i = 0; i + 3 <= word.length; i++)
      trigrams.add(`"${word.slice(i, i + 3)}"`);
    return db('search_terms_trigram')
      .whereRaw('search_terms_trigram MATCH ?', [[...trigrams].join(' OR ')])
      .orderByRaw('rank')
      .limit(CANDIDATES)
      .pluck('term');
  }
  if (await pgTrigrams(db)) {
    return db('search_terms')
      .whereRaw('term % ?', [word])
      .orderByRaw('similarity(term, ?) DESC', [word])
      .limit(CANDIDATES)
      .pluck('term');
  }
  const start = word.slice(0, 2);
  return db('search_terms')
    .where('term', '>=', start)
    .andWhere('term', '<', `${start}\uffff`)
    .limit(5000)
    .pluck('term');
}

/** Edits allowed: one in words of up to five letters, two in longer ones. */
const maxEdits = (word: string) => (word.length <= 5 ? 1 : 2);

/**
 * The closest known spelling of `word`, if it is not itself a known word
 * and one is within {@link maxEdits}.
 */
export async function closestSpelling(
  db: Knex,
  word: string,
): Promise<string | undefined> {
  const known = await db('search_terms').where('term', word).first('term');
  if (known) return undefined;
  let best: { term: string; edits: number } | undefined;
  for (const term of await candidates(db, word)) {
    const edits = distance(word, term);
    if (edits === 0 || edits > maxEdits(word)) continue;
    if (!best || edits < best.edits) best = { term, edits };
  }
  return best?.term;
}
