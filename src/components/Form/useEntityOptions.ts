import { useEffect, useMemo, useState } from 'react';
import {
  parseEntityRef,
  stringifyEntityRef,
  type Entity,
} from '@backstage/catalog-model';
import { useApiHolder } from '@backstage/core-plugin-api';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { MAX_RENDERED_ENTITIES, type EntityOption } from './EntitiesInput';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** The kinds a post is usually about. */
const KINDS = ['component', 'system', 'api', 'domain', 'resource', 'group'];
/** What the typed text is looked for in. */
const SEARCHED = [
  'metadata.name',
  'metadata.title',
  'spec.profile.displayName',
];
/** Long enough to wait for a pause in typing, short enough to feel live. */
export const TYPING_PAUSE_MS = 300;
const FIELDS = [
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'spec.profile.displayName',
];

/** A catalog entity as an option: its ref, display name and kind. */
export const toEntityOption = (entity: Entity): EntityOption => {
  // Users carry their name in the profile, other kinds in the title.
  const profile = entity.spec?.profile as { displayName?: unknown } | undefined;
  const displayName =
    typeof profile?.displayName === 'string' ? profile.displayName : undefined;
  return {
    entityRef: stringifyEntityRef(entity),
    title: displayName ?? entity.metadata.title ?? entity.metadata.name,
    kind: entity.kind,
  };
};

/** Typed text as an entity ref, when it reads as one (`component:payments`). */
export function typedEntityRef(text: string): EntityOption | undefined {
  const trimmed = text.trim();
  if (!/^[^:\s]+:[^\s]+$/.test(trimmed)) return undefined;
  try {
    const ref = parseEntityRef(trimmed);
    return { entityRef: stringifyEntityRef(ref), kind: ref.kind };
  } catch {
    return undefined;
  }
}

/**
 * Options for the entities input from the Backstage catalog, searched there
 * with the typed text (after a pause) and capped, since a catalog can hold
 * thousands of entities. The catalog
 * API is optional (an app may not install the catalog), hence the holder
 * lookup instead of useApi; without it, or when it fails, typed refs are
 * still offered, so the field degrades to free refs instead of breaking.
 * `kinds` narrows the catalog to, say, users (a tag's experts).
 */
export function useEntityOptions(
  input: string,
  kinds: readonly string[] = KINDS,
) {
  const catalogApi = useApiHolder().get(catalogApiRef);
  const [catalog, setCatalog] = useState<EntityOption[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>(
    catalogApi ? 'loading' : 'unavailable',
  );

  const term = useDebouncedValue(input.trim(), TYPING_PAUSE_MS);

  useEffect(() => {
    if (!catalogApi) return undefined;
    let active = true;
    setState(current => (current === 'unavailable' ? current : 'loading'));
    catalogApi
      .queryEntities({
        filter: { kind: [...kinds] },
        fullTextFilter: term ? { term, fields: SEARCHED } : undefined,
        orderFields: [
          { field: 'kind', order: 'asc' },
          { field: 'metadata.name', order: 'asc' },
        ],
        fields: FIELDS,
        limit: MAX_RENDERED_ENTITIES,
      })
      .then(({ items }) => {
        if (!active) return;
        setCatalog(items.map(toEntityOption));
        setState('ready');
      })
      .catch(() => {
        if (active) setState('unavailable');
      });
    return () => {
      active = false;
    };
    // A list literal per caller would refetch every render; its text is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalogApi, kinds.join(), term]);

  const options = useMemo(() => {
    const typed = typedEntityRef(input);
    return typed && !catalog.some(o => o.entityRef === typed.entityRef)
      ? [typed, ...catalog]
      : catalog;
  }, [catalog, input]);

  return {
    options,
    loading: state === 'loading',
    catalogAvailable: state !== 'unavailable',
  };
}
