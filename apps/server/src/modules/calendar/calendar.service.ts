import type { EventDetail } from '@lineup/contracts';
import type { EventRow, VenueAreaRow, VenueRow } from '@lineup/db/schema';
import { eventPath } from '../events';
import { writeCalendar, type CalendarEntry } from './icalendar';

/** Where an event happens, as one line for a calendar entry or a map search. */
export function eventLocationLine(event: {
  venue: Pick<NonNullable<EventDetail['venue']>, 'name' | 'street' | 'postalCode' | 'city'> | null;
  specificVenue: string | null;
  destination: string | null;
  area: { name: string };
}): string {
  const venue = event.venue;
  if (venue) {
    const place = [venue.postalCode, venue.city].filter(Boolean).join(' ');
    return [venue.name, venue.street, place].filter(Boolean).join(', ');
  }
  return [event.specificVenue, event.destination ?? event.area.name].filter(Boolean).join(', ');
}

/**
 * The event as an iCalendar file (RFC 5545): times in UTC so every calendar app places them
 * right, the page's address as URL, and STATUS:CANCELLED once it is called off. SEQUENCE goes
 * up with each change of time or place and the cancellation, so a calendar that imported it
 * before replaces its copy instead of adding a second one (RFC 5546 §2.1.4).
 */
export function buildEventCalendar(options: {
  event: EventDetail & { startsAt: Date; endsAt: Date; updatedAt: Date; sequence: number };
  /** The site's origin, e.g. https://lineup.example. */
  origin: string;
}): string {
  const { event, origin } = options;
  const url = new URL(event.path, origin).toString();
  return writeCalendar({
    name: event.title,
    entries: [
      {
        uid: `${event.id}@lineup`,
        updatedAt: event.updatedAt,
        sequence: event.sequence,
        start: event.startsAt,
        end: event.endsAt,
        summary: event.title,
        description: [event.description, url].filter(Boolean).join('\n\n'),
        location: eventLocationLine(event),
        url,
        cancelled: event.status === 'cancelled',
      },
    ],
  });
}

/** An event as it is stored, with its area and venue: what feeds read. */
export type StoredEvent = { event: EventRow; area: VenueAreaRow; venue: VenueRow | null };

/**
 * A stored event as a calendar entry. The UID is the one of its `.ics` download, so a calendar
 * that has it from several places (the download, a member's feed, an area's feed) shows it once.
 */
export function calendarEntryOf(
  { event, area, venue }: StoredEvent,
  origin: string,
): CalendarEntry {
  const url = new URL(eventPath(event), origin).toString();
  return {
    uid: `${event.id}@lineup`,
    updatedAt: event.updatedAt,
    sequence: event.sequence,
    start: event.startDate,
    end: event.endDate,
    summary: event.title,
    description: [event.description, url].filter(Boolean).join('\n\n'),
    location: eventLocationLine({
      venue,
      specificVenue: event.specificVenue,
      destination: event.destination,
      area,
    }),
    url,
    cancelled: event.status === 'cancelled',
  };
}
