import { z } from 'zod';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_SCHEDULE_MAX_DAYS,
  ANNOUNCEMENTS_PER_EVENT_PER_DAY,
} from './constants';
import { MemberSummary } from './events';

// Announcements (docs/product.md §14): a host's short message to an event's guests by their
// RSVP, now or at a chosen time, in the app, by e-mail and push, and on the event's page.

export const AnnouncementAudience = z
  .enum(ANNOUNCEMENT_AUDIENCES, { error: 'Choose who hears it: going, waitlist or interested.' })
  .meta({ id: 'AnnouncementAudience' });
export type AnnouncementAudience = z.infer<typeof AnnouncementAudience>;

/** `POST /api/events/:id/announcements`. */
export const CreateAnnouncementRequest = z
  .object({
    body: z
      .string({ error: 'Write the announcement.' })
      .trim()
      .min(1, { error: 'Write the announcement.' })
      .max(ANNOUNCEMENT_BODY_MAX, {
        error: `Keep the announcement under ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en')} characters.`,
      }),
    audiences: z
      .array(AnnouncementAudience, { error: 'Choose who hears it.' })
      .min(1, { error: 'Choose who hears it.' })
      .max(ANNOUNCEMENT_AUDIENCES.length)
      .transform((list) => [...new Set(list)]),
    /** When it goes out; now when left out. Within the next 30 days. */
    sendAt: z.iso
      .datetime({ offset: true, error: 'Choose when to send it, as a date and time.' })
      .optional(),
  })
  .meta({ id: 'CreateAnnouncementRequest' });
export type CreateAnnouncementRequest = z.input<typeof CreateAnnouncementRequest>;

export const Announcement = z
  .object({
    id: z.uuid(),
    body: z.string(),
    author: MemberSummary.nullable(),
    audiences: z.array(AnnouncementAudience),
    /** When it went out, or when it will (for hosts, while it waits). */
    sendAt: z.iso.datetime({ offset: true }),
    sent: z.boolean(),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof Announcement>;

/** `GET /api/events/:id/announcements`: newest first; hosts also see the ones still to go. */
export const AnnouncementsResponse = z
  .object({
    announcements: z.array(Announcement),
    /** The viewer turned this event's announcements off. */
    muted: z.boolean(),
  })
  .meta({ id: 'AnnouncementsResponse' });
export type AnnouncementsResponse = z.infer<typeof AnnouncementsResponse>;

export const AnnouncementParam = z.object({
  id: z.uuid({ error: 'That is not a valid event id.' }),
  announcementId: z.uuid({ error: 'That is not a valid announcement id.' }),
});

export const announcementMessages = {
  tooMany: `An event can send ${ANNOUNCEMENTS_PER_EVENT_PER_DAY} announcements a day. Try again tomorrow.`,
  sendAtPast: 'Choose a time in the future, or send it now.',
  sendAtFar: `Schedule it within the next ${ANNOUNCEMENT_SCHEDULE_MAX_DAYS} days.`,
  draft: 'Publish the event before writing to its guests.',
  guestsOnly: 'Announcements are for the event’s guests and hosts.',
  notFound: 'There is no such announcement waiting to be sent.',
} as const;
