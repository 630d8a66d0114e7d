import { instantToLocal, recurringLocalToInstant } from '@lineup/db/zoned-time';
import ical, {
  escape,
  ICalEventStatus,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

// Every iCalendar file Lineup writes (the event and series downloads, the member's feed and the
// place feeds) is made here, so every text value gets the same treatment (RFC 5545 §3.3.11 TEXT, §3.1 folding).
// ical-generator escapes the values of an event's properties and folds every line at 75
// octets, but writes the calendar's own NAME, X-WR-CALNAME and X-WR-CALDESC as given: an
// event title with a line break there started a new line, and so could add events to the
// calendar of everyone who imported the file. Those are escaped here.
//
// A recurring event is one repeating entry (RRULE, EXDATE) plus an entry per session changed
// on its own (RECURRENCE-ID, same UID), RFC 5545 §3.8.5. Its times are written on the clocks of
// the area's zone (TZID) with that zone's VTIMEZONE in the file, so the Tuesday 07:00 class
// stays at 07:00 across DST changes; in UTC the rule would drift by an hour at each change.

/** One event in a calendar. Text values are plain text, as members typed them. */
export type CalendarEntry = {
  /** Stable across downloads and the feed, so a calendar that has both shows the event once. */
  uid: string;
  /** The last change: the file of an unchanged event is always the same. */
  updatedAt: Date;
  /** Revision of the time, place or status; calendar apps keep the highest one. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  cancelled: boolean;
  /** Part of a recurring event; without it, one event with its times in UTC. */
  recurrence?: Recurrence;
};

/**
 * How an entry belongs to a recurring event. Both kinds write their times on the clocks of
 * `timeZone`. Wall-clock times are `2027-06-01T07:00`, the form the series' rule gives.
 */
export type Recurrence =
  | {
      /** The repeating entry: `start`/`end` are its first occurrence. */
      kind: 'master';
      timeZone: string;
      /** An RRULE value, read with DTSTART in `timeZone`. */
      rule: string;
      /** Occurrences the rule gives that do not happen (EXDATE). */
      exceptLocal: string[];
    }
  | {
      /** One occurrence changed on its own; shares the master's UID. */
      kind: 'override';
      timeZone: string;
      /** The start the rule gave the occurrence it replaces (RECURRENCE-ID). */
      occurrenceLocal: string;
    };

// C0 controls but tab and line feed, DEL and C1 controls: not allowed in a TEXT value.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text as a TEXT value may hold it: any line break as one `\n` (which escaping writes as the
 * two characters `\n`), other control characters dropped.
 */
export function calendarText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '');
}

/** A TEXT value that ical-generator writes as given: cleaned and escaped here. */
const escapedText = (value: string) => escape(calendarText(value), false);

let knownZones: Set<string> | undefined;

/** Whether a VTIMEZONE can be written for `timeZone` (IANA names; not fixed offsets). */
function hasVtimezone(timeZone: string): boolean {
  knownZones ??= new Set(tzlib_get_timezones(false));
  return knownZones.has(timeZone);
}

/**
 * The VTIMEZONE of `timeZone`, named as the entries name it: the library gives linked zones
 * under their target's name (Europe/Amsterdam as Europe/Brussels), which would leave the
 * entries' TZID without a definition.
 */
