import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms, so typing sends one
 * request for the finished word instead of one per keystroke.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
