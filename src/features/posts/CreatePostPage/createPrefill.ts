import { parseEntityRef, stringifyEntityRef } from '@backstage/catalog-model';
import type { CreatePrefill } from '../createStart';
import {
  isValidTag,
  MAX_TAGS_PER_POST,
  normalizeTag,
} from '../../../utils/tags';

/** Values repeated (`?tags=a&tags=b`) or comma-separated (`?tags=a,b`). */
const listParam = (params: URLSearchParams, ...names: string[]) =>
  names
    .flatMap(name => params.getAll(name))
    .flatMap(v => v.split(','))
    .map(v => v.trim())
    .filter(Boolean);

/**
 * Tags and entities a create link carries (`?tags=`, `?entity=`), cleaned
 * up the way the inputs would: normalised valid tags, at most five, and
 * entity refs in their full form. Anything unreadable is dropped.
 */
export function createPrefill(search: string): CreatePrefill {
  const params = new URLSearchParams(search);
  const tags = [
    ...new Set(
      listParam(params, 'tags', 'tag').map(normalizeTag).filter(isValidTag),
    ),
  ].slice(0, MAX_TAGS_PER_POST);
  const entities = [
    ...new Set(
      listParam(params, 'entity', 'entities').flatMap(ref => {
        try {
          return [stringifyEntityRef(parseEntityRef(ref))];
        } catch {
          return [];
        }
      }),
    ),
  ];
  return { tags, entities };
}
