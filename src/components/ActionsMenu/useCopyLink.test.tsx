import { act, renderHook } from '@testing-library/react';
import { useCopyLink } from './useCopyLink';

describe('useCopyLink', () => {
  // jsdom has no clipboard; a stub that accepts, unless a test says otherwise.
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: jest.fn(() => Promise.resolve()) },
    });
  });

  it('copies the absolute URL and confirms', async () => {
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const { result } = renderHook(() => useCopyLink());
    await act(() => result.current.copyLink('/agora/questions/12'));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/agora/questions/12`,
    );
    expect(result.current.copied).toBe(true);
  });

  it('goes back to unconfirmed after a moment', async () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useCopyLink());
      await act(() => result.current.copyLink('https://example.com/x'));
      expect(result.current.copied).toBe(true);
      act(() => jest.advanceTimersByTime(2500));
      expect(result.current.copied).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays unconfirmed when the clipboard refuses', async () => {
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new Error('denied'));
    const { result } = renderHook(() => useCopyLink());
    await act(() => result.current.copyLink('https://example.com/x'));
    expect(result.current.copied).toBe(false);
  });
});
