import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventCategory } from '@lineup/contracts';

/** The categories' names as the search filters offer them (`EVENT_CATEGORY_LABELS`, translated). */
export const CATEGORY_LABELS: Record<EventCategory, MessageDescriptor> = {
  surf: msg({ message: 'Surf', comment: 'Event category' }),
  music: msg({ message: 'Music', comment: 'Event category' }),
  party: msg({ message: 'Party', comment: 'Event category' }),
  'yoga-wellness': msg({ message: 'Yoga & wellness', comment: 'Event category' }),
  'food-drink': msg({ message: 'Food & drink', comment: 'Event category' }),
  market: msg({ message: 'Market', comment: 'Event category' }),
  sport: msg({ message: 'Sport', comment: 'Event category' }),
  community: msg({ message: 'Community', comment: 'Event category' }),
  workshop: msg({ message: 'Workshop', comment: 'Event category' }),
  'art-culture': msg({ message: 'Art & culture', comment: 'Event category' }),
  other: msg({ message: 'Other', comment: 'Event category' }),
};
