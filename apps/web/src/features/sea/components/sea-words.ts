import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WindSide } from '@lineup/contracts';
import { intlLocale } from '@/lib/i18n-locale';

// The sea's readings in the page's language: the panel on an event's or a plan's page and the
// "Clean swell" badge read the same figures and say them the same way.

/** "1.3 m": Intl writes the unit as the language does. */
export function metres(i18n: I18n, value: number): string {
  return new Intl.NumberFormat(intlLocale(i18n.locale), {
    style: 'unit',
    unit: 'meter',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** "12 km/h". */
export function kilometresPerHour(i18n: I18n, value: number): string {
  return new Intl.NumberFormat(intlLocale(i18n.locale), {
    style: 'unit',
    unit: 'kilometer-per-hour',
    maximumFractionDigits: 0,
  }).format(value);
}

/** A whole number as the language writes it, for a unit Intl words otherwise ("11 secs"). */
const whole = (i18n: I18n, value: number) =>
  new Intl.NumberFormat(intlLocale(i18n.locale), { maximumFractionDigits: 0 }).format(value);

/** A swell's period: "11 s". */
export function seconds(i18n: I18n, value: number): string {
  const period = whole(i18n, value);
  return i18n._({
    ...msg({ message: '{period} s', comment: 'A swell period in seconds' }),
    values: { period },
  });
}

/** The sea's temperature: "18 °C". */
export function degreesCelsius(i18n: I18n, value: number): string {
  const temperature = whole(i18n, value);
  return i18n._({
    ...msg({ message: '{temperature} °C', comment: 'Sea temperature' }),
    values: { temperature },
  });
}

/** The wind against the way the beach faces, as its reading says it. */
export const WIND_SIDE: Record<WindSide, MessageDescriptor> = {
  offshore: msg({ message: 'offshore', comment: 'Wind blowing from the land out to sea' }),
  'cross-shore': msg({ message: 'cross-shore', comment: 'Wind blowing along the beach' }),
  onshore: msg({ message: 'onshore', comment: 'Wind blowing from the sea onto the land' }),
};

/** The same in a morning's line: "offshore wind". */
export const WIND_SIDE_WIND: Record<WindSide, MessageDescriptor> = {
  offshore: msg`offshore wind`,
  'cross-shore': msg`cross-shore wind`,
  onshore: msg`onshore wind`,
};
