/**
 * Runs one task per key at a time: callers that ask while it runs share its promise, so a page that
 * many visitors ask for at once is rendered once. `forget()` lets the next caller start afresh
 * (after a purge, a render that began before it must not be joined).
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, task: () => Promise<T>): Promise<T> {
      const current = running.get(key);
      if (current) return current;
      const started = Promise.resolve()
        .then(task)
        .finally(() => {
          if (running.get(key) === started) running.delete(key);
        });
      running.set(key, started);
      return started;
    },
    isRunning: (key: string) => running.has(key),
    forget: () => running.clear(),
  };
}
