import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms. Requests that follow
 * typing (list search, pickers, similar questions, tag suggestions, AI
 * drafts) use it, so they are sent once per pause rather than per key.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
