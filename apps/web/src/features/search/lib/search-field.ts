import { msg } from '@lingui/core/macro';
import { cn } from '@/lib/cn';

// Everything here is part of the header, so of every first load: keep it this small.

export const SEARCH_PLACEHOLDER = msg`Search events, venues, plans`;

/** The search field's look; shared by the header's stand-in and the real box. */
export function searchFieldClasses(appearance: 'header' | 'sheet'): string {
  return cn(
    'w-full rounded-full border border-ocean-900/15 bg-surface pr-3 pl-9 text-sm text-ink placeholder:text-muted/80 focus-visible:border-ocean-500 focus-visible:ring-4 focus-visible:ring-ocean-200/70 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden',
    appearance === 'header' ? 'h-9' : 'h-12 text-base',
  );
}

/** `/search?q=…`: where Enter in the header's search box leads. */
export function searchPageHref(term: string): string {
  const q = term.trim();
  return q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search';
}
