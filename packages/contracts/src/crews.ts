import { z } from 'zod';
import {
  CREW_DESCRIPTION_MAX,
  CREW_HANDLE_PATTERN,
  CREW_LINKS_MAX,
  CREW_NAME_MAX,
  CREW_ROLES,
  INVITATION_STATUSES,
} from './constants';
import { EventCard, MemberSummary } from './events';
import { PlanCard } from './plans';
import { Username } from './profiles';

// Crews (docs/product.md §14 "Crews"): a surf school, a club, a café's nights, with a page at
// `/crew/:handle`, followers, and members who run it by role.

export const CrewRole = z
  .enum(CREW_ROLES, { error: 'Choose a role: owner, host or check-in.' })
  .meta({ id: 'CrewRole' });
export type CrewRole = z.infer<typeof CrewRole>;

export const InvitationStatus = z.enum(INVITATION_STATUSES).meta({ id: 'InvitationStatus' });
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** How many crews one member may own, so nobody can squat on every handle. */
export const CREWS_OWNED_MAX = 10;
/** The most members (of every role) a crew may have. */
export const CREW_MEMBERS_MAX = 50;
/** Past events a crew's page lists, newest first. */
export const CREW_PAST_EVENTS_MAX = 12;
/** Upcoming events and plans a crew's page lists, soonest first. */
export const CREW_UPCOMING_MAX = 30;

export const CrewHandle = z
  .string({ error: 'Choose an address for the crew.' })
  .trim()
  .toLowerCase()
  .regex(CREW_HANDLE_PATTERN, {
    error:
      'Use 3 to 40 lower-case letters, digits and hyphens for the address, starting and ending with a letter or digit.',
  });

export const CrewHandleParam = z.object({
  handle: z.string().min(1).max(100),
});

const Link = z
  .url({ protocol: /^https?$/, error: 'Each link must be a full web address (https://…).' })
  .max(500, { error: 'Keep each link under 500 characters.' });

const crewFields = {
  name: z
    .string({ error: 'Give the crew a name.' })
    .trim()
    .min(2, { error: 'Give the crew a name of at least 2 characters.' })
    .max(CREW_NAME_MAX, { error: `Keep the name under ${CREW_NAME_MAX} characters.` }),
  description: z
    .string({ error: 'The description is text.' })
    .trim()
    .max(CREW_DESCRIPTION_MAX, {
      error: `Keep the description under ${CREW_DESCRIPTION_MAX.toLocaleString('en')} characters.`,
    }),
  /** The area's slug. */
  area: z.string({ error: 'Choose an area.' }).trim().min(1, { error: 'Choose an area.' }).max(100),
  links: z
    .array(Link, { error: 'Links are a list of web addresses.' })
    .max(CREW_LINKS_MAX, { error: `Add at most ${CREW_LINKS_MAX} links.` }),
  /** An image uploaded through `POST /api/uploads/event-image`, or null for none. */
  imageUrl: z.string().max(500).nullable(),
};

/** `POST /api/crews`. */
export const CreateCrewRequest = z
  .object({
    handle: CrewHandle,
    ...crewFields,
    description: crewFields.description.default(''),
    links: crewFields.links.default([]),
    imageUrl: crewFields.imageUrl.optional().default(null),
  })
  .meta({ id: 'CreateCrewRequest' });
export type CreateCrewRequest = z.input<typeof CreateCrewRequest>;
export type CreateCrewValues = z.output<typeof CreateCrewRequest>;

/** `PATCH /api/crews/:handle`: only the fields sent change; the handle stays. */
export const UpdateCrewRequest = z.object(crewFields).partial().meta({ id: 'UpdateCrewRequest' });
export type UpdateCrewRequest = z.input<typeof UpdateCrewRequest>;
export type UpdateCrewValues = z.output<typeof UpdateCrewRequest>;