function vtimezoneOf(timeZone: string): string | null {
  if (!hasVtimezone(timeZone)) return null;
  const block = tzlib_get_ical_block(timeZone, false);
  const text = Array.isArray(block) ? block[0] : block;
  if (!text) return null;
  return text
    .replace(/^TZID:.*$/m, `TZID:${timeZone}`)
    .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${timeZone}`);
}

/** `20270601T070000`: a wall-clock time as a DATE-TIME value read with a TZID. */
const localValue = (local: string) => `${local.replace(/[-:]/g, '')}00`;

/** `20270601T060000Z`. */
const utcValue = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * `local` on the clocks of `timeZone` in the Temporal shape ical-generator formats as a
 * TZID time. Given a Date it would use the clocks of the server process instead; the zone
 * arithmetic stays in `@lineup/db/zoned-time`, the one place for it.
 */
function zonedTime(local: string, timeZone: string): ICalTemporalZonedDateTimeStub {
  const [year, month, day, hour, minute] = local.split(/[-T:]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const text = `${local}:00`;
  const instant = recurringLocalToInstant(local, timeZone);
  const inZone = (zone: string) => zonedTime(instantToLocal(instant, zone), zone);
  const plain: ICalTemporalPlainDateTimeStub = {
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
    toPlainDate: () => ({
      year,
      month,
      day,
      toJSON: () => text.slice(0, 10),
      toString: () => text.slice(0, 10),
    }),
    toZonedDateTime: (zone) => zonedTime(local, zone),
    toJSON: () => text,
    toString: () => text,
  };
  return {
    ...plain,
    timeZoneId: timeZone,
    toPlainDateTime: () => plain,
    withTimeZone: inZone,
    toInstant: () => ({
      epochMilliseconds: instant.getTime(),
      toZonedDateTimeISO: inZone,
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
    }),
    toJSON: () => `${text}[${timeZone}]`,
    toString: () => `${text}[${timeZone}]`,
  };
}

/**
 * The time properties of an entry for ical-generator. A recurring event's times in a zone the
 * VTIMEZONE library does not know (a fixed offset such as +05:30, which has no DST to follow)
 * are written in UTC, where its rule gives the same instants.
 */
function timesOf(entry: CalendarEntry) {
  const recurrence = entry.recurrence;
  if (!recurrence) return { start: entry.start, end: entry.end };
  const { timeZone } = recurrence;
  // ical-generator writes a zone named UTC in UTC, which is what it is.
  const zoned = timeZone !== 'UTC' && hasVtimezone(timeZone);
  // An instant in the second pass of an hour the clocks repeat reads as the first pass in
  // TZID form: a session moved alone into that one hour a year would show an hour early.
  const time = (instant: Date) =>
    zoned ? zonedTime(instantToLocal(instant, timeZone), timeZone) : instant;
  const times = {
    timezone: zoned ? timeZone : null,
    start: time(entry.start),
    end: time(entry.end),
  };
  if (recurrence.kind === 'override') {
    const { occurrenceLocal } = recurrence;
    return {
      ...times,
      recurrenceId: zoned
        ? zonedTime(occurrenceLocal, timeZone)
        : recurringLocalToInstant(occurrenceLocal, timeZone),
    };
  }
  const lines = [`RRULE:${recurrence.rule}`];
  if (recurrence.exceptLocal.length > 0) {
    const values = recurrence.exceptLocal.map((local) =>
      zoned ? localValue(local) : utcValue(recurringLocalToInstant(local, timeZone)),
    );
    lines.push(`EXDATE${zoned ? `;TZID=${timeZone}` : ''}:${values.join(',')}`);
  }
  // Given as text, ical-generator writes these lines as they are (and folds them).
  return { ...times, repeating: lines.join('\r\n') };
}

export function writeCalendar(options: {
  name: string;
  description?: string;
  /** How often calendar apps should fetch a subscribed feed again. */
  refreshSeconds?: number;
  entries: CalendarEntry[];
}): string {
  const calendar = ical({
    prodId: { company: 'Lineup', product: 'Lineup', language: 'EN' },
    name: escapedText(options.name),
    ...(options.description === undefined ? {} : { description: escapedText(options.description) }),
    ...(options.refreshSeconds === undefined ? {} : { ttl: options.refreshSeconds }),
    // No zone of the calendar's own (times stay in UTC unless an entry has a zone); a
    // VTIMEZONE is written for each zone an entry uses.
    timezone: { name: null, generator: vtimezoneOf },
  });
  for (const entry of options.entries) {
    calendar.createEvent({
      id: entry.uid,
      stamp: entry.updatedAt,
      lastModified: entry.updatedAt,
      sequence: entry.sequence,
      ...timesOf(entry),
      summary: calendarText(entry.summary),
      description: calendarText(entry.description),
      location: calendarText(entry.location),
      url: entry.url,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 §3.4 ends the object with a line break too; ical-generator leaves it out.
  return `${calendar.toString()}\r\n`;
}
