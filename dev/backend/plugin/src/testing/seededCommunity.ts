import type { Knex } from 'knex';
import { NotFoundError } from '@backstage/errors';
import type { PostType } from '@agora/contract';
import type { Caller } from '../domain/caller';
import { createRandom } from '../seed/random';
import {
  createPost,
  deletePost,
  purgePost,
  restorePost,
  updatePost,
} from '../stores/postWrites';
import {
  createAnswer,
  deleteAnswer,
  setCorrectAnswer,
} from '../stores/answerWrites';
import { addComment, deleteComment } from '../stores/comments';
import { voteAnswer, votePost } from '../stores/votes';
import { countView } from '../stores/postActivity';
import { followEntity, followTag, followUser } from '../stores/follows';
import { createTag, deleteTag } from '../stores/tags';
import { createSeenTracker } from '../stores/users';

/**
 * A seeded community for the counter tests: people writing posts of each
 * type, answers, comments, votes, views, follows and tags, some anonymous,
 * some deleted, restored or purged, on days spread over a fixed clock,
 * through the stores' own write paths. The property tests drive the same
 * writer and check their counters between writes.
 */

/** Fixes the clock at `now` (ISO); timers stay real for the database drivers. */
export function fixClock(now: string) {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now: new Date(now),
  });
}

export const COMMUNITY_MODERATOR: Caller = {
  userRef: 'user:default/mod',
  isModerator: true,
};

