import { PLAN_VISIBILITIES } from './constants';
import { z } from 'zod';
import { LocalDateTime } from './event-editor';
import { MapPoint, pinFields } from './maps';
import { orNull } from './or-null';
import { MemberSummary, ZonedDateTime } from './events';
import { optionalParam, pageLimit } from './query-values';
import { RepeatInput, SeriesRule } from './series';
import { optionalText } from './venues';

// Casual plans (docs/product.md "Casual plan"): title, description, vibe, a free-text place in an
// area, a start time, an optional spots limit and who may see it. Members join and leave; the
// creator is not counted as a member.

export const PLAN_TITLE_MIN = 3;
export const PLAN_TITLE_MAX = 120;
export const PLAN_DESCRIPTION_MAX = 2000;
export const PLAN_VIBE_MAX = 60;
export const PLAN_LOCATION_MAX = 160;
export const PLAN_SPOTS_MAX = 500;
/** Plans on one page of `GET /api/plans`. */
export const PLAN_LIST_MAX = 50;

export const PlanVisibility = z.enum(PLAN_VISIBILITIES).meta({ id: 'PlanVisibility' });
export type PlanVisibility = z.infer<typeof PlanVisibility>;

/** A casual plan as listed on the home page. */
export const PlanCard = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    vibe: z.string().nullable(),
    /** Free text: a beach, a café. */
    location: z.string(),
    startsAt: ZonedDateTime,
    timeZone: z.string(),
    area: z.object({ name: z.string(), slug: z.string() }),
    visibility: PlanVisibility,
    spotsLimit: z.number().int().nullable(),
    /** Members who joined, the creator not included. */
    memberCount: z.number().int().min(0),
    creator: MemberSummary,
    /** "Every Sunday" for a session of a recurring plan; null for a one-off. */
    repeats: z.string().nullable(),
    /** Its rule, for the page to word in its language. */
    repeatRule: SeriesRule.nullable(),
  })
  .meta({ id: 'PlanCard' });
export type PlanCard = z.infer<typeof PlanCard>;

/**
 * `GET /api/plans`: plans that have not started yet, soonest first. Visitors see plans open
 * to everyone; a member also sees friends-only plans of accepted friends, and their own.
 */
export const PlanListQuery = z.object({
  area: optionalParam(z.string().max(100)),
  /** `true`: only plans the signed-in member created or joined (members only). */
  mine: optionalParam(z.enum(['true', 'false'], { error: 'Use mine=true or leave it out.' })),
  limit: pageLimit(6, PLAN_LIST_MAX),
});
export type PlanListQuery = z.input<typeof PlanListQuery>;

/** What the plan means to the one asking, so the page shows the right button. */
const viewerFields = {
  /** The viewer joined the plan (never true for its creator, who is not a member). */
  joinedByViewer: z.boolean(),
  /** The viewer made the plan. */
  isCreator: z.boolean(),
  /** The viewer may edit and delete it: its creator, or an admin. */
  canEdit: z.boolean(),
};

/** A plan in a list, with the viewer's relation to it. */
export const PlanListItem = PlanCard.extend(viewerFields).meta({ id: 'PlanListItem' });
export type PlanListItem = z.infer<typeof PlanListItem>;

export const PlanListResponse = z
  .object({ plans: z.array(PlanListItem) })
  .meta({ id: 'PlanListResponse' });
export type PlanListResponse = z.infer<typeof PlanListResponse>;

/** A member who joined a plan. */
export const PlanMember = MemberSummary.extend({ joinedAt: ZonedDateTime }).meta({
  id: 'PlanMember',
});
export type PlanMember = z.infer<typeof PlanMember>;

/**
 * `GET /api/plans/:planId` and the answer of every change: the plan as its page shows it.
 * `members` (who joined, first joiners first) is given to the creator, to admins and to the
 * members themselves; everyone else who may see the plan sees `memberCount` only (null).
 */
export const PlanDetail = PlanListItem.extend({
  area: z.object({
    name: z.string(),
    slug: z.string(),
    /** Where the area is, for the day's sunrise and sunset; null when an admin has not set it. */
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  }),
  /**
   * The meeting point on a map: the plan's own pin, or its area's point (`approximate`); null
   * when neither is known.
   */
  meetingPoint: orNull(MapPoint),
  /** `2026-07-04T18:30`, the start as the form edits it: wall-clock time in `timeZone`. */
  startLocal: z.string(),
  /** The plan has started: it takes no more joins or leaves. */
  started: z.boolean(),
  spotsLeft: z.number().int().min(0).nullable(),
  members: z.array(PlanMember).nullable(),
  /** Members waiting for a spot of the full plan (docs/product.md §10 "Waitlist"). */
  waitlistCount: z.number().int().min(0),
  /** The viewer's place on the waitlist (1 is next); null when not waiting. */
  myWaitlistPosition: z.number().int().min(1).nullable(),
  /** Who waits, first in line first: for the creator and admins; null for everyone else. */
  waitlist: z.array(PlanMember).nullable(),
  /** The series of a recurring plan; null for a one-off. */
  series: z
    .object({
      id: z.uuid(),
      repeats: z.string(),
      /** The same, for the page to word in its language. */
      rule: SeriesRule,
      /** The next sessions that have not started (at most 12), this one included. */
      upcoming: z.array(
        z.object({
          id: z.uuid(),
          startsAt: ZonedDateTime,
          spotsLeft: z.number().int().min(0).nullable(),
        }),
      ),
      upcomingCount: z.number().int().min(0),
      /** Sessions after this one. */
      followingCount: z.number().int().min(0),
    })
    .nullable(),
}).meta({ id: 'PlanDetail' });
export type PlanDetail = z.infer<typeof PlanDetail>;

