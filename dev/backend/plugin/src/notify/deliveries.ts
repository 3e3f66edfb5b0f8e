import type { Knex } from 'knex';
import type { NotificationPayload } from '@backstage/plugin-notifications-common';
import {
  addedMentions,
  findMentions,
  mentionHandle,
  mentionsAsNames,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TOPICS,
  type NotificationKind,
  type PostType,
} from '@agora/contract';
import { appPath } from '../service/appLinks';
import { indexText } from '../domain/indexText';
import type { AgoraWriteEvent } from '../writes/events';
import type {
  AnswerRow,
  CollectionRow,
  CommentRow,
  PostRow,
} from '../domain/rows';
import { anonymousInThread } from '../stores/comments';
import { boolOf } from '../stores/dbValues';
import { duplicatesOf } from '../stores/duplicates';

/** One notification for a set of people. */
export interface Delivery {
  kind: NotificationKind;
  /**
   * User refs; a mention delivery may hold group refs, which Backstage's
   * notifications backend expands to the groups' members.
   */
  to: string[];
  payload: NotificationPayload;
  /**
   * For a mention: what those the permission policy has never judged are
   * told instead (notifier.ts), naming nothing of the post.
   */
  unjudged?: NotificationPayload;
}

/** An item someone wrote, as anonymity reads it. */
type Authored = { author: string; anonymous?: unknown };

const DESCRIPTION_MAX = 200;

/**
 * A person's name as the catalog gives it (`spec.profile.displayName`),
 * undefined when it has none or cannot be asked (notify/displayNames.ts).
 */
export type DisplayName = (userRef: string) => Promise<string | undefined>;

const TYPE_VERBS: Record<PostType, string> = {
  question: 'asked',
  article: 'wrote',
  link: 'shared',
};

/** The text's start, mentions written as handles rather than refs. */
const excerpt = (markdown: string) => {
  const text = mentionsAsNames(indexText(markdown));
  return text.length > DESCRIPTION_MAX
    ? `${text.slice(0, DESCRIPTION_MAX - 1)}…`
    : text;
};

const titled = (title: string) =>
  title.length > NOTIFICATION_TITLE_MAX
    ? `${title.slice(0, NOTIFICATION_TITLE_MAX - 1)}…`
    : title;

const isGroup = (ref: string) => ref.startsWith('group:');

/**
 * Mentions as deliveries: people first, groups last, since a group's
 * members are known only to the notifications backend and so can be left
 * out of a later delivery only by being in it last.
 */
function mentionDeliveries(
  refs: string[],
  payload: Omit<NotificationPayload, 'topic'>,
): Delivery[] {
  const topic = NOTIFICATION_TOPICS.mention;
  const people = refs.filter(ref => !isGroup(ref));
  const groups = refs.filter(isGroup);
  const delivery = (to: string[]): Delivery => ({
    kind: 'mention',
    to,
    payload: { ...payload, topic },
    unjudged: unjudgedMention(payload.link),
  });
  return [delivery(people), delivery(groups)];
}

/**
 * A mention told to someone the permission policy has not judged yet: that
 * they were mentioned and where, never the post's title, its text or who
 * wrote it (the author is part of what the policy may hide), until their
 * own visit lets Agora judge (docs/notifications.md).
 */
export function unjudgedMention(link: string | undefined): NotificationPayload {
  return {
    title: 'You were mentioned in Agora',
    description: 'Open it to see where, if you may read it.',
    link,
    severity: 'normal',
    topic: NOTIFICATION_TOPICS.mention,
  };
}

async function activeAnswer(db: Knex, postId: number, id: number) {
  return db('answers')
    .where({ id, post_id: postId, status: 'active' })
    .first() as Promise<AnswerRow | undefined>;
}

/** People who follow a tag or entity of the post, or its author when not anonymous. */
async function followersOf(db: Knex, post: PostRow): Promise<string[]> {
  const tagFollowers = db('tag_followers')
    .join('post_tags', 'post_tags.tag_id', 'tag_followers.tag_id')
    .where('post_tags.post_id', post.id)
    .select('tag_followers.user_ref as ref');
  const entityFollowers = db('entity_followers')
    .join(
      'post_entities',
      'post_entities.entity_ref',
      'entity_followers.entity_ref',
    )
    .where('post_entities.post_id', post.id)
    .select('entity_followers.user_ref as ref');
  const queries = [tagFollowers, entityFollowers];
  // Following an anonymous post's author would reveal who wrote it.
  if (!post.anonymous)
    queries.push(
      db('user_followers')
        .where('user_ref', post.author)
        .select('follower_ref as ref'),
    );
  const rows = (await Promise.all(queries)).flat() as { ref: string }[];
  return [...new Set(rows.map(r => String(r.ref)))];
}

