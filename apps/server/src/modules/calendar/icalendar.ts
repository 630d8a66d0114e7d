import ical, { escape, ICalEventStatus } from 'ical-generator';

// Every iCalendar file Lineup writes (the one-event download and the member's feed) is made
// here, so every text value gets the same treatment (RFC 5545 §3.3.11 TEXT, §3.1 folding).
// ical-generator escapes the values of an event's properties and folds every line at 75
// octets, but writes the calendar's own NAME, X-WR-CALNAME and X-WR-CALDESC as given: an
// event title with a line break there started a new line, and so could add events to the
// calendar of everyone who imported the file. Those are escaped here.

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
  });
  for (const entry of options.entries) {
    calendar.createEvent({
      id: entry.uid,
      stamp: entry.updatedAt,
      lastModified: entry.updatedAt,
      sequence: entry.sequence,
      start: entry.start,
      end: entry.end,
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
