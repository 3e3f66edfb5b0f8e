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

/** One of the user page's tabs. */
export type UserTab = (typeof USER_TABS)[number];

/**
 * The open tab, kept in the URL (`?tab=answers`); choosing a tab starts the
 * new tab's list afresh (useUrlTab).
 */
export const useUserTab = () => useUrlTab<UserTab>(USER_TABS);
