import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DayLight } from '@lineup/contracts';
import SunriseIcon from 'lucide-react/icons/sunrise';
import SunsetIcon from 'lucide-react/icons/sunset';
import type { LucideIcon } from 'lucide-react';

export type LightStyle = {
  /** The mark as docs/product.md §13 "The day's light" words it: `i18n._(label)`. */
  label: MessageDescriptor;
  icon: LucideIcon;
  badge: 'default' | 'accent';
};

const styles: Record<DayLight, LightStyle> = {
  dawn: {
    label: msg({ message: 'Dawn', comment: 'The event starts in the hour before sunrise' }),
    icon: SunriseIcon,
    badge: 'default',
  },
  'golden-hour': {
    label: msg({ message: 'Golden hour', comment: 'The event starts in the hour before sunset' }),
    icon: SunsetIcon,
    badge: 'accent',
  },
};

/** How a card, the event page and Discover's filter show a light. */
export const lightStyle = (light: DayLight): LightStyle => styles[light];

/** Every light, in the order of the day (the record above must name each one). */
export const DAY_LIGHTS = Object.keys(styles) as DayLight[];
