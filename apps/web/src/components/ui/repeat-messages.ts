import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  SERIES_INTERVAL_MAX,
  SERIES_SESSIONS_MAX,
  seriesMessages,
  WEEKDAYS,
} from '@lineup/contracts';
import { WEEKDAY_LABELS } from './repeat-words';

// The checks of a series' rule, in the page's language: the contracts write them in English, as
// the API answers them; the create forms say them here.

function repeatMessages(i18n: I18n): Record<string, MessageDescriptor> {
  const intervalMax = SERIES_INTERVAL_MAX;
  const sessionsMax = SERIES_SESSIONS_MAX;
  const messages: Record<string, MessageDescriptor> = {
    [seriesMessages.frequency]: msg`Choose weekly or monthly.`,
    [seriesMessages.interval]: msg`Repeat at most every ${intervalMax} weeks or months.`,
    [seriesMessages.count]: msg`Give between 2 and ${sessionsMax} sessions.`,
    [seriesMessages.until]: msg`Give the day of the last session, such as 2027-06-30.`,
    [seriesMessages.ends]: msg`Choose when the series ends: after a number of sessions or on a day.`,
    [seriesMessages.untilBeforeStart]: msg`The series must end on or after the day of its first session.`,
    [seriesMessages.tooMany]: msg`A series can have at most ${sessionsMax} sessions. End it earlier or choose fewer days.`,
    [seriesMessages.tooLong]: msg`A series can last at most a year. End it earlier.`,
    [seriesMessages.tooFew]: msg`That rule gives only one session. Choose a later end, or save a single event.`,
    'Choose days of the week.': msg`Choose days of the week.`,
    'Choose the date or the weekday.': msg`Choose the date or the weekday.`,
  };
  for (const day of WEEKDAYS) {
    const weekday = i18n._(WEEKDAY_LABELS[day]);
    messages[seriesMessages.firstDay(day)] =
      msg`The first session is on a ${weekday}: include ${weekday} in the days.`;
  }
  return messages;
}

/** A check of the "Repeats" rule, in the page's language; one not listed is shown as it is. */
export function repeatMessage(i18n: I18n, message: string): string {
  const known = repeatMessages(i18n)[message];
  return known ? i18n._(known) : message;
}
