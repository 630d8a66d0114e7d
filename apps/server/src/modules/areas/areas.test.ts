import { AreasResponse } from '@lineup/contracts';
import { createArea, createEvent } from '@lineup/db/factories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('GET /api/areas', () => {
  let t: TestApp;
  let ids: { first: string; second: string; third: string };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // The picker lists them by name, whatever their display order.
    const third = await createArea(db, { name: 'Zeta Bay', displayOrder: 2 });
    const second = await createArea(db, { name: 'Alpha Point', displayOrder: 2 });
    const first = await createArea(db, { name: 'Reef Town', displayOrder: 1 });
    await createArea(db, { name: 'Closed Cove', displayOrder: 0, active: false });
    ids = { first: first.id, second: second.id, third: third.id };

    const soon = new Date(Date.now() + DAY);
    await createEvent(db, { areaId: first.id, startDate: soon });
    await createEvent(db, { areaId: first.id, startDate: new Date(Date.now() + 2 * DAY) });
    // Started an hour ago and still on: upcoming until it ends.
    await createEvent(db, {
      areaId: first.id,
      startDate: new Date(Date.now() - HOUR),
      endDate: new Date(Date.now() + HOUR),
    });
    // Past, draft and cancelled events.
    await createEvent(db, {
      areaId: first.id,
      startDate: new Date(Date.now() - 3 * DAY),
      endDate: new Date(Date.now() - 2 * DAY),
    });
    await createEvent(db, { areaId: first.id, status: 'draft' });
    await createEvent(db, { areaId: first.id, status: 'cancelled' });
    await createEvent(db, { areaId: second.id, startDate: soon });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists active areas by name, with published event counts', async () => {
    const res = await t.app.request('/api/areas');
    expect(res.status).toBe(200);
    const { areas } = AreasResponse.parse(await res.json());

    expect(areas.map((area) => area.name)).toEqual(['Alpha Point', 'Reef Town', 'Zeta Bay']);
    const [second, first, third] = areas;
    expect(first).toMatchObject({
      id: ids.first,
      slug: 'portugal-reef-town-area',
      country: 'Portugal',
      countrySlug: 'portugal',
      timeZone: 'Europe/Lisbon',
      displayOrder: 1,
      eventCount: 4,
      upcomingEventCount: 3,
    });
    expect(typeof first!.latitude).toBe('number');
    expect(second).toMatchObject({ id: ids.second, eventCount: 1, upcomingEventCount: 1 });
    expect(third).toMatchObject({ id: ids.third, eventCount: 0, upcomingEventCount: 0 });
  });

  it('still lists the areas, with counts of 0, when counting fails, and logs why', async () => {
    // A fresh app: this process keeps counts for a while, and the first test filled them.
    const broken = await createTestApp();
    const db = broken.database.db;
    await createArea(db, { name: 'Reef Town', displayOrder: 1 });
    await createArea(db, { name: 'Alpha Point', displayOrder: 2 });
    await createArea(db, { name: 'Zeta Bay', displayOrder: 2 });
    // Break the counting query for real: it reads events.end_date, the area list does not.
    await db.execute(sql`alter table events rename column end_date to end_date_hidden`);
    try {
      const res = await broken.app.request('/api/areas');
      expect(res.status).toBe(200);
      const { areas } = AreasResponse.parse(await res.json());
      expect(areas.map((area) => area.name)).toEqual(['Alpha Point', 'Reef Town', 'Zeta Bay']);
      expect(areas.every((area) => area.eventCount === 0 && area.upcomingEventCount === 0)).toBe(
        true,
      );
      expect(
        broken.logs.some(
          (line) => line.level === 50 && line.msg.startsWith('counting events per area failed'),
        ),
      ).toBe(true);

      // A failure is not kept: once counting works again, the counts are back.
      await db.execute(sql`alter table events rename column end_date_hidden to end_date`);
      await createEvent(db, { areaId: areas[0]!.id });
      const again = AreasResponse.parse(await (await broken.app.request('/api/areas')).json());
      expect(again.areas[0]).toMatchObject({ eventCount: 1, upcomingEventCount: 1 });
    } finally {
      await broken.close();
    }
  });

  it('reuses the counts for a while instead of counting on every request', async () => {
    const db = t.database.db;
    const before = AreasResponse.parse(await (await t.app.request('/api/areas')).json());
    await createEvent(db, { areaId: ids.third });
    const after = AreasResponse.parse(await (await t.app.request('/api/areas')).json());
    expect(after.areas.find((area) => area.id === ids.third)?.eventCount).toBe(
      before.areas.find((area) => area.id === ids.third)?.eventCount,
    );
  });
});
