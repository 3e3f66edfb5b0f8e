import {
  LIMITS,
  canonicalRef,
  type Answer,
  type Comment,
  type Post,
  type VoteValue,
} from '@agora/contract';
import type { ActionContext } from './context';
import { anonymousInput, postIdInput, type Zod } from './shapes';

const answerIdInput = (z: Zod) =>
  z.number().int().positive().describe('The id of the answer');

const VOTES = { up: 'upvote', down: 'downvote' } as const;
const OWN_VOTES = { '1': 'up', '-1': 'down' } as const;
const voteName = (value?: VoteValue): 'up' | 'down' | 'none' =>
  value === undefined ? 'none' : OWN_VOTES[value];

/** Answering, commenting, voting and marking the correct answer. */
export function registerReplyActions(context: ActionContext) {
  const { registry, api, link, asUser } = context;

  registry.register({
    name: 'answer-question',
    title: 'Answer an Agora question',
    description:
      'Post an answer to an Agora question, as the signed-in user; returns the answer and its link.',
    attributes: { destructive: false },
    schema: {
      input: z =>
        z.object({
          postId: postIdInput(z).describe('The id of the question'),
          answer: z
            .string()
            .min(1)
            .max(LIMITS.answerMaxLength)
            .describe('The answer in markdown'),
          anonymous: anonymousInput(z),
        }),
      output: z =>
        z.object({
          id: z.number(),
          postId: z.number(),
          author: z.string(),
          link: z.string(),
        }),
    },
    action: async ({ input: { postId, ...body }, credentials }) => {
      const answer = await api<Answer>(
        asUser(credentials),
        'POST',
        `/posts/${postId}/answers`,
        body,
      );
      return {
        output: {
          id: answer.id,
          postId,
          author: answer.author,
          link: link('question', postId, { answer: answer.id }),
        },
      };
    },
  });

  registry.register({
    name: 'comment',
    title: 'Comment in Agora',
    description:
      'Comment on an Agora post, or on one of its answers when answerId is given, as the signed-in user; returns the comment and its link.',
    attributes: { destructive: false },
    schema: {
      input: z =>
        z.object({
          postId: postIdInput(z),
          answerId: answerIdInput(z).optional(),
          content: z
            .string()
            .min(1)
            .max(LIMITS.commentMaxLength)
            .describe('The comment in markdown'),
        }),
      output: z =>
        z.object({
          id: z.number(),
          postId: z.number(),
          answerId: z.number().optional(),
          link: z.string(),
        }),
    },
    action: async ({ input: { postId, answerId, content }, credentials }) => {
      const user = asUser(credentials);
      const onPost = answerId === undefined;
      const path = onPost
        ? `/posts/${postId}/comments`
        : `/posts/${postId}/answers/${answerId}/comments`;
      // Both answer with the commented item; the newest comment of the
      // caller there is this one.
      const commented = await api<Post | Answer>(user, 'POST', path, {
        content,
      });
      const own = canonicalRef(user.principal.userEntityRef);
      const comment = (commented.comments ?? [])
        .filter((c: Comment) => c.author === own)
        .sort((a: Comment, b: Comment) => b.id - a.id)[0];
      if (!comment)
        throw new Error('The new comment is missing from the answer');
      // Answers live on questions only.
      const type = onPost ? (commented as Post).type : 'question';
      return {
        output: {
          id: comment.id,
          postId,
          ...(answerId !== undefined && { answerId }),
          link: link(type, postId, { comment: comment.id }),
        },
      };
    },
  });

  registry.register({
    name: 'vote',
    title: 'Vote in Agora',
    description:
      "Vote a post, or one of its answers when answerId is given, up or down, or remove the signed-in user's vote; one vote per person, never on one's own content.",
    attributes: { destructive: false, idempotent: true },
    schema: {
      input: z =>
        z.object({
          postId: postIdInput(z),
          answerId: answerIdInput(z).optional(),
          vote: z.enum(['up', 'down', 'remove']),
        }),
      output: z =>
        z.object({
          postId: z.number(),
          answerId: z.number().optional(),
          score: z
            .number()
            .describe('Up votes minus down votes, after the vote'),
          ownVote: z.enum(['up', 'down', 'none']),
        }),
    },
    action: async ({ input: { postId, answerId, vote }, credentials }) => {
      const item =
        answerId === undefined
          ? `/posts/${postId}`
          : `/posts/${postId}/answers/${answerId}`;
      const voted = await (vote === 'remove'
        ? api<Post | Answer>(asUser(credentials), 'DELETE', `${item}/vote`)
        : api<Post | Answer>(
            asUser(credentials),
            'GET',
            `${item}/${VOTES[vote]}`,
          ));
      return {
        output: {
          postId,
          ...(answerId !== undefined && { answerId }),
          score: voted.score,
          ownVote: voteName(voted.ownVote),
        },
      };
    },
  });

  registry.register({
    name: 'mark-answer-correct',
    title: 'Mark the correct answer in Agora',
    description:
      "Mark an answer as the one that solved the question (only the question's author), or unmark it with correct: false (the author or a moderator); marking one answer unmarks the previous one.",
    attributes: { destructive: false, idempotent: true },
    schema: {
      input: z =>
        z.object({
          postId: postIdInput(z).describe('The id of the question'),
          answerId: answerIdInput(z),
          correct: z.boolean().default(true),
        }),
      output: z =>
        z.object({
          postId: z.number(),
          answerId: z.number(),
          correct: z.boolean(),
        }),
    },
    action: async ({ input: { postId, answerId, correct }, credentials }) => ({
      output: await api<{ postId: number; answerId: number; correct: boolean }>(
        asUser(credentials),
        'GET',
        `/posts/${postId}/answers/${answerId}/${correct ? 'correct' : 'incorrect'}`,
      ),
    }),
  });
}
