/**
 * The toaster (Radix Toast and its styles) is only downloaded once something shows a toast:
 * the slot in the providers mounts it on the first request. Toasts wait in the store
 * (toast.ts) meanwhile, so none is lost.
 */
let requested = false;
const subscribers = new Set<() => void>();

export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToToasterRequest(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const subscriber of subscribers) subscriber();
}
