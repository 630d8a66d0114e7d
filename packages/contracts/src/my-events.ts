import { z } from 'zod';
import { EventCard } from './events';
import { PlanCard } from './plans';
import { RsvpStatus } from './rsvps';

/** Lists on the member's own pages are capped rather than paged. */
export const MY_UPCOMING_MAX = 100;
export const MY_PAST_MAX = 50;

export const MyRsvpEvent = EventCard.extend({ myRsvp: RsvpStatus }).meta({ id: 'MyRsvpEvent' });
export type MyRsvpEvent = z.infer<typeof MyRsvpEvent>;

/**
 * `GET /api/me/rsvps` ("Upcoming Plans", /my-events): events I am going to or interested in
 * that have not ended, soonest first (cancelled ones included, so I learn about it); past
 * ones most recent first; and casual plans I created or joined that have not started yet.
 */
export const MyRsvpsResponse = z
  .object({
    upcoming: z.array(MyRsvpEvent),
    past: z.array(MyRsvpEvent),
    plans: z.array(PlanCard.extend({ joined: z.boolean() })),
  })
  .meta({ id: 'MyRsvpsResponse' });
export type MyRsvpsResponse = z.infer<typeof MyRsvpsResponse>;

/**
 * `GET /api/me/events` ("My Created Events", /dashboard): every event I created, drafts and
 * cancelled ones included (`status`), with their going and interested counts. Upcoming ones
 * soonest first, past ones most recent first.
 */
export const MyCreatedEventsResponse = z
  .object({ upcoming: z.array(EventCard), past: z.array(EventCard) })
  .meta({ id: 'MyCreatedEventsResponse' });
export type MyCreatedEventsResponse = z.infer<typeof MyCreatedEventsResponse>;

/**
 * `GET /api/me/calendar-feed` and `POST /api/me/calendar-feed/reset`: the member's private
 * feed of the events they go to. `webcalUrl` opens the subscribe dialog of calendar apps.
 */
export const CalendarFeedResponse = z
  .object({ url: z.string(), webcalUrl: z.string() })
  .meta({ id: 'CalendarFeedResponse' });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;