/** Authors of the earlier comments of a thread (a post's or an answer's). */
async function earlierCommenters(
  db: Knex,
  postId: number,
  answerId: number | undefined,
  commentId: number,
): Promise<string[]> {
  const rows: { author: string }[] = await db('comments')
    .where({ post_id: postId, status: 'active' })
    .where('id', '<', commentId)
    .modify(qb =>
      answerId === undefined
        ? qb.whereNull('answer_id')
        : qb.where('answer_id', answerId),
    )
    .distinct('author');
  return rows.map(r => String(r.author));
}

/**
 * Whether `comment`'s author is one its thread keeps anonymous (the
 * anonymous asker's or answerer's own comments there), so a notification
 * must not name them. `answer` is the answer the comment is on, if any.
 */
function commentAuthorHidden(
  post: Authored,
  answer: Authored | undefined,
  comment: CommentRow,
): boolean {
  const authored = (row: Authored) => ({
    author: String(row.author),
    anonymous: row.anonymous,
  });
  return anonymousInThread(authored(post), answer && authored(answer)).has(
    String(comment.author),
  );
}

/** The answer a comment is on (its author and anonymity), undefined for a post's comment. */
async function answerOfComment(
  db: Knex,
  comment: CommentRow,
): Promise<Authored | undefined> {
  if (comment.answer_id === null || comment.answer_id === undefined)
    return undefined;
  return db('answers')
    .where('id', comment.answer_id)
    .first('author', 'anonymous');
}

/** The edited post, answer or comment, and how a title names where it is. */
async function editedItem(
  db: Knex,
  post: PostRow,
  event: Extract<AgoraWriteEvent, { type: 'contentEdited' }>,
) {
  if (event.commentId !== undefined) {
    const item: CommentRow | undefined = await db('comments')
      .where({ id: event.commentId, post_id: post.id, status: 'active' })
      .first();
    return (
      item && {
        item,
        where: { text: 'a comment on', anchor: { comment: event.commentId } },
      }
    );
  }
  if (event.answerId !== undefined) {
    const item = await activeAnswer(db, post.id, event.answerId);
    return (
      item && {
        item,
        where: { text: 'an answer to', anchor: { answer: event.answerId } },
      }
    );
  }
  return { item: post, where: { text: '', anchor: undefined } };
}

/**
 * Whether the person `ref` may read the (active) post `row`: the policy's
 * `agora.post.read`, and not hidden from them by flags (notifier.ts). A
 * notification about one post names another only when this says yes.
 */
export type ReadCheck = (row: PostRow, ref: string) => Promise<boolean>;

/**
 * Who hears of `event` on its (live) `post` and what they read, most
 * specific first: a person named by several deliveries gets only the first
 * (notifier.ts). Nothing for items deleted meanwhile. Links are app paths
 * under `basePath`.
 */
