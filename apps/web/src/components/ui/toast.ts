import type { ReactNode } from 'react';
import type { toast as SonnerToast } from 'sonner';
import { isToasterReady, whenToasterReady } from './toaster-gate';

/** docs/product.md §9 toast constants. */
export const TOAST_LIMIT = 5;
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_DUPLICATE_WINDOW_MS = 2000;
/**
 * How long a dismissed toast lingers before it is removed. Sonner removes it when its exit
 * animation ends and does not expose the delay, so this records the spec's figure only.
 */
export const TOAST_REMOVE_DELAY_MS = 2000;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
/** Sonner's swipe threshold is fixed inside the library (45 px); it cannot be set to this. */
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

type Sonner = typeof SonnerToast;

/**
 * Sonner is imported on the first toast, not with this module: pages that merely can show a
 * toast (every form, the RSVP buttons on the home page) must not put it in the first load.
 * Calls made while it loads wait in a queue and run in order once it is there, so a toast
 * and the dismissal of an older one (the limit of 5) keep their order.
 */
let sonner: Sonner | undefined;
let waiting: ((loaded: Sonner) => void)[] | null = null;

function withSonner(call: (loaded: Sonner) => void) {
  if (sonner && isToasterReady()) return call(sonner);
  if (waiting) return void waiting.push(call);
  waiting = [call];
  void Promise.all([import('sonner'), whenToasterReady()]).then(([module]) => {
    const loaded = (sonner = module.toast);
    const calls = waiting ?? [];
    waiting = null;
    for (const queued of calls) queued(loaded);
  });
}

/** Dismisses at once; before Sonner has loaded only queued toasts exist, so it waits with them. */
function dismiss(id?: ToastId) {
  if (sonner) sonner.dismiss(id);
  else waiting?.push((loaded) => loaded.dismiss(id));
}

const showByVariant = (loaded: Sonner) =>
  ({
    default: loaded,
    destructive: loaded.error,
    success: loaded.success,
    warning: loaded.warning,
    info: loaded.info,
  }) satisfies Record<ToastVariant, (message: ReactNode, data?: object) => ToastId>;

let previous: { text: string; at: number } | null = null;
/** Toasts on screen, newest first; the oldest is dismissed when a sixth arrives. */
let shown: ToastId[] = [];
let counter = 0;

function forget(id: ToastId) {
  shown = shown.filter((shownId) => shownId !== id);
}

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

  const id = options.id ?? `toast-${++counter}`;
  const variant = options.variant ?? 'default';
  withSonner((loaded) => {
    showByVariant(loaded)[variant](options.title, {
      id,
      description: options.description,
      duration: options.duration,
      dismissible: options.dismissible,
      closeButton: options.dismissible !== false,
      action: options.action,
      onDismiss: () => forget(id),
      onAutoClose: () => forget(id),
    });
  });

  shown = [id, ...shown.filter((shownId) => shownId !== id)];
  while (shown.length > TOAST_LIMIT) {
    const oldest = shown.pop();
    // Sonner adds a toast on a timer of its own; dismissing on a later timer makes sure the
    // toast is there to dismiss, even when both were asked for in the same moment.
    if (oldest !== undefined) withSonner((loaded) => setTimeout(() => loaded.dismiss(oldest)));
  }
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
  /** Forgets the previous toast and the shown list, and clears the screen; for tests. */
  reset: () => {
    previous = null;
    shown = [];
    dismiss();
  },
});
