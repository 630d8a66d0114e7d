import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventCategory } from '@lineup/contracts';

/** Each event category's name, in the page's language (`i18n._(CATEGORY_LABELS[category])`). */
export const CATEGORY_LABELS: Record<EventCategory, MessageDescriptor> = {
  surf: msg({ message: 'Surf', comment: 'An event category' }),
  music: msg({ message: 'Music', comment: 'An event category' }),
  party: msg({ message: 'Party', comment: 'An event category' }),
  'yoga-wellness': msg({ message: 'Yoga & wellness', comment: 'An event category' }),
  'food-drink': msg({ message: 'Food & drink', comment: 'An event category' }),
  market: msg({ message: 'Market', comment: 'An event category' }),
  sport: msg({ message: 'Sport', comment: 'An event category' }),
  community: msg({ message: 'Community', comment: 'An event category' }),
  workshop: msg({ message: 'Workshop', comment: 'An event category' }),
  'art-culture': msg({ message: 'Art & culture', comment: 'An event category' }),
  other: msg({ message: 'Other', comment: 'An event category' }),
};
