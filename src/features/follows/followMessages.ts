/** English strings of the Follow toggle (`follows` in the translation ref). */
export const followMessages = {
  /** Accessible names, naming what is followed. */
  follow: 'Follow {{name}}',
  unfollow: 'Unfollow {{name}}',
  /** The visible text of the full button, contained in its accessible name. */
  followShort: 'Follow',
  unfollowShort: 'Unfollow',
} as const;
