import { requestToaster } from './toaster-gate';

/** docs/product.md §9 toast constants. */
export const TOAST_LIMIT = 5;
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_DUPLICATE_WINDOW_MS = 2000;
/** A dismissed toast leaves the screen at once and the page 2 seconds later (docs/product.md §4). */
export const TOAST_REMOVE_DELAY_MS = 2000;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 20;

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning' | 'info';
export type ToastId = string | number;

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; `Infinity` keeps it until dismissed. Default 4000. */
  duration?: number;
  /** `false` hides the close button and turns off swipe-to-dismiss. */
  dismissible?: boolean;
  action?: { label: string; onClick: () => void };
  /** Replaces the toast with this id instead of adding one. */
  id?: ToastId;
};

export type ToastItem = Omit<ToastOptions, 'id'> & {
  id: ToastId;
  variant: ToastVariant;
  /** False once dismissed: it is on its way out and removed `TOAST_REMOVE_DELAY_MS` later. */
  open: boolean;
};

// The toasts live here, outside React, so any code can raise one; the toaster (loaded with the
// first toast, see toaster-slot.tsx) renders this list.
let items: ToastItem[] = [];
const subscribers = new Set<() => void>();
const removals = new Map<ToastId, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  items = next;
  for (const subscriber of subscribers) subscriber();
}

export function subscribeToToasts(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Every toast on the page, newest first: the open ones and those leaving. */
export function getToasts(): readonly ToastItem[] {
  return items;
}

function scheduleRemoval(id: ToastId) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      publish(items.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Dismisses one toast, or all of them. */
function dismiss(id?: ToastId) {
  const leaving = items.filter((item) => item.open && (id === undefined || item.id === id));
  if (leaving.length === 0) return;
  publish(items.map((item) => (leaving.includes(item) ? { ...item, open: false } : item)));
  for (const item of leaving) scheduleRemoval(item.id);
}

let previous: { text: string; at: number } | null = null;
let counter = 0;

/**
 * Shows a toast, following docs/product.md §4: a toast with the same text as the previous one within
 * 2 seconds is not shown again (returns `null`), and at most 5 are kept, newest first.
 */
function show(options: ToastOptions): ToastId | null {
  const text = options.description ? `${options.title}\n${options.description}` : options.title;
  const now = Date.now();
  if (previous && previous.text === text && now - previous.at < TOAST_DUPLICATE_WINDOW_MS) {
    return null;
  }
  previous = { text, at: now };
  requestToaster();

  const id = options.id ?? `toast-${++counter}`;
  const item: ToastItem = { ...options, id, variant: options.variant ?? 'default', open: true };
  const pending = removals.get(id);
  if (pending) {
    clearTimeout(pending);
    removals.delete(id);
  }
  publish([item, ...items.filter((other) => other.id !== id)]);
  const overLimit = items.filter((other) => other.open).slice(TOAST_LIMIT);
  for (const oldest of overLimit) dismiss(oldest.id);
  return id;
}

type Shorthand = (title: string, description?: string) => ToastId | null;
const shorthand =
  (variant: ToastVariant): Shorthand =>
  (title, description) =>
    show({ title, description, variant });

/** `toast({ title, description, variant })`, or `toast.success(title, description)` and friends. */
export const toast = Object.assign(show, {
  success: shorthand('success'),
  destructive: shorthand('destructive'),
  warning: shorthand('warning'),
  info: shorthand('info'),
  dismiss,
  /** Forgets the previous toast and clears the page at once; for tests. */
  reset: () => {
    previous = null;
    for (const timer of removals.values()) clearTimeout(timer);
    removals.clear();
    publish([]);
  },
});
