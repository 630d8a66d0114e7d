import { seriesMessages, type SeriesRsvpResponse } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { eventRsvps, events } from '@lineup/db/schema';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import { setRsvp } from './rsvps.service';

/**
 * `PUT /api/series/:id/rsvp`: "going to every session" in one answer. Each published session
 * that has not ended gets the member's answer through the one RSVP rule (its own capacity and
 * lock): a free spot makes them going, a full session puts them on its waitlist. `none` takes
 * back every answer to the sessions still to come. A series none of whose sessions is
 * published is not found, as its drafts are.
 */
export async function answerEverySession(options: {
  db: Db;
  user: SessionUser;
  seriesId: string;
  status: 'going' | 'none';
  now?: Date;
}): Promise<SeriesRsvpResponse> {
  const { db, user, seriesId, status } = options;
  const now = options.now ?? new Date();
  const sessions = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.seriesId, seriesId), eq(events.status, 'published'), gt(events.endDate, now)),
    )
    .orderBy(asc(events.startDate));
  if (sessions.length === 0) {
    const [any] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.seriesId, seriesId), inArray(events.status, ['published', 'cancelled'])))
      .limit(1);
    if (!any) throw notFound(seriesMessages.notFound);
  }
  const result: SeriesRsvpResponse = { going: 0, waitlisted: 0, left: 0 };
  for (const session of sessions) {
    if (status === 'none') {
      const [answer] = await db
        .select({ status: eventRsvps.status })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, session.id), eq(eventRsvps.userId, user.id)));
      if (!answer) continue;
    }
    try {
      const saved = await setRsvp({
        db,
        user,
        eventId: session.id,
        // Asking for the waitlist is "going" while a spot is free (the RSVP rule).
        status: status === 'going' ? 'waitlisted' : 'none',
        now,
      });
      if (saved.status === 'going') result.going += 1;
      else if (saved.status === 'waitlisted') result.waitlisted += 1;
      else result.left += 1;
    } catch (error) {
      // A session that ended or was cancelled meanwhile is skipped; the others still count.
      if (!(error instanceof AppError) || error.status !== 409) throw error;
    }
  }
  return result;
}
