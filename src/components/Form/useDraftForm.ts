import { useCallback, useMemo } from 'react';
import {
  useAgoraDispatch,
  useAgoraSelector,
  useAgoraStore,
} from '../../state/context';
import {
  draftDiscarded,
  draftSaved,
  selectDraft,
  type DraftValue,
} from '../../state/draftsSlice';
import { isDirty, union } from './formValues';

/**
 * What every draft-bound form holds besides its own fields: the ids of
 * images uploaded while writing, sent with the request.
 */
export interface DraftValues {
  images: number[];
}

/** A form bound to its draft in the store. @public */
export interface DraftFormState<Values extends DraftValues> {
  formId: string;
  values: Values;
  /** Where the form started (empty, prefilled or the loaded item). */
  baseline: Values;
  dirty: boolean;
  setField<K extends keyof Values>(field: K, value: Values[K]): void;
  /** Sets several fields at once, e.g. from a template. */
  setFields(values: Partial<Values>): void;
  /** Records an uploaded image; safe when several uploads finish at once. */
  addImage(id: number): void;
  discard(): void;
}

// Drafts come back from the browser's storage, maybe written by another
// version: a stored value counts only if it is of its field's kind.
const sameKind = (stored: unknown, start: unknown) =>
  Array.isArray(start) ? Array.isArray(stored) : typeof stored === typeof start;

/**
 * The form's values live in the drafts slice under `formId` (`ask`,
 * `edit:12`, `answer:3`), so they survive leaving the page and failed
 * submits. Only what the person changed is stored; the rest comes from
 * `baseline`, which must keep its identity while the form is shown.
 */
export function useDraftForm<Values extends DraftValues>(
  formId: string,
  baseline: Values,
): DraftFormState<Values> {
  const dispatch = useAgoraDispatch();
  const draft = useAgoraSelector(state => selectDraft(state, formId));
  const values = useMemo(() => {
    const stored = Object.entries(draft?.values ?? {}).filter(
      ([field, value]) => sameKind(value, baseline[field as keyof Values]),
    );
    return { ...baseline, ...Object.fromEntries(stored) } as Values;
  }, [baseline, draft]);
  const setFields = useCallback(
    (changed: Partial<Values>) =>
      dispatch(
        draftSaved({ formId, values: changed as Record<string, DraftValue> }),
      ),
    [dispatch, formId],
  );
  const setField = useCallback(
    <K extends keyof Values>(field: K, value: Values[K]) =>
      setFields({ [field]: value } as unknown as Partial<Values>),
    [setFields],
  );
  const store = useAgoraStore();
  // Read from the store, not from `values`: uploads finishing in the same
  // tick would otherwise each add to the same stale list and drop the others.
  const addImage = useCallback(
    (id: number) => {
      const saved = selectDraft(store.getState(), formId)?.values.images;
      const images = Array.isArray(saved) ? (saved as number[]) : undefined;
      setFields({
        images: union(images ?? baseline.images, [id]),
      } as Partial<Values>);
    },
    [store, formId, baseline.images, setFields],
  );
  const discard = useCallback(
    () => dispatch(draftDiscarded(formId)),
    [dispatch, formId],
  );
  return {
    formId,
    values,
    baseline,
    dirty: isDirty(values, baseline),
    setField,
    setFields,
    addImage,
    discard,
  };
}
