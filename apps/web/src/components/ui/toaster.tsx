import { useLingui } from '@lingui/react/macro';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import InfoIcon from 'lucide-react/icons/info';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import XIcon from 'lucide-react/icons/x';
import { Toast } from 'radix-ui';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';
import {
  getToasts,
  subscribeToToasts,
  toast,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VISIBLE,
  TOAST_WIDTH_PX,
  type ToastItem,
  type ToastVariant,
} from './toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-ocean-900/10 bg-surface',
  success: 'border-ocean-900/10 bg-surface',
  info: 'border-ocean-900/10 bg-surface',
  warning: 'border-sand-300 bg-sand-50',
  destructive: 'border-coral-200 bg-coral-50',
};

const variantIcons: Record<ToastVariant, { icon: typeof InfoIcon; className: string } | null> = {
  default: null,
  success: { icon: CircleCheckIcon, className: 'text-ocean-600' },
  info: { icon: InfoIcon, className: 'text-ocean-500' },
  warning: { icon: TriangleAlertIcon, className: 'text-sand-700' },
  destructive: { icon: CircleAlertIcon, className: 'text-coral-700' },
};

function ToastCard({ item, hidden }: { item: ToastItem; hidden: boolean }) {
  const { t } = useLingui();
  const dismissible = item.dismissible !== false;
  const icon = variantIcons[item.variant];
  const Icon = icon?.icon;
  return (
    <Toast.Root
      // Kept on the page, closed, until the store removes it 2 seconds after it was dismissed.
      forceMount
      open={item.open}
      onOpenChange={(open) => {
        if (!open) toast.dismiss(item.id);
      }}
      duration={item.duration ?? TOAST_DURATION_MS}
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      onSwipeStart={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onEscapeKeyDown={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      data-toast=""
      data-variant={item.variant}
      hidden={hidden}
      // A modal dialog turns pointer events off on the body; toasts stay clickable above it.
      style={{ pointerEvents: 'auto' }}
      className={cn(
        'relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-11 text-ink shadow-lift',
        'data-[state=open]:animate-rise-in data-[state=closed]:invisible data-[state=closed]:absolute data-[state=closed]:opacity-0',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-0 data-[swipe=cancel]:transition-transform',
        variantClasses[item.variant],
      )}
    >
      {Icon ? (
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon.className)} />
      ) : null}
      <div className="grid min-w-0 flex-1 gap-1">
        <Toast.Title data-toast-title="" className="text-[0.9375rem] font-semibold">
          {item.title}
        </Toast.Title>
        {item.description ? (
          <Toast.Description className="text-sm text-muted">{item.description}</Toast.Description>
        ) : null}
        {item.action ? (
          <Toast.Action altText={item.action.label} asChild>
            <button
              type="button"
              onClick={item.action.onClick}
              className="mt-1.5 w-fit cursor-pointer rounded-full bg-ocean-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-ocean-800"
            >
              {item.action.label}
            </button>
          </Toast.Action>
        ) : null}
      </div>
      {dismissible ? (
        <Toast.Close
          aria-label={t`Close`}
          className="absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-sand-200 hover:text-ink"
        >
          <XIcon aria-hidden="true" className="size-4" />
        </Toast.Close>
      ) : null}
    </Toast.Root>
  );
}

/**
 * Where `toast()` appears: top-centre on phones, bottom-right from 768 px (docs/product.md §2,
 * §9). The newest is nearest the edge; three show at once and two more wait behind them. The
 * toasts sit above any dialog and stay clickable while one is open (Radix keeps a click on a
 * toast from closing the dialog).
 */
export function Toaster() {
  const { t } = useLingui();
  // Radix puts the keyboard shortcut in place of this placeholder.
  const hotkey = '{hotkey}';
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const items = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const open = items.filter((item) => item.open);

  return (
    <Toast.Provider
      label={t({ message: 'Notification', comment: 'Screen-reader name of a toast message' })}
      duration={TOAST_DURATION_MS}
      swipeDirection={isDesktop ? 'right' : 'up'}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {items.map((item) => (
        <ToastCard
          key={item.id}
          item={item}
          hidden={item.open && open.indexOf(item) >= TOAST_VISIBLE}
        />
      ))}
      <Toast.Viewport
        label={t`Notifications (${hotkey})`}
        style={
          {
            width: `min(${TOAST_WIDTH_PX}px, calc(100vw - 2rem))`,
            gap: TOAST_GAP_PX,
          } as CSSProperties
        }
        className={cn(
          'fixed z-[100] m-0 flex list-none flex-col p-0 outline-none',
          isDesktop
            ? 'right-6 bottom-6 flex-col-reverse'
            : 'top-[max(1rem,env(safe-area-inset-top))] left-1/2 -translate-x-1/2',
        )}
      />
    </Toast.Provider>
  );
}
