import { useUrlTab } from '../../../hooks/useUrlTab';

/** The user page's tabs, in order; the first is shown when none is named. */
export const USER_TABS = [
  'statistics',
  'questions',
  'articles',
  'links',
  'answers',
  'collections',
] as const;

/**
 * One's own page adds what one is asked to review and the posts deleted by
 * oneself or a moderator.
 */
export const OWN_USER_TABS = [...USER_TABS, 'review', 'deleted'] as const;

/** One of the user page's tabs. */
export type UserTab = (typeof OWN_USER_TABS)[number];

/**
 * The open tab, kept in the URL (`?tab=answers`); choosing a tab starts the
 * new tab's list afresh (useUrlTab).
 */
export const useUserTab = (own: boolean) =>
  useUrlTab<UserTab>(own ? OWN_USER_TABS : USER_TABS);
