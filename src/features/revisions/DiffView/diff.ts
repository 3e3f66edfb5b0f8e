import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';
import type { Revision } from '../../../api/types';

/** One piece of a diff: text that was added, removed or kept. */
export interface DiffPart {
  kind: 'added' | 'removed' | 'unchanged';
  value: string;
}

/** How content is compared: word by word inline, or line by line. */
export type ContentDiffMode = 'words' | 'lines';

/** Content past this many lines reads better line by line. */
export const LONG_CONTENT_LINES = 30;

const kindOf = (change: ChangeObject<string>): DiffPart['kind'] => {
  if (change.added) return 'added';
  if (change.removed) return 'removed';
  return 'unchanged';
};

const toParts = (changes: ChangeObject<string>[]): DiffPart[] =>
  changes.map(change => ({ kind: kindOf(change), value: change.value }));

/** Text compared word by word, whitespace kept so the text reads as written. */
export const diffWords = (before: string, after: string) =>
  toParts(diffWordsWithSpace(before, after));

/** Text compared line by line, for long markdown. */
export const diffByLines = (before: string, after: string) =>
  toParts(diffLines(before, after));

/**
 * Two lists compared as sets, in the order they are shown: what stayed and
 * what was added in the new list's order, then what was removed.
 */
export function diffList(before: string[], after: string[]): DiffPart[] {
  const old = new Set(before);
  const now = new Set(after);
  return [
    ...after.map(value => ({
      kind: old.has(value) ? ('unchanged' as const) : ('added' as const),
      value,
    })),
    ...before
      .filter(value => !now.has(value))
      .map(value => ({ kind: 'removed' as const, value })),
  ];
}

/** The mode a content diff starts in: lines for long content. */
export const defaultMode = (before: string, after: string): ContentDiffMode =>
  Math.max(before.split('\n').length, after.split('\n').length) >
  LONG_CONTENT_LINES
    ? 'lines'
    : 'words';

/** The fields an edit can change. */
export type RevisionFields = Pick<
  Revision,
  'title' | 'content' | 'tags' | 'entities' | 'headerImage' | 'url'
>;

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** Whether two versions say exactly the same. */
export const sameFields = (a: RevisionFields, b: RevisionFields) =>
  (a.title ?? '') === (b.title ?? '') &&
  a.content === b.content &&
  sameList(a.tags, b.tags) &&
  sameList(a.entities, b.entities) &&
  (a.headerImage ?? '') === (b.headerImage ?? '') &&
  (a.url ?? '') === (b.url ?? '');

/** Where a first version is compared from: nothing at all. */
export const EMPTY_FIELDS: RevisionFields = {
  title: '',
  content: '',
  tags: [],
  entities: [],
};
