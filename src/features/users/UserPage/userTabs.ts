import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

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

const isTab = (value: string | null): value is UserTab =>
  USER_TABS.includes(value as UserTab);

/**
 * The open tab, kept in the URL (`?tab=answers`) so it survives reloads and
 * shared links. Choosing a tab pushes a history entry and starts the new
 * tab's list afresh: the previous tab's filters do not carry over.
 */
export function useUserTab(): [UserTab, (tab: UserTab) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  const tab = isTab(named) ? named : USER_TABS[0];
  const choose = useCallback(
    (next: UserTab) => setParams(next === USER_TABS[0] ? {} : { tab: next }),
    [setParams],
  );
  return [tab, choose];
}