export const WRITE_KINDS = [
  'create post',
  'edit post',
  'delete post',
  'restore post',
  'purge post',
  'answer',
  'delete answer',
  'mark correct',
  'comment',
  'delete comment',
  'vote on post',
  'vote on answer',
  'view',
  'follow',
  'create tag',
  'delete tag',
  'seen',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** What a write may be refused with; it then rolls back whole. */
const REFUSALS = [
  'InputError',
  'NotAllowedError',
  'NotFoundError',
  'ConflictError',
];

export interface CommunityOptions {
  seed: number;
  /** User refs that write posts, answers and comments (and vote). */
  authors: string[];
  /** User refs that only vote, view, follow and are seen. */
  readers: string[];
  /** How often each kind of write is drawn; kinds left out never run. */
  weights: Partial<Record<WriteKind, number>>;
  /** The clock (see `fixClock`) moves on 0 to this many hours before each write. */
  hoursBetween?: number;
  /** Post types drawn, repeated for weight. */
  types?: readonly PostType[];
  /** Tags new posts and edits draw from. */
  tags?: string[];
  /** Catalog entities posts and follows draw from. */
  entities?: string[];
}

const COMMUNITY_ENTITIES = [
  'component:default/payments',
  'system:default/checkout',
  'component:default/catalog',
];

/**
 * A seeded random writer over `db`. Each `write()` moves the clock, draws a
 * kind by weight (each kind with a weight once first, in `WRITE_KINDS` order,
 * when `everyKindFirst`), picks its target among the rows in the database
 * and runs it; a refused write counts as not done, any other error throws.
 * `done` tallies the writes that went through, per kind.
 */
export function communityWriter(
  db: Knex,
  options: CommunityOptions & { everyKindFirst?: boolean },
) {
  const random = createRandom(options.seed);
  const seen = createSeenTracker(db);
  const people = [...options.authors, ...options.readers];
  const types = options.types ?? (['question', 'article', 'link'] as const);
  const tags = options.tags ?? ['kafka', 'ops', 't0', 't1', 't2', 't3'];
  const entities = options.entities ?? COMMUNITY_ENTITIES;
  const done = new Map<WriteKind, number>();
  const kinds = WRITE_KINDS.filter(k => (options.weights[k] ?? 0) > 0);
  const totalWeight = kinds.reduce((n, k) => n + options.weights[k]!, 0);
  let step = 0;

  const caller = (userRef: string): Caller => ({ userRef, isModerator: false });
  const someone = (not?: string) =>
    caller(random.pick(options.authors.filter(u => u !== not)));
  /**
   * A voter or viewer: mostly not the author, at times the moderator or
   * someone acting as one (who also sees deleted posts, where nothing they
   * do may count).
   */
  const voter = (author: string): Caller => {
    if (random.chance(0.1)) return COMMUNITY_MODERATOR;
    const userRef = random.chance(0.9)
      ? random.pick(people.filter(u => u !== author))
      : author;
    return { userRef, isModerator: random.chance(0.3) };
  };

  /**
   * A row of the query drawn by the seed; NotFound when there is none. The
   * tables stay small: one query for all rows costs less than count + offset.
   */
  const pickRow = async (qb: Knex.QueryBuilder, id = 'id') => {
    const rows = await qb.orderBy(id);
    if (rows.length === 0) throw new NotFoundError('Nothing to write to');
    return rows[random.int(0, rows.length - 1)];
  };
  /** Mostly rows with `status` active, sometimes any (refusals, deleted parents). */
  const mostlyActive = (table: string) =>
    pickRow(
      random.chance(0.8) ? db(table).where('status', 'active') : db(table),
    );
  const liveAnswer = () =>
    pickRow(
      db('answers as a')
        .join('posts as p', 'p.id', 'a.post_id')
        .where('a.status', 'active')
        .where('p.status', 'active')
        .select('a.id', 'a.post_id', 'a.author', 'p.author as asker'),
      'a.id',
    );

  const writes: Record<WriteKind, () => Promise<unknown>> = {
    'create post': async () => {
      const type = random.pick(types);
      return createPost(
        db,
        {
          type,
          title: `Post ${step}`,
          content: 'Text',
          url: type === 'link' ? 'https://example.com' : undefined,
          tags: random.sample(tags, random.int(0, 3)),
          entities: random.sample(entities, random.int(0, 2)),
          images: [],
          anonymous: random.chance(0.25),
        },
        someone(),
      );
    },
    // An edit may create tags.
    'edit post': async () => {
      const post = await mostlyActive('posts');
      await updatePost(
        db,
        Number(post.id),
        {
          title: `Edited ${step}`,
          content: 'Edited',
          url: post.url ?? undefined,
          tags: random.sample([...tags, `e${step}`], random.int(0, 3)),
          entities: random.sample(entities, random.int(0, 2)),
          images: [],
        },
        COMMUNITY_MODERATOR,
      );
    },
    'delete post': async () =>
      deletePost(
        db,
        Number((await mostlyActive('posts')).id),
        'gone',
        COMMUNITY_MODERATOR,
      ),
    'restore post': async () => {
      const post = await pickRow(
        random.chance(0.8)
          ? db('posts').where('status', 'deleted')
          : db('posts'),
      );
      await restorePost(db, Number(post.id), COMMUNITY_MODERATOR);
    },
    'purge post': async () =>
      purgePost(
        db,
        Number((await pickRow(db('posts'))).id),
        COMMUNITY_MODERATOR,
      ),
    // Sometimes on an article or link, or a deleted question: refused.
    answer: async () => {
      const post = await pickRow(
        random.chance(0.9)
          ? db('posts').where('type', 'question')
          : db('posts'),
      );
      return createAnswer(
        db,
        Number(post.id),
        { answer: 'An answer', anonymous: random.chance(0.25) },
        random.chance(0.2) ? caller(post.author) : someone(),
      );
    },
    'delete answer': async () => {
      const answer = await pickRow(
        random.chance(0.8)
          ? db('answers').where({ status: 'active', correct: false })
          : db('answers'),
      );
      await deleteAnswer(
        db,
        Number(answer.post_id),
        Number(answer.id),
        undefined,
        COMMUNITY_MODERATOR,
      );
    },
    'mark correct': async () => {
      const answer = await liveAnswer();
      // The asker marks; the asker or, at times, the moderator unmarks.
      const correct = random.chance(0.7);
      await setCorrectAnswer(
        db,
        Number(answer.post_id),
        Number(answer.id),
        correct,
        !correct && random.chance(0.5)
          ? COMMUNITY_MODERATOR
          : caller(answer.asker),
      );
    },
    comment: async () => {
      const onAnswer = random.chance(0.5)
        ? await mostlyActive('answers')
        : undefined;
      const post = onAnswer ? undefined : await mostlyActive('posts');
      const target = onAnswer ?? post;
      // Often the author of what is commented on, which anonymity hides.
      const author = random.chance(0.4) ? caller(target.author) : someone();
      return addComment(
        db,
        {
          postId: Number(onAnswer?.post_id ?? post.id),
          answerId: onAnswer ? Number(onAnswer.id) : undefined,
        },
        'A comment',
        author,
      );
    },
    'delete comment': async () => {
      const comment = await mostlyActive('comments');
      await deleteComment(
        db,
        {
          postId: Number(comment.post_id),
          answerId:
            comment.answer_id === null ? undefined : Number(comment.answer_id),
        },
        Number(comment.id),
        undefined,
        COMMUNITY_MODERATOR,
      );
    },
    'vote on post': async () => {
      const post = await mostlyActive('posts');
      await votePost(
        db,
        Number(post.id),
        random.pick([1, 1, -1, 0] as const),
        voter(post.author),
      );
    },
    'vote on answer': async () => {
      const answer = random.chance(0.8)
        ? await liveAnswer()
        : await pickRow(db('answers'));
      await voteAnswer(
        db,
        Number(answer.post_id),
        Number(answer.id),
        random.pick([1, 1, -1, 0] as const),
        voter(answer.author),
      );
    },
    view: async () => {
      const post = await mostlyActive('posts');
      await countView(db, Number(post.id), voter(post.author));
    },
    follow: async () => {
      const follower = random.pick(people);
      const follow = random.chance(0.7);
      const tagId = Number((await pickRow(db('tags'))).id);
      await followTag(db, tagId, follower, follow);
      await followEntity(db, random.pick(entities), follower, follow);
      await followUser(db, someone(follower).userRef, follower, follow);
      // Someone with nothing under their name, listed for their follower.
      await followUser(db, 'user:default/lurker', follower, follow);
    },
    'create tag': async () => createTag(db, `made-${step}`, {}),
    'delete tag': async () =>
      deleteTag(db, Number((await pickRow(db('tags'))).id)),
    seen: async () => seen(random.pick(options.readers)),
  };

  const draw = (): WriteKind => {
    if (options.everyKindFirst && step < kinds.length) return kinds[step];
    let r = random.int(0, totalWeight - 1);
    for (const kind of kinds) {
      r -= options.weights[kind]!;
      if (r < 0) return kind;
    }
    return kinds[kinds.length - 1];
  };

  return {
    done,
    /** The kinds with a weight that never went through (refused every time). */
    neverDone: () => kinds.filter(k => !done.has(k)),
    /** One write; which kind it was and whether it went through. */
    async write(): Promise<{ kind: WriteKind; applied: boolean }> {
      if (options.hoursBetween)
        jest.setSystemTime(
          Date.now() + random.int(0, options.hoursBetween) * 3600_000,
        );
      const kind = draw();
      step += 1;
      try {
        await writes[kind]();
      } catch (error) {
        // Refused writes (voting on one's own post, answering an article,
        // deleting a correct answer) roll back whole; anything else, a
        // database error above all, fails the test.
        if (!REFUSALS.includes((error as Error).name)) throw error;
        return { kind, applied: false };
      }
      done.set(kind, (done.get(kind) ?? 0) + 1);
      return { kind, applied: true };
    },
  };
}

/** Readers of a seeded community: they only vote, view, follow and are seen. */
export const COMMUNITY_READERS = ['r1', 'r2', 'r3', 'r4'].map(
  n => `user:default/${n}`,
);
