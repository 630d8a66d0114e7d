import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { FallbackForm } from '@/components/ui/fallback-form';
import { cn } from '@/lib/cn';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { areasQueryOptions } from '../api/areas-query';
import { useAreaLocation } from '../area-location';

// The header is part of every first load; the picker's dialog, menu and list are not. They
// start loading when a pointer or focus reaches the button, and open once they are there.
const loadPicker = () => import('./area-picker');
const AreaPicker = lazy(() => loadPicker().then((module) => ({ default: module.AreaPicker })));

type AreaSelectorProps = { className?: string };

/** Where the button leads before the app runs: the home page's list of the areas. */
export const AREAS_LIST_ADDRESS = '/#areas';

/**
 * The header's area button (docs/product.md §2 "Area picker"): it names the selected area, or "All
 * Areas", and opens the picker — a dialog below 768 px, a dropdown from 768 px. Until the app
 * has started (docs/decisions/0035) it takes the visitor to the areas on the home page instead,
 * so a tap on a page that looks ready is never lost.
 */
export function AreaSelector({ className }: AreaSelectorProps) {
  const { label } = useAreaLocation();
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const mode = isDesktop ? 'dropdown' : 'dialog';

  const preload = () => {
    void loadPicker();
    void queryClient.prefetchQuery(areasQueryOptions());
  };

  const trigger = (
    <AreaTriggerButton
      type="submit"
      label={label}
      aria-haspopup={isDesktop ? 'menu' : 'dialog'}
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={preload}
      onClick={() => setRequested(true)}
    />
  );

  // `contents`: the form adds no box, so the button stays an item of the header's row.
  return (
    <FallbackForm action={AREAS_LIST_ADDRESS} className="contents">
      {requested ? (
        <Suspense
          fallback={
            <>
              {trigger}
              <PickerOnItsWay />
            </>
          }
        >
          <AreaPicker mode={mode} trigger={trigger} />
        </Suspense>
      ) : (
        trigger
      )}
    </FallbackForm>
  );
}

type AreaTriggerButtonProps = ComponentProps<'button'> & { label: string };

export function AreaTriggerButton({ label, className, ...props }: AreaTriggerButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={t`Area: ${label}`}
      className={cn(
        // Phones are tight: the name gets every pixel the header can spare.
        'inline-flex h-9 min-w-0 cursor-pointer items-center gap-0.5 rounded-full px-1.5 text-[13px] font-semibold ring-1 ring-current/15 transition-colors ring-inset hover:bg-current/8 max-sm:ml-0 sm:gap-1.5 sm:px-3 sm:text-sm',
        className,
      )}
      {...props}
    >
      <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0 text-coral-500 sm:size-4" />
      <span className="truncate max-[359px]:sr-only">{label}</span>
      <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 opacity-60 max-sm:hidden" />
    </button>
  );
}

/**
 * What a tap shows while the picker's code is still on its way (a phone that just started the
 * app): the picker's place, saying it is coming, so the tap is answered at once.
 */
function PickerOnItsWay() {
  const { t } = useLingui();
  return (
    <div
      role="dialog"
      aria-label={t`Select Area`}
      aria-busy="true"
      className="fixed inset-x-4 top-20 z-50 mx-auto max-w-sm rounded-2xl bg-surface px-5 py-4 text-sm text-muted shadow-soft ring-1 ring-ocean-900/10"
    >
      {t`Loading the areas…`}
    </div>
  );
}
