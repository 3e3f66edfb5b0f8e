/** At most `size` tasks at once; the rest wait in order. */
export function createLimiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the next waiter.
    if (running < size) running++;
    else await new Promise<void>(resolve => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
