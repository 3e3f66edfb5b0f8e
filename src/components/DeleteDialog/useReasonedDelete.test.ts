import { act, renderHook } from '@testing-library/react';
import type { AgoraApiError } from '../../api/errors';
import { useReasonedDelete } from './useReasonedDelete';

function setup(remove: (reason: string | undefined) => Promise<boolean>) {
  const onDeleted = jest.fn();
  const hook = renderHook(() =>
    useReasonedDelete({ remove, failedMessage: 'Could not delete', onDeleted }),
  );
  act(() => hook.result.current.start());
  return { ...hook, onDeleted };
}

describe('useReasonedDelete', () => {
  it('sends the reason, closes and reports the delete on success', async () => {
    const remove = jest.fn(() => Promise.resolve(true));
    const { result, onDeleted } = setup(remove);
    expect(result.current.dialog.open).toBe(true);
    await act(() => result.current.dialog.onConfirm('spam'));
    expect(remove).toHaveBeenCalledWith('spam');
    expect(result.current.dialog.open).toBe(false);
    expect(result.current.dialog.error).toBeUndefined();
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('stays open with the message when the server answers false', async () => {
    const { result, onDeleted } = setup(() => Promise.resolve(false));
    await act(() => result.current.dialog.onConfirm(undefined));
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.dialog.error).toBe('Could not delete');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("adds the server's reasons when the call fails", async () => {
    const error: AgoraApiError = {
      kind: 'server-errors',
      message: 'Failed',
      errors: [{ message: 'Only moderators may delete this' }],
    };
    const { result, onDeleted } = setup(() => Promise.reject(error));
    await act(() => result.current.dialog.onConfirm(undefined));
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.dialog.error).toBe(
      'Could not delete: Only moderators may delete this',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('clears the error on cancel and on the next try', async () => {
    const remove = jest
      .fn<Promise<boolean>, [string | undefined]>()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(false);
    const { result } = setup(remove);
    await act(() => result.current.dialog.onConfirm(undefined));
    expect(result.current.dialog.error).toBe('Could not delete');
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.open).toBe(false);
    expect(result.current.dialog.error).toBeUndefined();

    let release: (ok: boolean) => void = () => {};
    remove.mockImplementationOnce(
      () => new Promise<boolean>(resolve => (release = resolve)),
    );
    act(() => result.current.start());
    await act(() => result.current.dialog.onConfirm(undefined));
    expect(result.current.dialog.error).toBe('Could not delete');
    let retry: Promise<void> = Promise.resolve();
    act(() => {
      retry = result.current.dialog.onConfirm(undefined);
    });
    // While the retry is in flight the old failure is gone.
    expect(result.current.dialog.error).toBeUndefined();
    await act(async () => {
      release(true);
      await retry;
    });
    expect(result.current.dialog.open).toBe(false);
  });
});
