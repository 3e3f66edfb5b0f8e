import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms. Requests that
 * follow typing (similar questions, tag suggestions, AI drafts) use it so
 * they are sent once per pause rather than once per key.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
