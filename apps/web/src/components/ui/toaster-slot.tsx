import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from './toaster-gate';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Where toasts appear; the toaster itself loads with the first toast. */
export function ToasterSlot() {
  const requested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
