import { describeSeries, type EventSeries } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { recurringSeries, events, venueAreas } from '@lineup/db/schema';
import { toZonedIso } from '@lineup/db/zoned-time';
import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import { eventPath, rsvpCount } from './event-card';
import { canEdit, type Viewer } from './viewer';

/** The event page lists this many of the series' coming sessions. */
export const SERIES_UPCOMING_SHOWN = 12;

/**
 * The series a session belongs to, for its page: the rule in words and the sessions that have
 * not ended, this one included. Drafts are listed only to whoever may edit them.
 */
export async function seriesOfEvent(
  db: Db,
  event: { seriesId: string | null; creatorId: string | null },
  viewer: Viewer,
  now = new Date(),
): Promise<EventSeries | null> {
  if (event.seriesId === null) return null;
  const [series] = await db
    .select({ rule: recurringSeries.rule })
    .from(recurringSeries)
    .where(eq(recurringSeries.id, event.seriesId));
  if (!series) return null;
  const visible = and(
    eq(events.seriesId, event.seriesId),
    gt(events.endDate, now),
    canEdit(event, viewer) ? undefined : ne(events.status, 'draft'),
  );
  const [sessions, [total]] = await Promise.all([
    db
      .select({
        id: events.id,
        countrySlug: events.countrySlug,
        citySlug: events.citySlug,
        slug: events.slug,
        startDate: events.startDate,
        status: events.status,
        capacity: events.capacity,
        going: rsvpCount('going'),
        timeZone: venueAreas.timeZone,
      })
      .from(events)
      .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
      .where(visible)
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(SERIES_UPCOMING_SHOWN),
    // A called-off session is listed, marked, but is not one to come.
    db
      .select({ n: count() })
      .from(events)
      .where(and(visible, ne(events.status, 'cancelled'))),
  ]);
  return {
    id: event.seriesId,
    repeats: describeSeries(series.rule),
    rule: series.rule,
    upcoming: sessions.map((session) => ({
      id: session.id,
      path: eventPath(session),
      startDate: toZonedIso(session.startDate, session.timeZone),
      status: session.status,
      spotsLeft:
        session.capacity === null ? null : Math.max(session.capacity - Number(session.going), 0),
    })),
    upcomingCount: total?.n ?? 0,
  };
}
