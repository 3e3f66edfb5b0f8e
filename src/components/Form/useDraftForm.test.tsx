import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook } from '@testing-library/react';
import { AgoraReduxContext } from '../../state/context';
import type { DraftsState } from '../../state/draftsSlice';
import { makeAgoraStore } from '../../state/store';
import { createTestExtra } from '../../testing/testApis';
import { useDraftForm } from './useDraftForm';

const baseline = { title: '', tags: [] as string[], images: [] as number[] };

function renderDraftForm(drafts: DraftsState) {
  const store = makeAgoraStore({
    extra: createTestExtra(),
    preloadedState: { drafts },
    storage: null,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store} context={AgoraReduxContext}>
      {children}
    </Provider>
  );
  return renderHook(() => useDraftForm('collection', baseline), { wrapper });
}

describe('useDraftForm', () => {
  it('uses stored values of their field’s kind and drops the others', () => {
    const { result } = renderDraftForm({
      // As another version may have stored it: a title of the wrong kind,
      // tags as text, and a field this form no longer has.
      collection: {
        values: { title: 5, tags: 'x', images: [3], gone: 'y' },
        savedAt: 1,
      },
    });
    expect(result.current.values).toEqual({ ...baseline, images: [3] });
  });

  it('shows what was typed over the baseline and is dirty until discarded', () => {
    const { result } = renderDraftForm({
      collection: { values: { title: 'Onboarding' }, savedAt: 1 },
    });
    expect(result.current.values.title).toBe('Onboarding');
    expect(result.current.dirty).toBe(true);
    act(() => result.current.setField('tags', ['go']));
    expect(result.current.values).toEqual({
      title: 'Onboarding',
      tags: ['go'],
      images: [],
    });
    act(() => result.current.discard());
    expect([result.current.values, result.current.dirty]).toEqual([
      baseline,
      false,
    ]);
  });
});
