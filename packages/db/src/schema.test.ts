import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import {
  createArea,
  createEvent,
  createFriendship,
  createPlan,
  createRsvp,
  createUser,
  createVenue,
} from './factories';
import { createTestDatabase } from './testing';
import { casualPlans, eventRsvps, events, friendships, profiles, venues } from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The constraint a failed statement broke, as PostgreSQL names it. */
async function violatedConstraint(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return cause?.constraint ?? (error as { constraint?: string }).constraint;
  }
  throw new Error('The statement succeeded, but a constraint violation was expected');
}

describe('events', () => {
  it('accepts a valid event from the factory', async () => {
    const event = await createEvent(database, { title: 'Dawn patrol at Ribeira' });
    expect(event).toMatchObject({ title: 'Dawn patrol at Ribeira', status: 'published' });
    expect(event.startDate.getTime()).toBeGreaterThan(Date.now());
  });

  it('rejects an end before the start', async () => {
    const start = new Date('2030-06-01T18:00:00Z');
    const end = new Date('2030-06-01T17:00:00Z');
    expect(
      await violatedConstraint(createEvent(database, { startDate: start, endDate: end })),
    ).toBe('events_end_after_start_check');
  });

  it('rejects a title shorter than 3 or longer than 120 characters', async () => {
    expect(await violatedConstraint(createEvent(database, { title: 'Go' }))).toBe(
      'events_title_length_check',
    );
    expect(await violatedConstraint(createEvent(database, { title: 'x'.repeat(121) }))).toBe(
      'events_title_length_check',
    );
    await expect(createEvent(database, { title: 'x'.repeat(120) })).resolves.toBeDefined();
  });

  it('rejects a description over 5,000 characters', async () => {
    expect(await violatedConstraint(createEvent(database, { description: 'y'.repeat(5001) }))).toBe(
      'events_description_length_check',
    );
  });

  it('accepts 10 tags and rejects 11', async () => {
    const tags = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    await expect(createEvent(database, { tags })).resolves.toMatchObject({ tags });
    expect(await violatedConstraint(createEvent(database, { tags: [...tags, 'one-more'] }))).toBe(
      'events_tags_count_check',
    );
  });

  it('rejects an unknown category, status or a capacity of zero', async () => {
    const area = await createArea(database);
    const insertRaw = (column: string, value: string | number) =>
      database.db.execute(sql`
        insert into events (slug, title, area_id, country_slug, city_slug, start_date, end_date, ${sql.identifier(column)})
        values ('raw-${sql.raw(String(Date.now()))}', 'Raw event', ${area.id}, 'portugal', 'ericeira',
                now() + interval '1 day', now() + interval '1 day 2 hours', ${value})`);
    expect(await violatedConstraint(insertRaw('event_category', 'skateboarding'))).toBe(
      'events_event_category_check',
    );
    expect(await violatedConstraint(insertRaw('status', 'archived'))).toBe('events_status_check');
    expect(await violatedConstraint(insertRaw('capacity', 0))).toBe('events_capacity_check');
  });

  it('keeps slugs unique per city, not across cities', async () => {
    const area = await createArea(database);
    await createEvent(database, { areaId: area.id, citySlug: 'ericeira', slug: 'full-moon-party' });
    await expect(
      createEvent(database, { areaId: area.id, citySlug: 'peniche', slug: 'full-moon-party' }),
    ).resolves.toBeDefined();
    expect(
      await violatedConstraint(
        createEvent(database, { areaId: area.id, citySlug: 'ericeira', slug: 'full-moon-party' }),
      ),
    ).toBe('events_country_city_slug_key');
  });

  it('derives the URL place from the area and sets the venue to null when it is deleted', async () => {
    const area = await createArea(database, { name: 'Wijk aan Zee', countrySlug: 'netherlands' });
    const venue = await createVenue(database, { areaId: area.id });
    const event = await createEvent(database, { areaId: area.id, venueId: venue.id });
    expect(event).toMatchObject({ countrySlug: 'netherlands', citySlug: 'wijk-aan-zee' });

    await database.db.delete(venues).where(sql`${venues.id} = ${venue.id}`);
    const [after] = await database.db
      .select()
      .from(events)
      .where(sql`${events.id} = ${event.id}`);
    expect(after?.venueId).toBeNull();
  });
});

describe('RSVPs', () => {
  it('allows one RSVP per member per event', async () => {
    const rsvp = await createRsvp(database, { status: 'interested' });
    expect(
      await violatedConstraint(
        createRsvp(database, { eventId: rsvp.eventId, userId: rsvp.userId, status: 'going' }),
      ),
    ).toBe('event_rsvps_event_user_key');
  });

  it('disappear with their event', async () => {
    const rsvp = await createRsvp(database);
    await database.db.delete(events).where(sql`${events.id} = ${rsvp.eventId}`);
    const left = await database.db
      .select()
      .from(eventRsvps)
      .where(sql`${eventRsvps.id} = ${rsvp.id}`);
    expect(left).toEqual([]);
  });
});

