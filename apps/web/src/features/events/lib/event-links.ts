import type { EventDetail } from '@lineup/contracts';

/** Only web addresses become links: a stored `javascript:` or `data:` URL is shown as nothing. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** "Praia do Sul Surf Club, Rua do Mar 4, 2655-320 Ericeira". */
export function eventAddress(event: Pick<EventDetail, 'venue' | 'specificVenue' | 'area'>): string {
  const venue = event.venue;
  if (!venue) return [event.specificVenue, event.area.name].filter(Boolean).join(', ');
  const town = [venue.postalCode, venue.city].filter(Boolean).join(' ');
  return [venue.name, venue.street, town].filter(Boolean).join(', ');
}

/** The address under the place's name: "Rua do Mar 4, 2655-320 Ericeira". */
export function streetAddress(event: Pick<EventDetail, 'venue' | 'area'>): string {
  const venue = event.venue;
  if (!venue) return `${event.area.name}, ${event.area.country}`;
  const town = [venue.postalCode, venue.city].filter(Boolean).join(' ');
  return [venue.street, town].filter(Boolean).join(', ') || event.area.name;
}

/** The venue's own maps link, else a maps search for its address. */
export function mapsHref(event: Pick<EventDetail, 'venue' | 'specificVenue' | 'area'>): string {
  const own = safeHref(event.venue?.googleMaps);
  if (own) return own;
  const query = [eventAddress(event), event.area.country].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** `20260704T173000Z`: the instant form Google Calendar reads. */
function calendarInstant(at: string): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A prefilled "add to Google Calendar" page (docs/product.md "Calendar"); `details`, in the
 * page's language, carries the event page's address.
 */
export function googleCalendarHref(
  event: Pick<
    EventDetail,
    'title' | 'startDate' | 'endDate' | 'timeZone' | 'venue' | 'specificVenue' | 'area'
  >,
  details: string,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarInstant(event.startDate)}/${calendarInstant(event.endDate)}`,
    ctz: event.timeZone,
    details,
    location: eventAddress(event),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
