import { createRandom, type Random } from '../backend/plugin/src/seed/random';

/**
 * The benchmark community: a deterministic, shaped like a real Q&A site
 * rather than uniform noise. Word and tag popularity follow a power law (a
 * few words are in most posts, most words in few), so searches and tag
 * filters hit both huge and tiny result sets, as they do in production.
 */

/** Real words that people search for; the rest of the vocabulary is synthetic. */
const TECH_WORDS =
  `kubernetes deploy deployment pipeline postgres postgresql index query
react typescript javascript node backstage catalog plugin template scaffolder techdocs
auth token oauth login session cookie error timeout memory leak cache redis kafka queue
docker image container helm chart terraform aws azure gcp lambda bucket network dns
proxy ingress certificate tls latency metrics grafana prometheus alert logging trace
build test jest lint ci github gitlab branch merge release version upgrade migration
schema database transaction lock replica backup restore api rest graphql grpc schema
service owner team component system domain resource entity group user permission role
frontend backend mobile android ios java kotlin python go rust spring gradle maven npm
yarn webpack vite css layout theme dark accessibility search filter sort page config`
    .split(/\s+/)
    .filter(Boolean);

/** Glue words that real prose is full of; they make some searches very broad. */
const COMMON_WORDS =
  `the a to in of and how is for with on we our when it this not
can does why what after from use using`.split(/\s+/);

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'ti',
  'vo',
  'ze',
  'bar',
  'qua',
  'dex',
];

function syntheticWords(count: number, random: Random): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const parts = random.int(2, 4);
    let word = '';
    for (let i = 0; i < parts; i++) word += random.pick(SYLLABLES);
    words.add(word);
  }
  return [...words];
}

/** An index in [0, size) biased towards 0: index 0 is far more likely than the last. */
const skewed = (random: Random, size: number, power = 2.5) =>
  Math.min(size - 1, Math.floor(size * random.next() ** power));

export interface BenchVocabulary {
  words: string[];
  tags: string[];
  users: string[];
  entities: string[];
}

export function createVocabulary(seed = 42): BenchVocabulary {
  const random = createRandom(seed);
  const words = [
    ...COMMON_WORDS,
    ...TECH_WORDS,
    ...syntheticWords(6000, random),
  ];
  const tags = [
    ...TECH_WORDS.slice(0, 150),
    ...syntheticWords(350, random).map(w => `${w}-${random.pick(TECH_WORDS)}`),
  ].filter((tag, i, all) => all.indexOf(tag) === i);
  const users = Array.from(
    { length: 500 },
    (_, i) => `user:default/bench-user-${i + 1}`,
  );
  const entities = Array.from({ length: 120 }, (_, i) =>
    i % 3 === 0
      ? `system:default/system-${i}`
      : `component:default/component-${i}`,
  );
  return { words, tags, users, entities };
}

/** A sentence-ish run of `count` words from the skewed vocabulary. */
export function textOf(
  random: Random,
  vocabulary: BenchVocabulary,
  count: number,
) {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(vocabulary.words[skewed(random, vocabulary.words.length, 3)]);
  return out.join(' ');
}

export const pickSkewed = <T>(
  random: Random,
  items: readonly T[],
  power = 2.5,
): T => items[skewed(random, items.length, power)];

/** Distinct skewed picks (popular items first in likelihood). */
export function sampleSkewed<T>(
  random: Random,
  items: readonly T[],
  count: number,
): T[] {
  const picked = new Set<T>();
  for (let guard = 0; picked.size < count && guard < count * 10; guard++) {
    picked.add(pickSkewed(random, items));
  }
  return [...picked];
}

/**
 * Search queries the benchmark sends, from very broad (a glue word in most
 * posts) to narrow (two specific words, a prefix of a synthetic word).
 */
export function benchSearchQueries(vocabulary: BenchVocabulary): string[] {
  const synthetic =
    vocabulary.words[COMMON_WORDS.length + TECH_WORDS.length + 40];
  return [
    'kubernetes',
    'deploy pipeline',
    'postgres index',
    'how to deploy',
    'auth token error',
    'react',
    'kube',
    'timeout',
    'catalog plugin',
    synthetic,
    `${synthetic.slice(0, 4)}`,
    'memory leak node',
  ];
}
