import { randomBytes } from 'node:crypto';
import type { CalendarFeedResponse } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { calendarFeeds, eventRsvps, events, venueAreas, venues } from '@lineup/db/schema';
import { and, asc, eq, gt, ne, or } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { calendarEntryOf, writeCalendar } from '../calendar';
import { selectEvents } from '../events';

export const FEED_NOT_FOUND =
  'This calendar feed does not exist. Copy the current link from Lineup.';

/** Events that ended longer ago than this drop out of the feed. */
const FEED_PAST_DAYS = 30;
const FEED_MAX_EVENTS = 500;
const DAY = 86_400_000;

/** 32 characters of URL-safe randomness (192 bits): not guessable, fine in a path. */
const newToken = () => randomBytes(24).toString('base64url');

export const FEED_FILE = /^([A-Za-z0-9_-]{32})\.ics$/;

export function feedUrls(origin: string, token: string): CalendarFeedResponse {
  const url = new URL(`/api/calendar/${token}.ics`, origin).toString();
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** The member's feed token, made on first use. */
export async function feedToken(db: Db, userId: string): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing();
  const [feed] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed!.token;
}

/** A new token: the old feed URL stops working at once. */
export async function resetFeedToken(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, updatedAt: new Date() } });
  return token;
}

/**
 * The iCalendar feed (RFC 5545) behind `token`: the events its member is going to, from a
 * month back on. Each event keeps the UID of its single `.ics` download, so a calendar that
 * has both shows it once; a cancelled event stays in with STATUS:CANCELLED.
 */
export async function buildFeed(options: {
  db: Db;
  token: string;
  origin: string;
  now?: Date;
}): Promise<string> {
  const { db, token, origin } = options;
  const now = options.now ?? new Date();
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  if (!feed) throw notFound(FEED_NOT_FOUND);

  const rows = await selectEvents(db, { event: events, area: venueAreas, venue: venues })
    .innerJoin(eventRsvps, eq(eventRsvps.eventId, events.id))
    .where(
      and(
        eq(eventRsvps.userId, feed.userId),
        eq(eventRsvps.status, 'going'),
        or(ne(events.status, 'draft'), eq(events.creatorId, feed.userId)),
        gt(events.endDate, new Date(now.getTime() - FEED_PAST_DAYS * DAY)),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(FEED_MAX_EVENTS);

  return writeCalendar({
    name: 'Lineup: events I am going to',
    description: 'Events you said you are going to on Lineup.',
    // Calendar apps poll subscribed feeds; an hour keeps changes reasonably fresh.
    refreshSeconds: 3600,
    entries: rows.map((row) => calendarEntryOf(row, origin)),
  });
}