describe('profiles', () => {
  it('treats usernames that differ only in case as the same', async () => {
    await createUser(database, { username: 'SaltyDog', email: 'salty@example.com' });
    const sameNameOtherCase = createUser(database, {
      username: 'saltydog',
      email: 'another@example.com',
    });
    expect(await violatedConstraint(sameNameOtherCase)).toBe('profiles_username_lower_key');
  });

  it('stores the avatar as a list and defaults RSVP visibility to everyone', async () => {
    const user = await createUser(database, {
      profile: { avatarUrl: ['/uploads/avatars/abc.webp'] },
    });
    const [profile] = await database.db
      .select()
      .from(profiles)
      .where(sql`${profiles.id} = ${user.id}`);
    expect(profile).toMatchObject({
      avatarUrl: ['/uploads/avatars/abc.webp'],
      rsvpVisibility: 'everyone',
    });
  });
});

describe('friendships', () => {
  it('exists once per pair, whichever member asked', async () => {
    const a = await createUser(database);
    const b = await createUser(database);
    await createFriendship(database, { requesterId: a.id, addresseeId: b.id, status: 'pending' });
    expect(
      await violatedConstraint(
        createFriendship(database, { requesterId: b.id, addresseeId: a.id }),
      ),
    ).toBe('friendships_pair_key');
    expect(
      await violatedConstraint(
        createFriendship(database, { requesterId: a.id, addresseeId: b.id }),
      ),
    ).toBe('friendships_pair_key');
  });

  it('cannot be with oneself', async () => {
    const a = await createUser(database);
    expect(
      await violatedConstraint(
        database.db.insert(friendships).values({ requesterId: a.id, addresseeId: a.id }),
      ),
    ).toBe('friendships_not_self_check');
  });
});

describe('casual plans', () => {
  it('rejects a spots limit of zero and lists members once', async () => {
    expect(await violatedConstraint(createPlan(database, { spotsLimit: 0 }))).toBe(
      'casual_plans_spots_limit_check',
    );
    const member = await createUser(database);
    const plan = await createPlan(database, { spotsLimit: 4, memberIds: [member.id] });
    expect(
      await violatedConstraint(
        database.db.execute(
          sql`insert into casual_plan_members (plan_id, user_id) values (${plan.id}, ${member.id})`,
        ),
      ),
    ).toBe('casual_plan_members_plan_id_user_id_pk');
    const [row] = await database.db
      .select()
      .from(casualPlans)
      .where(sql`${casualPlans.id} = ${plan.id}`);
    expect(row?.spotsLimit).toBe(4);
  });
});

describe('search', () => {
  it('serves contains-matching on event titles and search text from trigram indexes', async () => {
    const area = await createArea(database);
    for (let i = 0; i < 30; i++) {
      await createEvent(database, {
        areaId: area.id,
        title: i % 3 === 0 ? `Sunrise surf session ${i}` : `Market day ${i}`,
        tags: i % 5 === 0 ? ['longboard', 'surfing'] : ['market'],
      });
    }
    await database.db.execute(sql`analyze events`);

    const plan = async (condition: string) => {
      // Small tables favour a sequential scan; forbidding it shows the index can serve the query.
      return database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute<{ 'QUERY PLAN': string }>(
          sql.raw(`explain select id from events where ${condition}`),
        );
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    };

    expect(await plan(`title ilike '%surf%'`)).toContain('events_title_trgm_idx');
    expect(await plan(`search_text like '%surfing%'`)).toContain('events_search_text_trgm_idx');
    // The grams index's pieces: each one- and two-character piece, none empty, so a text
    // holding a term holds all of the term's pieces.
    const pieces = await database.db.execute<{ grams: string[] }>(
      sql`select search_grams('abcab') as grams`,
    );
    expect([...new Set(pieces.rows[0]!.grams)].sort()).toEqual(['a', 'ab', 'b', 'bc', 'c', 'ca']);
    const ids = async (condition: SQL) =>
      (await database.db.select({ id: events.id }).from(events).where(condition))
        .map((row) => row.id)
        .sort();
    for (const term of ['gb', 'g', 'e ']) {
      const byGrams = await ids(
        sql`search_grams(${events.searchText}) @> search_grams(${term}) and ${events.searchText} like ${`%${term}%`}`,
      );
      expect(byGrams).toEqual(await ids(sql`${events.searchText} like ${`%${term}%`}`));
    }
    // "gb" is in "longboard", a tag of every fifth event.
    expect(await ids(sql`search_grams(${events.searchText}) @> search_grams('gb')`)).toHaveLength(
      6,
    );

    const matches = await database.db
      .select({ title: events.title })
      .from(events)
      .where(sql`${events.title} ilike ${'%SURF%'}`);
    expect(matches).toHaveLength(10);
  });
});
