import type { SearchResultType } from '@lineup/contracts';

export const RESULT_TYPE_LABELS: Record<SearchResultType, string> = {
  event: 'Event',
  venue: 'Venue',
  casual_plan: 'Casual plan',
};

/** docs/product.md §3's three result types, as the search page groups them. */
export const RESULT_GROUPS: readonly { type: SearchResultType; title: string }[] = [
  { type: 'event', title: 'Events' },
  { type: 'venue', title: 'Venues' },
  { type: 'casual_plan', title: 'Casual plans' },
];
