/**
 * Sonner (about 9 KB) is only downloaded once something wants to show a toast. The slot in
 * the providers mounts the real toaster on the first request; toasts wait for it to be ready.
 */
let requested = false;
let ready = false;
let waiting: (() => void)[] = [];
const subscribers = new Set<() => void>();

export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToToasterRequest(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Resolves once a toaster is mounted and listening. */
export function whenToasterReady(): Promise<void> {
  if (ready) return Promise.resolve();
  if (!requested) {
    requested = true;
    for (const subscriber of subscribers) subscriber();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

export function isToasterReady(): boolean {
  return ready;
}

/** Called by the toaster once it listens, and with `false` when it unmounts. */
export function setToasterReady(value: boolean): void {
  ready = value;
  if (!value) return;
  const resolvers = waiting;
  waiting = [];
  for (const resolve of resolvers) resolve();
}
