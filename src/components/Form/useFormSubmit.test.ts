import type { FormEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useFormSubmit } from './useFormSubmit';

const event = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent;

describe('useFormSubmit', () => {
  it('saves once while a save is in flight, and again after it', async () => {
    let release: () => void = () => {};
    const save = jest.fn(
      () => new Promise<void>(resolve => (release = resolve)),
    );
    const { result } = renderHook(() =>
      useFormSubmit({ submitting: false, ready: () => true, save }),
    );
    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current(event());
      await result.current(event());
    });
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await first;
    });
    save.mockResolvedValueOnce(undefined);
    await act(() => result.current(event()));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does not save when not ready or while the page is submitting', async () => {
    const save = jest.fn(() => Promise.resolve());
    const notReady = renderHook(() =>
      useFormSubmit({ submitting: false, ready: () => false, save }),
    );
    await act(() => notReady.result.current(event()));
    const busy = renderHook(() =>
      useFormSubmit({ submitting: true, ready: () => true, save }),
    );
    await act(() => busy.result.current(event()));
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps a failed save to the page and prevents the browser submit', async () => {
    const save = jest.fn(() => Promise.reject(new Error('Failed')));
    const { result } = renderHook(() =>
      useFormSubmit({ submitting: false, ready: () => true, save }),
    );
    const submitted = event();
    await expect(act(() => result.current(submitted))).resolves.toBeUndefined();
    expect(submitted.preventDefault).toHaveBeenCalled();
    await act(() => result.current(event()));
    expect(save).toHaveBeenCalledTimes(2);
  });
});
