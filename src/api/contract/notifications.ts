/**
 * What Agora notifies people of, through Backstage's notifications
 * (docs/notifications.md). Each kind is a topic: Backstage's notification
 * settings list topics as switches, so people mute a kind there. Topics are
 * stored with every notification and matched exactly: never rename one.
 */
export const NOTIFICATION_TOPICS = {
  answer: 'New answers to your questions',
  comment: 'New comments on your posts and threads',
  correctAnswer: 'Your answers marked correct',
  followedPost: 'New posts in what you follow',
  collectionPost: 'New posts in collections you follow',
  mention: 'Mentions of you and your groups',
  closedAsDuplicate: 'Your questions closed as duplicates',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_TOPICS;

export const NOTIFICATION_KINDS = Object.keys(
  NOTIFICATION_TOPICS,
) as NotificationKind[];

/** Backstage's notification titles are at most this long (a database column). */
export const NOTIFICATION_TITLE_MAX = 255;
