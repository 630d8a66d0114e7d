import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
// Sonner's rules as a stylesheet file; the build leaves out the <style> element it would write
// (the CSP refuses those, see csp-styles.ts).
import 'sonner/dist/styles.css';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, TOAST_WIDTH_PX } from './toast';
import { setToasterReady } from './toaster-gate';

/** Where `toast()` appears: top-centre on phones, bottom-right from 768 px (docs/product.md §2, §9). */
export function Toaster() {
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  // Sonner subscribes in its own effect, which runs before this one.
  useEffect(() => {
    setToasterReady(true);
    return () => setToasterReady(false);
  }, []);

  return (
    <Sonner
      position={isDesktop ? 'bottom-right' : 'top-center'}
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      gap={TOAST_GAP_PX}
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          toast: '!rounded-2xl !border-ocean-900/10 !bg-white !font-sans !text-ink !shadow-lift',
          title: '!text-[0.9375rem] !font-semibold',
          description: '!text-sm !text-muted',
          closeButton: '!border-ocean-900/10 !bg-white !text-muted hover:!text-ink',
          actionButton: '!rounded-full !bg-ocean-700 !font-semibold !text-white',
          success: '[&_[data-icon]]:!text-ocean-600',
          error: '!border-coral-200 !bg-coral-50 [&_[data-icon]]:!text-coral-700',
          warning: '[&_[data-icon]]:!text-sand-600',
          info: '[&_[data-icon]]:!text-ocean-500',
        },
      }}
    />
  );
}