export const PlanDetailResponse = z.object({ plan: PlanDetail }).meta({ id: 'PlanDetailResponse' });
export type PlanDetailResponse = z.infer<typeof PlanDetailResponse>;

/** `GET /api/plans/:planId/members`: who joined (creator, members and admins only). */
export const PlanMembersResponse = z
  .object({ memberCount: z.number().int().min(0), members: z.array(PlanMember) })
  .meta({ id: 'PlanMembersResponse' });
export type PlanMembersResponse = z.infer<typeof PlanMembersResponse>;

/** A uuid in a path; anything else is answered 400, never looked up. */
export const PlanIdParam = z.object({
  planId: z.uuid({ error: 'That is not a valid plan id.' }),
});

const planFields = {
  title: z
    .string({ error: 'Give the plan a title.' })
    .trim()
    .min(PLAN_TITLE_MIN, {
      error: `Give the plan a title of at least ${PLAN_TITLE_MIN} characters.`,
    })
    .max(PLAN_TITLE_MAX, { error: `Keep the title under ${PLAN_TITLE_MAX} characters.` }),
  description: z
    .string({ error: 'The description is text.' })
    .trim()
    .max(PLAN_DESCRIPTION_MAX, {
      error: `Keep the description under ${PLAN_DESCRIPTION_MAX.toLocaleString('en')} characters.`,
    }),
  vibe: optionalText(PLAN_VIBE_MAX, `Keep the vibe under ${PLAN_VIBE_MAX} characters.`),
  /** Free text: a beach, a café, "the car park above the reef". */
  location: z
    .string({ error: 'Say where to meet.' })
    .trim()
    .min(1, { error: 'Say where to meet.' })
    .max(PLAN_LOCATION_MAX, { error: `Keep the place under ${PLAN_LOCATION_MAX} characters.` }),
  /** The meeting point's pin, dropped on the form's map or typed in: both or neither. */
  ...pinFields,
  /** The area's slug (or id); the start is read in its time zone. */
  area: z.string({ error: 'Choose an area.' }).trim().min(1, { error: 'Choose an area.' }).max(100),
  startLocal: LocalDateTime('Choose when the plan starts.'),
  spotsLimit: z
    .number({ error: 'Give the number of spots as a whole number.' })
    .int({ error: 'Give the number of spots as a whole number.' })
    .min(1, { error: 'Give at least 1 spot, or leave it empty for no limit.' })
    .max(PLAN_SPOTS_MAX, { error: `Give at most ${PLAN_SPOTS_MAX} spots.` })
    .nullable()
    .optional(),
  visibility: z.enum(PLAN_VISIBILITIES, {
    error: 'Choose who can see the plan: everyone or friends.',
  }),
};

/** `POST /api/plans`. */
export const CreatePlanRequest = z
  .object({
    ...planFields,
    description: planFields.description.default(''),
    visibility: planFields.visibility.default('everyone'),
    /** Makes the plan the first session of a series; each session is a plan of its own. */
    repeat: RepeatInput.nullable().optional(),
  })
  .meta({ id: 'CreatePlanRequest' });
export type CreatePlanRequest = z.input<typeof CreatePlanRequest>;
export type CreatePlanValues = z.output<typeof CreatePlanRequest>;

/**
 * `PATCH /api/plans/:planId`: only the fields sent change. When the area changes and the start
 * is not sent, the plan keeps its wall-clock start in the new area's zone.
 */
export const UpdatePlanRequest = z.object(planFields).partial().meta({ id: 'UpdatePlanRequest' });
export type UpdatePlanRequest = z.input<typeof UpdatePlanRequest>;
export type UpdatePlanValues = z.output<typeof UpdatePlanRequest>;

/** Why a join or leave was refused, in `error.details.reason` of the 409. */
export const PlanRefusal = z.enum(['plan_full', 'plan_started', 'own_plan']);
export type PlanRefusal = z.infer<typeof PlanRefusal>;

export const planMessages = {
  notFound: 'This plan does not exist or is no longer available.',
  full: 'This plan is full. Join the waitlist to get the next spot that opens.',
  startedJoin: 'This plan has already started, so it can no longer be joined.',
  startedLeave: 'This plan has already started, so you can no longer leave it.',
  ownPlan: 'You made this plan, so you are already in.',
  ownPlanLeave: 'You made this plan, so you cannot leave it. Delete it if it is off.',
  notYours: 'You can only change plans you created.',
  membersHidden: 'Only the plan’s creator and the members who joined see who is going.',
  mineNeedsMember: 'Log in to see your own plans.',
  pastStart: 'This time has already passed. Choose a time in the future.',
} as const;
