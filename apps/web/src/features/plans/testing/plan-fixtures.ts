import { PlanDetail, type PlanDetail as PlanDetailData } from '@lineup/contracts';

export const PLAN_ID = '99999999-0000-4000-8000-000000000001';

/**
 * A plan as `GET /api/plans/:planId` sends it to a visitor, checked against the contract: a
 * one-off at 06:00 in Ericeira on Sunday 4 July 2027, the hour before sunrise.
 */
export function buildPlanDetail(overrides: Partial<PlanDetailData> = {}): PlanDetailData {
  return PlanDetail.parse({
    id: PLAN_ID,
    title: 'Dawn patrol at Ribeira',
    description: 'Coffee after, at the kiosk.',
    vibe: 'Mellow',
    location: 'Ribeira d’Ilhas car park',
    startsAt: '2027-07-04T06:00:00+01:00',
    timeZone: 'Europe/Lisbon',
    area: { name: 'Ericeira', slug: 'ericeira', latitude: 38.9629, longitude: -9.4176 },
    visibility: 'everyone',
    spotsLimit: 4,
    memberCount: 1,
    creator: { id: 'member-joana', username: 'joana', avatarUrl: null },
    repeats: null,
    repeatRule: null,
    joinedByViewer: false,
    isCreator: false,
    canEdit: false,
    meetingPoint: null,
    startLocal: '2027-07-04T06:00',
    started: false,
    spotsLeft: 3,
    members: null,
    waitlistCount: 0,
    myWaitlistPosition: null,
    waitlist: null,
    series: null,
    ...overrides,
  });
}
