import type { Knex } from 'knex';
import type {
  AgoraEventPayload,
  AgoraEventType,
  PostType,
} from '@agora/contract';
import { postFacts, type PostFacts } from '../stores/postFacts';
import type { AppUrl } from '../service/appLinks';
import type { AnswerRow, CommentRow } from '../domain/rows';
import type { AgoraWriteEvent } from '../writes/events';

/** What names an author: an answer's or a comment's row, or the post. */
type Authored = { author: string; anonymous?: unknown };

/** The event type each published write becomes; the others publish nothing. */
export function eventTypeOf(
  event: AgoraWriteEvent,
): AgoraEventType | undefined {
  switch (event.type) {
    case 'postCreated':
      return 'post.created';
    case 'contentEdited':
      // Comment edits are not published (docs/integrations.md).
      if (event.commentId !== undefined) return undefined;
      return event.answerId === undefined ? 'post.updated' : 'answer.updated';
    case 'postDeleted':
      return 'post.deleted';
    case 'postRestored':
      return 'post.restored';
    case 'questionClosed':
      return 'post.closed';
    case 'questionReopened':
      return 'post.reopened';
    case 'answerCreated':
      return 'answer.created';
    case 'answerDeleted':
      return 'answer.deleted';
    case 'answerCorrect':
      return 'answer.correct';
    case 'commentCreated':
      return 'comment.created';
    case 'voteChanged':
      return 'vote.changed';
    default:
      return undefined;
  }
}

/** An anonymous item's author is never named. */
const authorOf = (item: Authored | PostFacts) =>
  item.anonymous ? undefined : String(item.author);

/** The actor, unless they act as the anonymous author of `item`. */
const actorAs = (actor: string, item: Authored | PostFacts) =>
  item.anonymous && item.author === actor ? undefined : actor;

/**
 * The payload of `event` as published (docs/integrations.md), read when it
 * is published: the post, answer or comment as they are then. Undefined
 * when what it is about no longer exists (purged meanwhile).
 */
export async function eventPayload(
  db: Knex,
  event: AgoraWriteEvent,
  type: AgoraEventType,
  link: AppUrl,
): Promise<AgoraEventPayload | undefined> {
  const post =
    (event.type === 'postDeleted' && event.purged) ||
    (await postFacts(db, event.postId));
  if (!post) return undefined;
  const postType = post.type as PostType;
  const common = {
    type,
    postId: post.id,
    postType,
    title: post.title,
    tags: post.tags,
    entities: post.entities,
  };
  const answerId = 'answerId' in event ? event.answerId : undefined;
  const answer: AnswerRow | undefined =
    answerId === undefined
      ? undefined
      : await db('answers').where({ id: answerId, post_id: post.id }).first();
  if (answerId !== undefined && !answer) return undefined;

  switch (event.type) {
    case 'voteChanged':
      // Agora never shows who voted: no actor.
      return {
        ...common,
        ...(answer && { answerId: Number(answer.id) }),
        author: authorOf(answer ?? post),
        vote: event.value,
        link: link(postType, post.id, answer && { answer: Number(answer.id) }),
      };
    case 'commentCreated': {
      const comment: CommentRow | undefined = await db('comments')
        .where({ id: event.commentId, post_id: post.id })
        .first();
      if (!comment) return undefined;
      // Comments are never anonymous.
      return {
        ...common,
        ...(answer && { answerId: Number(answer.id) }),
        commentId: event.commentId,
        author: String(comment.author),
        actor: event.actor,
        link: link(postType, post.id, { comment: event.commentId }),
      };
    }
    case 'answerCorrect':
      // Marked by the question's author (or a moderator): anonymous as the post is.
      return {
        ...common,
        answerId: Number(answer!.id),
        author: authorOf(answer!),
        actor: actorAs(event.actor, post),
        link: link(postType, post.id, { answer: Number(answer!.id) }),
      };
    default:
      break;
  }
  const reason =
    (event.type === 'postDeleted' || event.type === 'answerDeleted') &&
    event.reason
      ? { reason: event.reason }
      : {};
  if (answer) {
    return {
      ...common,
      answerId: Number(answer.id),
      author: authorOf(answer),
      actor: actorAs(event.actor, answer),
      ...reason,
      link: link(postType, post.id, { answer: Number(answer.id) }),
    };
  }
  return {
    ...common,
    author: authorOf(post),
    actor: actorAs(event.actor, post),
    ...reason,
    ...(event.type === 'postDeleted' && event.purged && { permanent: true }),
    ...(event.type === 'questionClosed' && { originalId: event.originalId }),
    link: link(postType, post.id),
  };
}