/** A crew as a card or the head of its page. */
export const CrewSummary = z
  .object({
    id: z.uuid(),
    handle: z.string(),
    name: z.string(),
    path: z.string(),
    imageUrl: z.string().nullable(),
    area: z.object({ name: z.string(), slug: z.string() }),
    followerCount: z.number().int().min(0),
  })
  .meta({ id: 'CrewSummary' });
export type CrewSummary = z.infer<typeof CrewSummary>;

export const CrewMember = MemberSummary.extend({
  role: CrewRole,
  status: InvitationStatus,
}).meta({ id: 'CrewMember' });
export type CrewMember = z.infer<typeof CrewMember>;

/** `GET /api/crews/:handle`: the crew's page. */
export const CrewPage = CrewSummary.extend({
  description: z.string(),
  links: z.array(z.string()),
  /**
   * Who runs it: owners and hosts for everyone; the owners also see check-in members and
   * invitations still open.
   */
  members: z.array(CrewMember),
  upcomingEvents: z.array(EventCard),
  pastEvents: z.array(EventCard),
  plans: z.array(PlanCard),
  viewer: z.object({
    following: z.boolean(),
    /** The viewer's role, once accepted; null otherwise. */
    role: CrewRole.nullable(),
    /** The viewer has an invitation to the crew waiting for their answer. */
    invitedAs: CrewRole.nullable(),
  }),
}).meta({ id: 'CrewPage' });
export type CrewPage = z.infer<typeof CrewPage>;

export const CrewResponse = z.object({ crew: CrewPage }).meta({ id: 'CrewResponse' });
export type CrewResponse = z.infer<typeof CrewResponse>;

/** `GET /api/crews/mine`: crews I help run (for the event form) and crews I follow. */
export const MyCrewsResponse = z
  .object({
    running: z.array(CrewSummary.extend({ role: CrewRole })),
    following: z.array(CrewSummary),
    invitations: z.array(CrewSummary.extend({ role: CrewRole })),
  })
  .meta({ id: 'MyCrewsResponse' });
export type MyCrewsResponse = z.infer<typeof MyCrewsResponse>;

export const FollowResponse = z
  .object({ following: z.boolean(), followerCount: z.number().int().min(0) })
  .meta({ id: 'FollowResponse' });
export type FollowResponse = z.infer<typeof FollowResponse>;

/** `POST /api/crews/:handle/members`: an owner invites a member by username. */
export const InviteCrewMemberRequest = z
  .object({ username: Username, role: CrewRole })
  .meta({ id: 'InviteCrewMemberRequest' });
export type InviteCrewMemberRequest = z.input<typeof InviteCrewMemberRequest>;

/** `PATCH /api/crews/:handle/members/:userId`. */
export const ChangeCrewRoleRequest = z
  .object({ role: CrewRole })
  .meta({ id: 'ChangeCrewRoleRequest' });

export const CrewMemberParam = CrewHandleParam.extend({
  userId: z.string().min(1).max(100),
});

export const CrewMembersResponse = z
  .object({ members: z.array(CrewMember) })
  .meta({ id: 'CrewMembersResponse' });
export type CrewMembersResponse = z.infer<typeof CrewMembersResponse>;

export const crewMessages = {
  notFound: 'There is no crew at this address.',
  handleTaken: 'That address is taken. Try another one.',
  tooMany: `You own ${CREWS_OWNED_MAX} crews already, the most one member may.`,
  ownersOnly: 'Only the crew’s owners can do that.',
  hostsOnly: 'Only the crew’s owners and hosts can do that.',
  full: `A crew has at most ${CREW_MEMBERS_MAX} members.`,
  lastOwner: 'A crew needs an owner. Make someone else an owner first.',
  noSuchMember: 'There is no member with that username.',
  alreadyIn: 'They are already in the crew or invited.',
  notInvited: 'There is no invitation to this crew waiting for you.',
  notMember: 'They are not in this crew.',
  imageNotFound: 'Upload the image again; that one was not found.',
  cannotInvite: 'You cannot invite this member.',
  cannotFollow: 'You cannot follow this crew.',
} as const;
