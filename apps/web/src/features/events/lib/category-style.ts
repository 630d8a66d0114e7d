import type { MessageDescriptor } from '@lingui/core';
import type { EventCategory } from '@lineup/contracts';
import { CATEGORY_LABELS } from '@/lib/category-labels';

export type CategoryStyle = {
  /** Its name: `i18n._(label)`. */
  label: MessageDescriptor;
  /** Background of an event without a cover image. */
  art: string;
  /** A small tag with the category's colour. */
  chip: string;
};

// Events without a cover image get their category's colour and icon (CategoryIcon), so a list of them still
// reads at a glance; the palette stays within Lineup's sea, sand and sunset.
const styles: Record<EventCategory, Omit<CategoryStyle, 'label'>> = {
  surf: {
    art: 'from-ocean-400 to-ocean-700 text-ocean-50',
    chip: 'bg-ocean-100 text-ocean-800',
  },
  music: {
    art: 'from-violet-400 to-indigo-700 text-violet-50',
    chip: 'bg-violet-100 text-violet-800',
  },
  party: {
    art: 'from-coral-400 to-fuchsia-700 text-coral-50',
    chip: 'bg-fuchsia-100 text-fuchsia-800',
  },
  'yoga-wellness': {
    art: 'from-emerald-300 to-teal-600 text-emerald-50',
    chip: 'bg-emerald-100 text-emerald-800',
  },
  'food-drink': {
    art: 'from-sand-400 to-coral-600 text-sand-50',
    chip: 'bg-sand-200 text-sand-900',
  },
  market: {
    art: 'from-amber-300 to-sand-600 text-amber-50',
    chip: 'bg-amber-100 text-amber-900',
  },
  sport: {
    art: 'from-sky-400 to-blue-700 text-sky-50',
    chip: 'bg-sky-100 text-sky-800',
  },
  community: {
    art: 'from-coral-300 to-coral-600 text-coral-50',
    chip: 'bg-coral-100 text-coral-800',
  },
  workshop: {
    art: 'from-stone-400 to-stone-700 text-stone-50',
    chip: 'bg-stone-200 text-stone-800',
  },
  'art-culture': {
    art: 'from-rose-300 to-purple-700 text-rose-50',
    chip: 'bg-rose-100 text-rose-800',
  },
  other: {
    art: 'from-ocean-300 to-sand-500 text-white',
    chip: 'bg-sand-100 text-sand-900',
  },
};

export function categoryStyle(category: EventCategory): CategoryStyle {
  return { label: CATEGORY_LABELS[category], ...styles[category] };
}
