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
} from '../../state/draftsSlice';
import {
  isDirty,
  union,
  type PostFormField,
  type PostFormValues,
} from '../../features/posts/PostForm/postFormValues';

/** A post form bound to its draft in the store. @public */
export interface PostFormState {
  formId: string;
  values: PostFormValues;
  /** Where the form started (empty, prefilled or the loaded post). */
  baseline: PostFormValues;
  dirty: boolean;
  setField: <K extends PostFormField>(
    field: K,
    value: PostFormValues[K],
  ) => void;
  /** Sets several fields at once, e.g. from a template. */
  setFields: (values: Partial<PostFormValues>) => void;
  /** Records an uploaded image; safe when several uploads finish at once. */
  addImage: (id: number) => void;
  discard: () => void;
}

/**
 * The form's values live in the drafts slice under `formId` (`ask`,
 * `edit:12`), so they survive leaving the page and failed submits. Only
 * what the person changed is stored; the rest comes from `baseline`.
 */
export function usePostForm(
  formId: string,
  baseline: PostFormValues,
): PostFormState {
  const dispatch = useAgoraDispatch();
  const draft = useAgoraSelector(state => selectDraft(state, formId));
  const values = useMemo(
    () => ({
      ...baseline,
      ...(draft?.values as Partial<PostFormValues> | undefined),
    }),
    [baseline, draft],
  );
  const setFields = useCallback(
    (changed: Partial<PostFormValues>) =>
      dispatch(
        draftSaved({
          formId,
          values: changed as Record<string, PostFormValues[PostFormField]>,
        }),
      ),
    [dispatch, formId],
  );
  const setField = useCallback(
    <K extends PostFormField>(field: K, value: PostFormValues[K]) =>
      setFields({ [field]: value }),
    [setFields],
  );
  const store = useAgoraStore();
  // Read from the store, not from `values`: uploads finishing in the same
  // tick would otherwise each add to the same stale list and drop the others.
  const addImage = useCallback(
    (id: number) => {
      const saved = selectDraft(store.getState(), formId)?.values.images as
        number[] | undefined;
      setFields({ images: union(saved ?? baseline.images, [id]) });
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
