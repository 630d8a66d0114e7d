import { z } from 'zod';
import { MemberSummary, ZonedDateTime } from './events';
import { PlanVisibility } from './plans';
import { RsvpStatus } from './rsvps';

// Connect (docs/product.md "Connect"): find members by username, friend requests, friends, and
// what friends are going to. A pair of members has at most one friendship row, whoever asked
// first; declining, cancelling and unfriending delete it.

/** Characters a username search needs before it runs. */
export const FRIEND_SEARCH_MIN_LENGTH = 2;
/** As long as the longest username (profiles.ts imports this file, so it is not imported). */
export const FRIEND_SEARCH_MAX_LENGTH = 30;
/** Members one search returns at most. */
export const FRIEND_SEARCH_LIMIT = 20;
/** Friends, incoming and outgoing requests listed at most (each). */
export const FRIEND_LIST_MAX = 500;
/** Items of friends' activity returned at most. */
export const FRIEND_ACTIVITY_MAX = 50;

/**
 * How the viewer and another member are related: strangers, a request the viewer sent and
 * is waiting on, a request the viewer received, or friends.
 */
export const FriendRelationState = z
  .enum(['none', 'request_sent', 'request_received', 'friends'])
  .meta({ id: 'FriendRelationState' });
export type FriendRelationState = z.infer<typeof FriendRelationState>;

/** The state, and the id of the friendship row to act on (null when there is none). */
export const FriendRelation = z
  .object({ state: FriendRelationState, friendshipId: z.uuid().nullable() })
  .meta({ id: 'FriendRelation' });
export type FriendRelation = z.infer<typeof FriendRelation>;

/** `GET /api/friends/search?q=`: members whose username contains `q`, case-insensitively. */
export const FriendSearchQuery = z.object({
  q: z
    .string({ error: `Type at least ${FRIEND_SEARCH_MIN_LENGTH} characters of a username.` })
    .trim()
    .min(FRIEND_SEARCH_MIN_LENGTH, {
      error: `Type at least ${FRIEND_SEARCH_MIN_LENGTH} characters of a username.`,
    })
    .max(FRIEND_SEARCH_MAX_LENGTH, {
      error: `Usernames have at most ${FRIEND_SEARCH_MAX_LENGTH} characters.`,
    }),
});
export type FriendSearchQuery = z.input<typeof FriendSearchQuery>;

export const FriendSearchResult = MemberSummary.extend({ relation: FriendRelation }).meta({
  id: 'FriendSearchResult',
});
export type FriendSearchResult = z.infer<typeof FriendSearchResult>;

/** Exact matches first, then names starting with the term, then the rest; never the viewer. */
export const FriendSearchResponse = z
  .object({ members: z.array(FriendSearchResult) })
  .meta({ id: 'FriendSearchResponse' });
export type FriendSearchResponse = z.infer<typeof FriendSearchResponse>;

/** An accepted friendship as the viewer sees it: the other member. */
export const FriendEntry = z
  .object({ friendshipId: z.uuid(), member: MemberSummary, since: z.iso.datetime() })
  .meta({ id: 'FriendEntry' });
export type FriendEntry = z.infer<typeof FriendEntry>;

/** A pending request: the other member and when it was sent. */
export const FriendRequestEntry = z
  .object({ friendshipId: z.uuid(), member: MemberSummary, sentAt: z.iso.datetime() })
  .meta({ id: 'FriendRequestEntry' });
export type FriendRequestEntry = z.infer<typeof FriendRequestEntry>;

/**
 * `GET /api/friends`: friends by username; requests received (`incoming`) and sent
 * (`outgoing`), newest first.
 */
export const FriendsResponse = z
  .object({
    friends: z.array(FriendEntry),
    incoming: z.array(FriendRequestEntry),
    outgoing: z.array(FriendRequestEntry),
  })
  .meta({ id: 'FriendsResponse' });
export type FriendsResponse = z.infer<typeof FriendsResponse>;

