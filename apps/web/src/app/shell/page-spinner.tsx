import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';

/** Shown in the page area while a page's code loads (docs/product.md §2 "'Loading...' spinner"). */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 text-ocean-600">
      <Spinner size="lg" showLabel layout="stacked" label={t`Loading...`} />
    </div>
  );
}

/** While the next page's code loads, the current page stays and this shows over it. */
export function NavigationSpinner() {
  const { t } = useLingui();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-18 z-50 flex animate-[fade-in_200ms_ease-out_150ms_both] justify-center px-4">
      <div className="rounded-full bg-surface px-4 py-2 text-ocean-700 shadow-lift ring-1 ring-ocean-900/10">
        <Spinner size="sm" showLabel label={t`Loading...`} />
      </div>
    </div>
  );
}
