import { PLAN_VISIBILITIES } from '@lineup/db/constants';
import { z } from 'zod';
import { MemberSummary, ZonedDateTime } from './events';
import { optionalParam, pageLimit } from './query-values';

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
  })
  .meta({ id: 'PlanCard' });
export type PlanCard = z.infer<typeof PlanCard>;

/**
 * `GET /api/plans`: plans that have not started yet, soonest first. Visitors see plans open
 * to everyone; a member also sees friends-only plans of accepted friends, and their own.
 */
export const PlanListQuery = z.object({
  area: optionalParam(z.string().max(100)),
  limit: pageLimit(6, 50),
});
export type PlanListQuery = z.input<typeof PlanListQuery>;

export const PlanListResponse = z
  .object({ plans: z.array(PlanCard) })
  .meta({ id: 'PlanListResponse' });
export type PlanListResponse = z.infer<typeof PlanListResponse>;