/**
 * `POST /api/friends/requests`. When that member already asked the viewer, sending accepts
 * their request instead (200, state friends); otherwise a new request is made (201).
 */
export const SendFriendRequest = z
  .object({
    userId: z
      .string({ error: 'Say which member to send the request to.' })
      .trim()
      .min(1, { error: 'Say which member to send the request to.' })
      .max(100, { error: 'That is not a member id.' }),
  })
  .meta({ id: 'SendFriendRequest' });
export type SendFriendRequest = z.infer<typeof SendFriendRequest>;

export const FriendshipIdParam = z.object({
  id: z.uuid({ error: 'That is not a valid friend request id.' }),
});

/** What a request, an answer, a cancel or an unfriend left: the other member and the state. */
export const FriendshipChangeResponse = z
  .object({ member: MemberSummary, relation: FriendRelation })
  .meta({ id: 'FriendshipChangeResponse' });
export type FriendshipChangeResponse = z.infer<typeof FriendshipChangeResponse>;

/** A friend's answer to an event. */
export const FriendOnEvent = MemberSummary.extend({ rsvpStatus: RsvpStatus }).meta({
  id: 'FriendOnEvent',
});
export type FriendOnEvent = z.infer<typeof FriendOnEvent>;

/** A friend on a casual plan: its creator, or a member who joined it. */
export const FriendOnPlan = MemberSummary.extend({ role: z.enum(['created', 'joined']) }).meta({
  id: 'FriendOnPlan',
});
export type FriendOnPlan = z.infer<typeof FriendOnPlan>;

const activityBase = {
  id: z.uuid(),
  title: z.string(),
  /** Where the item opens: the event's canonical page or the plan's, `/casual-plans/<id>`. */
  path: z.string(),
  startsAt: ZonedDateTime,
  /** IANA zone of the area; times are shown in it. */
  timeZone: z.string(),
  areaName: z.string(),
  /** The venue of an event, the free-text place of a plan. */
  place: z.string().nullable(),
};

export const FriendEventActivity = z
  .object({ kind: z.literal('event'), ...activityBase, friends: z.array(FriendOnEvent) })
  .meta({ id: 'FriendEventActivity' });
export type FriendEventActivity = z.infer<typeof FriendEventActivity>;

export const FriendPlanActivity = z
  .object({
    kind: z.literal('plan'),
    ...activityBase,
    visibility: PlanVisibility,
    friends: z.array(FriendOnPlan),
  })
  .meta({ id: 'FriendPlanActivity' });
export type FriendPlanActivity = z.infer<typeof FriendPlanActivity>;

export const FriendActivity = z
  .discriminatedUnion('kind', [FriendEventActivity, FriendPlanActivity])
  .meta({ id: 'FriendActivity' });
export type FriendActivity = z.infer<typeof FriendActivity>;

/**
 * `GET /api/friends/activity`: published events that have not ended which friends are going
 * to or interested in (only friends whose RSVP visibility is everyone or friends), and plans
 * that have not started which friends created or joined and the viewer may see; soonest first.
 */
export const FriendActivityResponse = z
  .object({ items: z.array(FriendActivity) })
  .meta({ id: 'FriendActivityResponse' });
export type FriendActivityResponse = z.infer<typeof FriendActivityResponse>;

/** The API's messages for friend requests, shown to people as they are. */
export const friendMessages = {
  memberNotFound: 'That member was not found.',
  notYourself: "You can't send a friend request to yourself.",
  alreadySent: 'You already sent this member a friend request.',
  alreadyFriends: 'You are already friends with this member.',
  requestNotFound: 'That friend request was not found.',
  friendshipNotFound: 'That friendship was not found.',
  onlyAddresseeAccepts: 'Only the member who received this request can accept it.',
  onlyAddresseeDeclines: 'Only the member who received this request can decline it.',
  onlyRequesterCancels: 'Only the member who sent this request can cancel it.',
  alreadyAccepted: 'This request was already accepted: you are friends.',
  notFriendsYet: 'This friend request has not been accepted yet; cancel or decline it instead.',
} as const;
