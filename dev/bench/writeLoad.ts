import type { Knex } from 'knex';
import type { Random } from '../backend/plugin/src/seed/random';
import { textOf, type BenchVocabulary } from './dataset';

/** An active question with its active answers, which writes can target. */
export interface TargetQuestion {
  id: number;
  answerIds: number[];
}

/** The kinds of write the concurrent clients send, in report order. */
export const WRITE_KINDS = [
  'post vote (up / down)',
  'answer vote (up / down)',
  'new answer',
  'new comment (on a post or an answer)',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface WriteRequest {
  kind: WriteKind;
  method: 'GET' | 'POST';
  path: string;
  user: string;
  body?: object;
}

/** One way of spreading the writes: a few hot questions, or many. */
export interface WriteScenario {
  name: string;
  /** Everyone who writes in this scenario, to be seen once before timing. */
  users: string[];
  request(random: Random): WriteRequest;
}

/** How many hot questions take every write of the "hot" scenario. */
const HOT_QUESTIONS = 4;
/**
 * Voters never wrote anything, so every vote is allowed (no vote on one's
 * own post), and enough of them that most votes are new rows.
 */
const VOTERS = Array.from(
  { length: 500 },
  (_, i) => `user:default/bench-voter-${i + 1}`,
);
const WRITERS = Array.from(
  { length: 50 },
  (_, i) => `user:default/bench-writer-${i + 1}`,
);

/** Active questions with at least one active answer, most answered first. */
export async function targetQuestions(db: Knex): Promise<TargetQuestion[]> {
  const rows = await db('answers')
    .join('posts', 'posts.id', 'answers.post_id')
    .where({
      'posts.status': 'active',
      'posts.type': 'question',
      'answers.status': 'active',
    })
    .orderBy(['answers.post_id', 'answers.id'])
    .select('answers.post_id as post_id', 'answers.id as id');
  const byPost = new Map<number, number[]>();
  for (const row of rows) {
    const postId = Number(row.post_id);
    byPost.set(postId, [...(byPost.get(postId) ?? []), Number(row.id)]);
  }
  return [...byPost]
    .map(([id, answerIds]) => ({ id, answerIds }))
    .sort((a, b) => b.answerIds.length - a.answerIds.length || a.id - b.id);
}

/**
 * The write mix of a Q&A site's busy hour: mostly votes (on questions and on
 * answers, up and down, by many people), some new answers and comments.
 */
function writeOn(
  questions: TargetQuestion[],
  vocabulary: BenchVocabulary,
): WriteScenario['request'] {
  return random => {
    const question = random.pick(questions);
    const answerId = random.pick(question.answerIds);
    const direction = random.chance(0.75) ? 'upvote' : 'downvote';
    const roll = random.next();
    if (roll < 0.35)
      return {
        kind: 'post vote (up / down)',
        method: 'GET',
        path: `/posts/${question.id}/${direction}`,
        user: random.pick(VOTERS),
      };
    if (roll < 0.7)
      return {
        kind: 'answer vote (up / down)',
        method: 'GET',
        path: `/posts/${question.id}/answers/${answerId}/${direction}`,
        user: random.pick(VOTERS),
      };
    if (roll < 0.85)
      return {
        kind: 'new answer',
        method: 'POST',
        path: `/posts/${question.id}/answers`,
        user: random.pick(WRITERS),
        body: { answer: textOf(random, vocabulary, 40) },
      };
    return {
      kind: 'new comment (on a post or an answer)',
      method: 'POST',
      path: random.chance(0.5)
        ? `/posts/${question.id}/comments`
        : `/posts/${question.id}/answers/${answerId}/comments`,
      user: random.pick(WRITERS),
      body: { content: textOf(random, vocabulary, 12) },
    };
  };
}

/** The two scenarios: every write on a few hot questions, then spread out. */
export function writeScenarios(
  questions: TargetQuestion[],
  vocabulary: BenchVocabulary,
): WriteScenario[] {
  const hot = questions.slice(0, HOT_QUESTIONS);
  const users = [...VOTERS, ...WRITERS];
  return [
    {
      name: `hot: every write on ${hot.length} questions (${hot
        .map(q => q.answerIds.length)
        .join(', ')} answers)`,
      users,
      request: writeOn(hot, vocabulary),
    },
    {
      name: `spread: writes over ${questions.length.toLocaleString('en-US')} answered questions`,
      users,
      request: writeOn(questions, vocabulary),
    },
  ];
}
