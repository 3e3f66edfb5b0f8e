import * as z from 'zod/mini';
import { POST_TYPES } from './posts';

/*
 * What Agora publishes on Backstage's events service after a write
 * committed (docs/integrations.md, "Events"). Integrations subscribe to the
 * topic and parse each payload with `agoraEventPayloadSchema`.
 */

/** The events service topic of every Agora event. @public */
export const AGORA_EVENTS_TOPIC = 'agora';

/** @public */
export const AGORA_EVENT_TYPES = [
  'post.created',
  'post.updated',
  'post.deleted',
  'post.restored',
  'post.closed',
  'post.reopened',
  'answer.created',
  'answer.updated',
  'answer.deleted',
  'answer.correct',
  'comment.created',
  'vote.changed',
] as const;

/** What a `vote.changed` event says the vote became. @public */
export const AGORA_VOTE_CHANGES = ['up', 'down', 'removed'] as const;

/**
 * One event's payload. `author` is left out when the post or answer the
 * event is about is anonymous, `actor` when the act is the anonymous
 * author's own; `vote.changed` never names the voter.
 */
export const agoraEventPayloadSchema = z.strictObject({
  type: z.enum(AGORA_EVENT_TYPES),
  postId: z.number(),
  /** answer.* events, and comment.created and vote.changed on an answer. */
  answerId: z.optional(z.number()),
  /** comment.created. */
  commentId: z.optional(z.number()),
  postType: z.enum(POST_TYPES),
  /** The post's title. */
  title: z.string(),
  tags: z.array(z.string()),
  entities: z.array(z.string()),
  /** Who wrote the item the event is about (post, answer or comment). */
  author: z.optional(z.string()),
  /** The signed-in user who acted. */
  actor: z.optional(z.string()),
  /** The app URL of the post, with `#answer_{id}` or `#comment_{id}`. */
  link: z.string(),
  /** post.deleted and answer.deleted, when the deleter gave one. */
  reason: z.optional(z.string()),
  /** post.deleted: true for a purge, which leaves nothing to restore. */
  permanent: z.optional(z.boolean()),
  /** post.closed: the question it duplicates. */
  originalId: z.optional(z.number()),
  /** vote.changed. */
  vote: z.optional(z.enum(AGORA_VOTE_CHANGES)),
});

/** @public */
export type AgoraEventType = (typeof AGORA_EVENT_TYPES)[number];
/** @public */
export type AgoraVoteChange = (typeof AGORA_VOTE_CHANGES)[number];
/** @public */
export type AgoraEventPayload = z.infer<typeof agoraEventPayloadSchema>;
