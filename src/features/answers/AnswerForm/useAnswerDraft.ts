import { useCallback } from 'react';
import {
  useAgoraDispatch,
  useAgoraSelector,
  useAgoraStore,
} from '../../../state/context';
import {
  draftDiscarded,
  draftSaved,
  selectDraft,
} from '../../../state/draftsSlice';

/**
 * The answer being written for question `postId`, kept in the drafts slice
 * so it survives a failed submit and navigating away and back.
 */
export function useAnswerDraft(postId: number) {
  const formId = `answer:${postId}`;
  const dispatch = useAgoraDispatch();
  const store = useAgoraStore();
  const values = useAgoraSelector(state => selectDraft(state, formId))?.values;
  const content = typeof values?.content === 'string' ? values.content : '';
  const anonymous = values?.anonymous === true;
  const images = Array.isArray(values?.images)
    ? (values.images as number[])
    : [];

  const setContent = useCallback(
    (next: string) =>
      dispatch(draftSaved({ formId, values: { content: next } })),
    [dispatch, formId],
  );
  const setAnonymous = useCallback(
    (next: boolean) =>
      dispatch(draftSaved({ formId, values: { anonymous: next } })),
    [dispatch, formId],
  );
  // Read from the store, not the render: several uploads may finish at once.
  const addImage = useCallback(
    (id: number) => {
      const saved = selectDraft(store.getState(), formId)?.values.images;
      const ids = Array.isArray(saved) ? (saved as number[]) : [];
      dispatch(draftSaved({ formId, values: { images: [...ids, id] } }));
    },
    [dispatch, store, formId],
  );
  const discard = useCallback(
    () => dispatch(draftDiscarded(formId)),
    [dispatch, formId],
  );

  return {
    content,
    anonymous,
    images,
    setContent,
    setAnonymous,
    addImage,
    discard,
  };
}
