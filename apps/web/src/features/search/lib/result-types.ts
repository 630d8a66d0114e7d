import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchResultType } from '@lineup/contracts';

export const RESULT_TYPE_LABELS: Record<SearchResultType, MessageDescriptor> = {
  event: msg({ message: 'Event', comment: 'Kind of search result' }),
  venue: msg({ message: 'Venue', comment: 'Kind of search result' }),
  casual_plan: msg`Casual plan`,
};

/** docs/product.md §3's three result types, as the search page groups them. */
export const RESULT_GROUPS: readonly { type: SearchResultType; title: MessageDescriptor }[] = [
  { type: 'event', title: msg`Events` },
  { type: 'venue', title: msg`Venues` },
  { type: 'casual_plan', title: msg`Casual plans` },
];
