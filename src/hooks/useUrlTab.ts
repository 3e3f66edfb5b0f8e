import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A page's open tab, kept in the URL (`?tab=answers`) so it survives reloads
 * and shared links; the first of `tabs` is shown when none (or an unknown
 * one) is named, and is not written. Choosing a tab pushes a history entry
 * and drops the other query values: the previous tab's filters, search and
 * page do not carry over.
 */
export function useUrlTab<Tab extends string>(
  tabs: ReadonlyArray<Tab>,
): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  const tab = tabs.includes(named as Tab) ? (named as Tab) : tabs[0]!;
  const first = tabs[0];
  const choose = useCallback(
    (next: Tab) => setParams(next === first ? {} : { tab: next }),
    [setParams, first],
  );
  return [tab, choose];
}
