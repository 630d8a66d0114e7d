/**
 * One fill at a time per key: the first to `claim` a key does the work and hands its result to
 * `settle`; whoever asks meanwhile waits on `pending(key)` instead of doing it again. So an
 * expiry under load is one database read or one render, never a wave of identical ones.
 */
export function singleFlight<T>(options: { giveUpAfterMs?: number } = {}) {
  const inFlight = new Map<string, Promise<T | undefined>>();
  return {
    pending: (key: string): Promise<T | undefined> | undefined => inFlight.get(key),
    /**
     * Marks `key` as being filled; the returned function settles it (once; later calls do
     * nothing). After `giveUpAfterMs` it settles with undefined by itself: a fill that never
     * says it is done (a response nobody reads to the end) is not waited for.
     */
    claim(key: string): (value: T | undefined) => void {
      let resolve!: (value: T | undefined) => void;
      const promise = new Promise<T | undefined>((done) => (resolve = done));
      inFlight.set(key, promise);
      const timer =
        options.giveUpAfterMs === undefined
          ? undefined
          : setTimeout(() => settle(undefined), options.giveUpAfterMs);
      timer?.unref();
      function settle(value: T | undefined) {
        clearTimeout(timer);
        resolve(value);
        if (inFlight.get(key) === promise) inFlight.delete(key);
      }
      return settle;
    },
  };
}
