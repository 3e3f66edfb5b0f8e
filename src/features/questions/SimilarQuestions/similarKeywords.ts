/**
 * Common English words that say nothing about the topic. The server's
 * search needs every word of a query to match, so leaving them in would
 * only narrow the results.
 */
const STOP_WORDS = new Set(
  (
    'the and for with from that this what when where which who why how can could ' +
    'should would does did doing have has had are was were been being not but you ' +
    'your our their there into onto about any some all use using used get make ' +
    'need want way then than them they its don doesn isn aren won cannot'
  ).split(' '),
);

/** Words shorter than this are too common to tell questions apart. */
const MIN_WORD_LENGTH = 3;

/**
 * The few most telling words of a title, longest first. Similar questions
 * are searched for each of them separately and ranked by how many they
 * match: the server's search requires every word of a query, so a whole
 * typed title would find little but an identical question.
 */
export function similarKeywords(title: string, max = 3): string[] {
  // The same notion of a word as the server's search index.
  const words =
    title.toLocaleLowerCase('en-US').match(/[\p{L}\p{N}+#]+/gu) ?? [];
  return [...new Set(words)]
    .filter(w => w.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(w))
    .sort((a, b) => b.length - a.length)
    .slice(0, max);
}
