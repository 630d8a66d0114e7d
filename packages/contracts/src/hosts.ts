import { z } from 'zod';
import { InvitationStatus } from './crews';
import { MemberSummary } from './events';
import { Username } from './profiles';

// Who hosts an event (docs/product.md §14 "Co-hosts"): its owner (the creator), the co-hosts
// the owner invited, and, for a crew's event, the crew's owners and hosts.

/** What the asking member may do with an event, strongest first. */
export const HOST_ROLES = ['owner', 'host', 'checkin'] as const;
export const HostRole = z.enum(HOST_ROLES).meta({ id: 'HostRole' });
export type HostRole = z.infer<typeof HostRole>;

/** The most co-hosts (accepted or invited) one event may have. */
export const EVENT_COHOSTS_MAX = 10;

export const EventHost = MemberSummary.extend({
  /** `owner` made the event; `cohost` was invited to it; `crew` hosts through the event's crew. */
  as: z.enum(['owner', 'cohost', 'crew']),
}).meta({ id: 'EventHost' });
export type EventHost = z.infer<typeof EventHost>;

/** `GET /api/events/:id/hosts`. */
export const EventHostsResponse = z
  .object({
    /** The hosts everyone sees on the event's page. */
    hosts: z.array(EventHost),
    /** Invitations still open, for the event's hosts only (empty for anyone else). */
    invited: z.array(MemberSummary.extend({ status: InvitationStatus })),
    /** What the asking member may do; null for a guest or visitor. */
    viewerRole: HostRole.nullable(),
    /** The asking member was invited to co-host and has not answered. */
    viewerInvited: z.boolean(),
  })
  .meta({ id: 'EventHostsResponse' });
export type EventHostsResponse = z.infer<typeof EventHostsResponse>;

/** `POST /api/events/:id/hosts`: the owner invites a member to co-host. */
export const InviteCohostRequest = z
  .object({ username: Username })
  .meta({ id: 'InviteCohostRequest' });
export type InviteCohostRequest = z.input<typeof InviteCohostRequest>;

export const EventHostParam = z.object({
  id: z.uuid({ error: 'That is not a valid event id.' }),
  userId: z.string().min(1).max(100),
});

export const hostMessages = {
  ownerOnly: 'Only the event’s owner can change who hosts it.',
  hostsOnly: 'Only the event’s hosts can do that.',
  noSuchMember: 'There is no member with that username.',
  self: 'You already host this event.',
  already: 'They already host this event or are invited.',
  full: `An event has at most ${EVENT_COHOSTS_MAX} co-hosts.`,
  cannotInvite: 'You cannot invite this member.',
  notInvited: 'There is no invitation to co-host this event waiting for you.',
  notCohost: 'They do not co-host this event.',
} as const;
