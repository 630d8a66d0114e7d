import { z } from 'zod';
import { NOTIFICATION_KINDS } from './constants';

// Notifications (docs/product.md §10): what a member is told, in the app, by e-mail and by web
// push, and their choice per kind and channel.

export const NotificationKind = z.enum(NOTIFICATION_KINDS).meta({ id: 'NotificationKind' });
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Notifications one page of `GET /api/notifications` holds. */
export const NOTIFICATIONS_PAGE_SIZE = 30;

export const Notification = z
  .object({
    id: z.uuid(),
    kind: NotificationKind,
    /** One line in the member's terms: "Sunset jam: now 18:00 instead of 17:00". */
    title: z.string(),
    /** More detail; may be empty. */
    body: z.string(),
    /** The page it is about: a path on this site. */
    link: z.string(),
    read: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications?cursor=`: newest first. */
export const NotificationsQuery = z.object({
  cursor: z.string().max(200).optional(),
});

export const NotificationsResponse = z
  .object({
    notifications: z.array(Notification),
    /** Pass as `cursor` for the next, older page; null at the end. */
    nextCursor: z.string().nullable(),
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'NotificationsResponse' });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/** `GET /api/notifications/unread-count`: what the bell shows. */
export const UnreadCountResponse = z
  .object({ unreadCount: z.number().int().min(0) })
  .meta({ id: 'UnreadCountResponse' });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

export const NotificationIdParam = z.object({
  id: z.uuid({ error: 'That is not a notification id.' }),
});

/** Whether each channel is on for one kind. */
export const NotificationChannels = z
  .object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() })
  .meta({ id: 'NotificationChannels' });
export type NotificationChannels = z.infer<typeof NotificationChannels>;

export const NotificationPreference = NotificationChannels.extend({
  kind: NotificationKind,
}).meta({ id: 'NotificationPreference' });
export type NotificationPreference = z.infer<typeof NotificationPreference>;

/** `GET` and `PUT /api/notifications/preferences`: every kind, in NOTIFICATION_KINDS order. */
export const NotificationPreferencesResponse = z
  .object({ preferences: z.array(NotificationPreference) })
  .meta({ id: 'NotificationPreferencesResponse' });
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

/** `PUT /api/notifications/preferences`: the kinds sent change, the others stay. */
export const UpdateNotificationPreferencesRequest = z
  .object({
    preferences: z
      .array(NotificationPreference)
      .min(1, { error: 'Send at least one preference.' })
      .max(NOTIFICATION_KINDS.length, { error: 'Send each kind once.' })
      .refine((list) => new Set(list.map((item) => item.kind)).size === list.length, {
        error: 'Send each kind once.',
      }),
  })
  .meta({ id: 'UpdateNotificationPreferencesRequest' });
export type UpdateNotificationPreferencesRequest = z.infer<
  typeof UpdateNotificationPreferencesRequest
>;

/** How each kind is named in the settings and in e-mails' unsubscribe lines. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  event_changed: {
    label: 'Event changes',
    hint: 'An event you are going to or interested in moves to another time or place.',
  },
  event_cancelled: {
    label: 'Cancellations',
    hint: 'An event you are going to or interested in is called off.',
  },
  event_reminder: {
    label: 'Reminders',
    hint: 'The evening before an event you are going to, and a few hours before it.',
  },
  waitlist_promoted: {
    label: 'Waitlist spots',
    hint: 'A spot opened and you moved from the waitlist to going.',
  },
  friend_request: { label: 'Friend requests', hint: 'Someone wants to connect with you.' },
  friend_accepted: { label: 'Accepted requests', hint: 'Someone accepted your friend request.' },
  plan_member: {
    label: 'People in your plans',
    hint: 'Someone joined or left a casual plan you made.',
  },
  plan_changed: {
    label: 'Plan changes',
    hint: 'A casual plan you joined changed or was called off.',
  },
  event_full: {
    label: 'Your event is full',
    hint: 'Every spot of an event you organise is taken.',
  },
  rsvp_summary: {
    label: 'Daily RSVP summary',
    hint: 'Once a day, the new RSVPs to events you organise, if there were any.',
  },
  friend_nearby: {
    label: 'Friends around',
    hint: 'A friend will be in the same area during one of your stays.',
  },
  crew_event: {
    label: 'New from crews you follow',
    hint: 'A crew you follow publishes a new event.',
  },
  host_invite: {
    label: 'Hosting invitations',
    hint: 'Someone invites you to co-host an event or to join their crew.',
  },
  announcement: {
    label: 'Announcements from hosts',
    hint: 'The hosts of an event you are going to, waiting for or interested in write to guests.',
  },
  rsvp_request: {
    label: 'Requests to join',
    hint: 'Someone asks to go to an event you host that needs approval.',
  },
  rsvp_answered: {
    label: 'Answers to your requests',
    hint: 'A host accepted or declined your request to go to an event.',
  },
  discussion: {
    label: 'New messages',
    hint: 'Messages in the discussion of an event you go to or host, or a plan you are in, gathered into one digest.',
  },
  report_handled: {
    label: 'Your reports',
    hint: 'A moderator looked at something you reported.',
  },
  moderation: {
    label: 'From moderators',
    hint: 'A moderator warned you or hid something you posted.',
  },
};

/**
 * The channels each kind starts with: changes, cancellations, reminders, waitlist spots and
 * organiser summaries reach every channel; the chattier kinds stay in the app unless a member
 * turns them on.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationKind, NotificationChannels> = {
  event_changed: { inApp: true, email: true, push: true },
  event_cancelled: { inApp: true, email: true, push: true },
  event_reminder: { inApp: true, email: true, push: true },
  waitlist_promoted: { inApp: true, email: true, push: true },
  friend_request: { inApp: true, email: true, push: true },
  friend_accepted: { inApp: true, email: false, push: true },
  plan_member: { inApp: true, email: false, push: true },
  plan_changed: { inApp: true, email: true, push: true },
  event_full: { inApp: true, email: true, push: true },
  rsvp_summary: { inApp: true, email: true, push: false },
  friend_nearby: { inApp: true, email: true, push: true },
  crew_event: { inApp: true, email: true, push: true },
  host_invite: { inApp: true, email: true, push: true },
  announcement: { inApp: true, email: true, push: true },
  rsvp_request: { inApp: true, email: true, push: false },
  rsvp_answered: { inApp: true, email: true, push: true },
  discussion: { inApp: true, email: true, push: true },
  report_handled: { inApp: true, email: true, push: false },
  moderation: { inApp: true, email: true, push: false },
};

/**
 * `GET /api/unsubscribe?token=`: what the one-click link in an e-mail would turn off: e-mails
 * of the mail's kind (of each kind a digest held). `POST` with the same token turns them off
 * (RFC 8058: mail apps post `List-Unsubscribe=One-Click`), without signing in.
 */
export const UnsubscribeQuery = z.object({
  token: z.string({ error: 'This unsubscribe link is incomplete.' }).min(1).max(500),
});

export const UnsubscribeResponse = z
  .object({
    kinds: z.array(NotificationKind),
    /** The kinds' labels, e.g. "Reminders" or "Event changes and Reminders". */
    label: z.string(),
    /** Whether e-mails of these kinds are off now. */
    unsubscribed: z.boolean(),
  })
  .meta({ id: 'UnsubscribeResponse' });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

export const notificationMessages = {
  notFound: 'This notification does not exist.',
  badUnsubscribeLink: 'This unsubscribe link is not valid. Change your e-mails in your settings.',
} as const;
