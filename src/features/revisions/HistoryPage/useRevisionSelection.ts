import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RevisionSummary } from '../../../api/types';
import { parseId } from '../../../utils/parseId';

/** The two revisions compared: `from` 0 means nothing (a first version). */
export interface RevisionSelection {
  from: number;
  to: number;
  /** Compare `to` with the revision before it. */
  show(revision: number): void;
  /** Compare any two. */
  compare(from: number, to: number): void;
}

/**
 * Which revisions the history compares, kept in the URL (`?rev=4&base=2`)
 * so a comparison can be shared; by default the newest against the one
 * before it. Revisions the history does not hold fall back to the default.
 */
export function useRevisionSelection(
  revisions: RevisionSummary[],
): RevisionSelection {
  const [params, setParams] = useSearchParams();
  const known = (n: number | undefined) =>
    n !== undefined && revisions.some(r => r.revision === n) ? n : undefined;
  // Newest first: the first is the current version.
  const newest = revisions[0]?.revision ?? 1;
  const to = known(parseId(params.get('rev') ?? undefined)) ?? newest;
  const previous = revisions.find(r => r.revision < to)?.revision ?? 0;
  const base = params.get('base');
  const from =
    base === '0' ? 0 : (known(parseId(base ?? undefined)) ?? previous);

  const write = useCallback(
    (rev: number, baseRev?: number) =>
      setParams(
        current => {
          const next = new URLSearchParams(current);
          next.set('rev', String(rev));
          if (baseRev === undefined) next.delete('base');
          else next.set('base', String(baseRev));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    from,
    to,
    show: useCallback((rev: number) => write(rev), [write]),
    compare: useCallback(
      (fromRev: number, toRev: number) => write(toRev, fromRev),
      [write],
    ),
  };
}