export async function planDeliveries(
  db: Knex,
  event: AgoraWriteEvent,
  post: PostRow,
  basePath: string,
  mayRead: ReadCheck = async () => true,
  displayName: DisplayName = async () => undefined,
): Promise<Delivery[]> {
  /**
   * How a notification names the person who acted: their catalog name, else
   * their handle (`aisha.khan`); anonymous authors stay unnamed.
   */
  const nameOf = async (ref: string, anonymous = false) =>
    anonymous ? 'Someone' : ((await displayName(ref)) ?? mentionHandle(ref));
  const type = post.type as PostType;
  const postTitle = `“${post.title}”`;
  const link = (anchor?: { answer: number } | { comment: number }) =>
    appPath(basePath, type, post.id, anchor);

  switch (event.type) {
    case 'answerCreated': {
      const answer = await activeAnswer(db, post.id, event.answerId);
      if (!answer) return [];
      const who = await nameOf(answer.author, Boolean(answer.anonymous));
      const common = {
        description: excerpt(answer.content),
        link: link({ answer: event.answerId }),
        severity: 'normal' as const,
      };
      return [
        {
          kind: 'answer',
          to: [post.author],
          payload: {
            ...common,
            title: titled(`${who} answered ${postTitle}`),
            topic: NOTIFICATION_TOPICS.answer,
          },
        },
        ...mentionDeliveries(findMentions(answer.content), {
          ...common,
          title: titled(`${who} mentioned you in an answer to ${postTitle}`),
        }),
      ];
    }
    case 'commentCreated': {
      const comment: CommentRow | undefined = await db('comments')
        .where({ id: event.commentId, status: 'active' })
        .first();
      const answer =
        event.answerId === undefined
          ? undefined
          : await activeAnswer(db, post.id, event.answerId);
      const parent = event.answerId === undefined ? post : answer;
      if (!comment || !parent) return [];
      const who = await nameOf(
        comment.author,
        commentAuthorHidden(post, answer, comment),
      );
      const common = {
        description: excerpt(comment.content),
        link: link({ comment: event.commentId }),
        severity: 'normal' as const,
      };
      const thread = await earlierCommenters(
        db,
        post.id,
        event.answerId,
        event.commentId,
      );
      return [
        {
          kind: 'comment',
          to: [parent.author, ...thread],
          payload: {
            ...common,
            title: titled(`${who} commented on ${postTitle}`),
            topic: NOTIFICATION_TOPICS.comment,
          },
        },
        ...mentionDeliveries(findMentions(comment.content), {
          ...common,
          title: titled(`${who} mentioned you in a comment on ${postTitle}`),
        }),
      ];
    }
    case 'questionClosed': {
      // Still closed, as the event says, when the notice goes out.
      const closure: { post_id: number } | undefined = await db(
        'post_duplicates',
      )
        .join('posts', 'posts.id', 'post_duplicates.original_id')
        .where('post_duplicates.post_id', post.id)
        .where('post_duplicates.original_id', event.originalId)
        .where('posts.status', 'active')
        .first('post_duplicates.post_id');
      if (!closure) return [];
      // The open original at the end of the chain (stores/duplicates.ts):
      // should the original have been closed itself meanwhile, the notice
      // names the question the answers are on.
      const end = (await duplicatesOf(db, [post.id])).get(post.id);
      const original: PostRow | undefined =
        end && (await db('posts').where('id', end.id).first());
      if (!original) return [];
      // An original its author may not read is named neither by title nor
      // by link: the notice points at their own question.
      const readable = await mayRead(original, post.author);
      return [
        {
          kind: 'closedAsDuplicate',
          to: [post.author],
          payload: readable
            ? {
                title: titled(
                  `Your question ${postTitle} was closed as a duplicate of “${original.title}”`,
                ),
                // A question that already has its accepted answer keeps it.
                description: boolOf(post.correct_answer)
                  ? 'Its accepted answer stays; more answers are on the original question.'
                  : 'Its answers are on the original question.',
                link: appPath(basePath, 'question', Number(original.id)),
                severity: 'normal',
                topic: NOTIFICATION_TOPICS.closedAsDuplicate,
              }
            : {
                title: titled(
                  `Your question ${postTitle} was closed as a duplicate`,
                ),
                link: link(),
                severity: 'normal',
                topic: NOTIFICATION_TOPICS.closedAsDuplicate,
              },
        },
      ];
    }
    case 'answerCorrect': {
      const answer = await activeAnswer(db, post.id, event.answerId);
      if (!answer || !answer.correct) return [];
      return [
        {
          kind: 'correctAnswer',
          to: [answer.author],
          payload: {
            title: titled(`Your answer to ${postTitle} was marked correct`),
            link: link({ answer: event.answerId }),
            severity: 'normal',
            topic: NOTIFICATION_TOPICS.correctAnswer,
          },
        },
      ];
    }
    case 'postCreated': {
      const who = await nameOf(post.author, Boolean(post.anonymous));
      const common = {
        description: excerpt(post.content),
        link: link(),
        severity: 'normal' as const,
      };
      const [people, groups] = mentionDeliveries(findMentions(post.content), {
        ...common,
        title: titled(`${who} mentioned you in ${postTitle}`),
      });
      // A direct mention says more than a follow: it comes first.
      return [
        people,
        {
          kind: 'followedPost',
          to: await followersOf(db, post),
          payload: {
            ...common,
            title: titled(`${who} ${TYPE_VERBS[type]} ${postTitle}`),
            topic: NOTIFICATION_TOPICS.followedPost,
          },
        },
        groups,
      ];
    }
    case 'postAddedToCollection': {
      const collection: CollectionRow | undefined = await db('collections')
        .where('id', event.collectionId)
        .first();
      if (!collection) return [];
      const followers: { user_ref: string }[] = await db('collection_followers')
        .where('collection_id', event.collectionId)
        .select('user_ref');
      return [
        {
          kind: 'collectionPost',
          to: followers.map(r => String(r.user_ref)),
          payload: {
            title: titled(`${postTitle} was added to “${collection.title}”`),
            description: excerpt(post.content),
            link: link(),
            severity: 'normal',
            topic: NOTIFICATION_TOPICS.collectionPost,
          },
        },
      ];
    }
    case 'contentEdited': {
      const edited = await editedItem(db, post, event);
      if (!edited) return [];
      const { item, where } = edited;
      // The editor added the mention: a moderator, or the author (unnamed
      // when the item is anonymous, or a comment of an author its thread
      // keeps anonymous).
      // Only a comment has `answer_id` (null on a post's comment).
      const hidden =
        'answer_id' in item
          ? commentAuthorHidden(post, await answerOfComment(db, item), item)
          : Boolean(item.anonymous);
      const who = await nameOf(
        event.actor,
        event.actor === item.author && hidden,
      );
      return mentionDeliveries(addedMentions(event.before, item.content), {
        title: titled(
          `${who} mentioned you in ${where.text ? `${where.text} ` : ''}${postTitle}`,
        ),
        description: excerpt(item.content),
        link: link(where.anchor),
        severity: 'normal',
      });
    }
    default:
      return [];
  }
}
