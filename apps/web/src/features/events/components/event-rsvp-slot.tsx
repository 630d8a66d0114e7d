import type { EventCard as EventCardData, EventDetail } from '@lineup/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What fills the RSVP places of the event page and of the cards. A feature never imports a
 * sibling, so the app composes the RSVP feature in (`app/event-rsvp-wiring.tsx`) through this
 * context; without a provider both places stay empty.
 */
export type EventRsvpRenderers = {
  page?: (event: EventDetail) => ReactNode;
  card?: (event: EventCardData) => ReactNode;
  /** "Going to every session" of a recurring event (`event.series` is set). */
  series?: (event: EventDetail) => ReactNode;
};

const EventRsvpContext = createContext<EventRsvpRenderers>({});

export const EventRsvpProvider = EventRsvpContext.Provider;

/** On the event page, under the title: going / interested, and the organiser's tools. */
export function EventRsvpSlot({ event }: { event: EventDetail }) {
  return useContext(EventRsvpContext).page?.(event) ?? null;
}

/** At the foot of a card: the compact going / interested buttons. */
export function EventCardRsvpSlot({ event }: { event: EventCardData }) {
  return useContext(EventRsvpContext).card?.(event) ?? null;
}

/** In the event page's sessions list: going to every session of the series, or leaving them. */
export function EventSeriesRsvpSlot({ event }: { event: EventDetail }) {
  return useContext(EventRsvpContext).series?.(event) ?? null;
}
