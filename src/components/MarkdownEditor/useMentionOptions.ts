import { useEffect, useState } from 'react';
import { useApiHolder } from '@backstage/core-plugin-api';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import type { EntityOption } from '../Form/EntitiesInput';
import { toEntityOption, TYPING_PAUSE_MS } from '../Form/useEntityOptions';

/** How many people and groups the picker offers at most. */
const MENTION_LIMIT = 8;

/**
 * What the catalog answered per term; `null` when it failed. A Map, since a
 * typed term may be any word, `constructor` included.
 */
type Answers = ReadonlyMap<string, EntityOption[] | null>;

/**
 * The users and groups the catalog finds for the mention being typed,
 * asked once the typing pauses. Each term is asked at most once per
 * editor (answers are kept), and an answer that comes after the term has
 * changed is dropped, so a slow reply never replaces a newer one. The
 * catalog API is optional, as for `useEntityOptions`: without it there is
 * nothing to offer and the picker stays closed.
 */
export function useMentionOptions(term: string | undefined) {
  const catalogApi = useApiHolder().get(catalogApiRef);
  const [answers, setAnswers] = useState<Answers>(() => new Map());
  const settled = useDebouncedValue(term, TYPING_PAUSE_MS);
  const known = settled !== undefined && answers.has(settled);

  useEffect(() => {
    if (!catalogApi || !settled || known) return undefined;
    let active = true;
    const keep = (options: EntityOption[] | null) => {
      if (active) setAnswers(current => new Map(current).set(settled, options));
    };
    catalogApi
      .queryEntities({
        filter: { kind: ['User', 'Group'] },
        fullTextFilter: {
          term: settled,
          fields: [
            'metadata.name',
            'metadata.title',
            'spec.profile.displayName',
            'spec.profile.email',
          ],
        },
        fields: [
          'kind',
          'metadata.name',
          'metadata.namespace',
          'metadata.title',
          'spec.profile.displayName',
        ],
        orderFields: { field: 'metadata.name', order: 'asc' },
        limit: MENTION_LIMIT,
        totalItems: 'exclude',
      })
      .then(
        ({ items }) => keep(items.map(toEntityOption)),
        () => keep(null),
      );
    return () => {
      active = false;
    };
  }, [catalogApi, settled, known]);

  const answer = term === undefined ? undefined : answers.get(term);
  return {
    /** The answer for `term`; undefined while asking, or when it failed. */
    options: answer ?? undefined,
    loading: Boolean(catalogApi) && term !== undefined && answer === undefined,
    failed: answer === null,
    available: Boolean(catalogApi),
  };
}
