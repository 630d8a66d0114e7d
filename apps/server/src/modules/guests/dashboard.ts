import { guestMessages, type EventDashboard, type RecordViewRequest } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { eventAnswers, eventRsvps, events, eventViews, venueAreas } from '@lineup/db/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { EVENT_NOT_FOUND } from '../events';
import { requireRole, visibleEventWithRole } from '../hosts';
import { doorCounts } from './guests.service';
import { questionsOf } from './questions';

// The host's dashboard (docs/product.md §14): views by day and source, answers over time, the
// answers to its questions and the arrivals. Views are counted per day and source, never per
// person: the page's script reports an opening, with the link's `?ref=` or the referring site.

/** Distinct sources kept per event and day; more are counted as "other" (a bounded table). */
export const SOURCES_PER_DAY_MAX = 50;

/** The view's source: its `ref`, else the referring site's host (not our own), else direct. */
export function viewSource(input: RecordViewRequest, ownHost: string): string {
  if (input.ref) return input.ref.toLowerCase();
  if (!input.referrer) return '';
  try {
    const host = new URL(input.referrer).hostname.replace(/^www\./, '');
    return host === ownHost ? '' : host.slice(0, 100);
  } catch {
    return '';
  }
}

/** `POST /api/views/events/:id`: counts one opening of a published event's page. */
export async function recordView(options: {
  db: Db;
  eventId: string;
  source: string;
}): Promise<void> {
  const { db, eventId, source } = options;
  const [event] = await db
    .select({ status: events.status, timeZone: venueAreas.timeZone })
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .where(eq(events.id, eventId));
  if (!event || event.status === 'draft') throw notFound(EVENT_NOT_FOUND);
  const day = sql`(now() at time zone ${event.timeZone})::date`;
  // A new source past the day's limit is counted as "other".
  const counted = sql`case when exists (
      select 1 from ${eventViews} where event_id = ${eventId} and day = ${day} and source = ${source}
    ) or (select count(*) from ${eventViews} where event_id = ${eventId} and day = ${day}) < ${SOURCES_PER_DAY_MAX}
    then ${source} else 'other' end`;
  await db
    .insert(eventViews)
    .values({ eventId, day, source: counted, views: 1 })
    .onConflictDoUpdate({
      target: [eventViews.eventId, eventViews.day, eventViews.source],
      set: { views: sql`${eventViews.views} + 1` },
    });
}

/** `GET /api/events/:id/dashboard`: for the event's hosts. */
export async function eventDashboard(options: {
  db: Db;
  eventId: string;
  viewerId: string;
}): Promise<EventDashboard> {
  const { db, eventId, viewerId } = options;
  const { role } = await visibleEventWithRole(db, eventId, viewerId);
  requireRole(role, 'host', guestMessages.hostsOnly);
  const [zone] = await db
    .select({ timeZone: venueAreas.timeZone })
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .where(eq(events.id, eventId));
  const timeZone = zone?.timeZone ?? 'UTC';
  const [views, sources, rsvps, questions, answers, door] = await Promise.all([
    db
      .select({ day: eventViews.day, views: sql<number>`sum(${eventViews.views})::int` })
      .from(eventViews)
      .where(eq(eventViews.eventId, eventId))
      .groupBy(eventViews.day)
      .orderBy(asc(eventViews.day)),
    db
      .select({ source: eventViews.source, views: sql<number>`sum(${eventViews.views})::int` })
      .from(eventViews)
      .where(eq(eventViews.eventId, eventId))
      .groupBy(eventViews.source)
      .orderBy(desc(sql`sum(${eventViews.views})`), asc(eventViews.source)),
    db
      .select({
        day: sql<string>`to_char(${eventRsvps.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        going: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going')::int`,
        interested: sql<number>`count(*) filter (where ${eventRsvps.status} = 'interested')::int`,
        waitlisted: sql<number>`count(*) filter (where ${eventRsvps.status} = 'waitlisted')::int`,
        requested: sql<number>`count(*) filter (where ${eventRsvps.status} = 'requested')::int`,
      })
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, eventId))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    questionsOf(db, eventId),
    db
      .select({ questionId: eventAnswers.questionId, answer: eventAnswers.answer })
      .from(eventAnswers)
      .innerJoin(
        eventRsvps,
        and(
          eq(eventRsvps.eventId, eventAnswers.eventId),
          eq(eventRsvps.userId, eventAnswers.userId),
        ),
      )
      .where(eq(eventAnswers.eventId, eventId)),
    doorCounts(db, eventId),
  ]);
  return {
    views: views.map((row) => ({ day: String(row.day), views: Number(row.views) })),
    totalViews: views.reduce((sum, row) => sum + Number(row.views), 0),
    sources: sources.map((row) => ({ source: row.source, views: Number(row.views) })),
    rsvps,
    answers: questions.map((question) => {
      const mine = answers.filter((row) => row.questionId === question.id);
      const options = question.kind === 'yes_no' ? ['yes', 'no'] : question.options;
      return {
        questionId: question.id,
        label: question.label,
        answered: mine.length,
        choices: options.map((option) => ({
          option,
          count: mine.filter((row) => Array.isArray(row.answer) && row.answer.includes(option))
            .length,
        })),
      };
    }),
    ...door,
  };
}
