import { createArea, createPlan } from '@lineup/db/factories';
import { casualPlanMembers } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf, signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a browser sends for Join pressed on a plan's page before its scripts ran. */
function press(planId: string, as?: SignedUpMember) {
  return t.app.request(`/api/plans/${planId}/join-form`, {
    method: 'POST',
    headers: {
      origin: originOf(t),
      'content-type': 'application/x-www-form-urlencoded',
      ...(as ? { cookie: as.cookie } : {}),
    },
    body: new URLSearchParams(),
  });
}

async function membershipOf(planId: string, member: SignedUpMember) {
  const [row] = await t.database.db
    .select({ status: casualPlanMembers.status })
    .from(casualPlanMembers)
    .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.userId, member.user.id)));
  return row?.status ?? null;
}

describe('Join pressed on a plan’s page before its scripts ran', () => {
  it('lets a member in and brings them back to the plan; sends a visitor to log in and back', async () => {
    const area = await createArea(t.database);
    const plan = await createPlan(t.database, { areaId: area.id });
    const member = await signUpMember(t);

    const joined = await press(plan.id, member);
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe(`/casual-plans/${plan.id}`);
    expect(await membershipOf(plan.id, member)).toBe('joined');
    // Pressed again (a second tap), it stays a join, not a toggle.
    expect((await press(plan.id, member)).status).toBe(303);
    expect(await membershipOf(plan.id, member)).toBe('joined');

    const visitor = await press(plan.id);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/casual-plans/${plan.id}`)}`,
    );
  });

  it('puts a member on the waitlist of a full plan, and takes no one into a plan that has started', async () => {
    const area = await createArea(t.database);
    const first = await signUpMember(t);
    const plan = await createPlan(t.database, {
      areaId: area.id,
      spotsLimit: 1,
      memberIds: [first.user.id],
    });
    const late = await signUpMember(t);
    expect((await press(plan.id, late)).headers.get('location')).toBe(`/casual-plans/${plan.id}`);
    expect(await membershipOf(plan.id, late)).toBe('waitlisted');

    // A plan that has started takes no one; the member comes back to its page, which says so.
    const started = await createPlan(t.database, {
      areaId: area.id,
      startsAt: new Date(Date.now() - 60_000),
    });
    const refused = await press(started.id, late);
    expect(refused.headers.get('location')).toBe(`/casual-plans/${started.id}`);
    expect(await membershipOf(started.id, late)).toBeNull();
  });

  it('answers a plan the reader may not see, or no plan, with the plans page', async () => {
    const area = await createArea(t.database);
    const friendsOnly = await createPlan(t.database, { areaId: area.id, visibility: 'friends' });
    const stranger = await signUpMember(t);
    for (const [id, who] of [
      [friendsOnly.id, stranger],
      [friendsOnly.id, undefined],
      ['00000000-0000-4000-8000-000000000000', stranger],
      ['not-a-plan', stranger],
    ] as const) {
      const answer = await press(id, who);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/casual-plans');
    }
    expect(await membershipOf(friendsOnly.id, stranger)).toBeNull();
  });
});
