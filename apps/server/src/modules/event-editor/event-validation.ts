import {
  errorMessages,
  EVENT_LENGTH_MAX_MS,
  EVENT_LENGTH_MESSAGE,
  missingPinHalf,
  POINT_PAIR_MESSAGE,
  type CreateEventValues,
  type ValidationIssue,
} from '@lineup/contracts';
import { events, type EventRow, type VenueAreaRow, type VenueRow } from '@lineup/db/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { validationFailed } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { Tx } from '../../lib/transaction';
import { findArea } from '../areas';
import { findSameVenue, venueById, type NewVenueValues } from '../venues';
import { isStoredCover } from '../uploads';
import { describeLocal, instantToLocal, localToInstant } from '@lineup/db/zoned-time';

// Checking what was sent against the database: the area, the venue, the dates and the repeat
// rule, every problem reported at once.

/** Everything an event is saved from, after the request's own validation. */
export type EventValues = Omit<CreateEventValues, 'status'> & {
  status: EventRow['status'];
};

export type Resolved = {
  area: VenueAreaRow;
  /** An existing venue, or a new one to insert with the event. */
  venue: { existing: VenueRow } | { create: NewVenueValues } | null;
  startDate: Date;
  endDate: Date;
};

function collectIssues() {
  const issues: ValidationIssue[] = [];
  return {
    issues,
    add: (path: string, message: string) => issues.push({ path, message }),
    throwIfAny: () => {
      if (issues.length > 0) {
        throw validationFailed(errorMessages.validationFailed, { target: 'json', issues });
      }
    },
  };
}

/**
 * The checks that need the database, all reported together with the request's own field
 * paths, before anything is written: the area and venue exist, the local times exist in the
 * area's zone, the image is one we stored.
 */
export async function resolve(
  tx: Tx,
  values: EventValues,
  context: {
    current?: EventRow & { timeZone: string };
    /** Re-read the times in the area's zone (sent, or the area changed). */
    timesChanged: boolean;
    venueChanged: boolean;
    now: Date;
    storage: Storage;
  },
): Promise<Resolved> {
  const { current, now } = context;
  const problems = collectIssues();

  const area = await findArea(tx, values.area);
  if (!area) {
    problems.add('area', 'Choose one of the areas.');
  } else if (!area.active && area.id !== current?.areaId) {
    problems.add('area', `${area.name} is not taking new events.`);
  }

  let venue: Resolved['venue'] = null;
  if (values.newVenue && context.venueChanged) {
    const newVenue = values.newVenue as NewVenueValues;
    const same = area ? await findSameVenue(tx, { ...newVenue, area }) : undefined;
    const half = missingPinHalf(newVenue);
    if (half) problems.add(`newVenue.${half}`, POINT_PAIR_MESSAGE);
    if (same) {
      problems.add(
        'newVenue.name',
        `${same.name} in ${same.city ?? newVenue.city} is already on Lineup. Pick it from the list.`,
      );
    } else {
      venue = { create: newVenue };
    }
  } else if (values.venueId) {
    const existing = await venueById(tx, values.venueId);
    if (!existing) {
      problems.add('venueId', 'That venue no longer exists. Pick another one.');
    } else if (
      area &&
      existing.areaId !== null &&
      existing.areaId !== area.id &&
      (context.venueChanged || area.id !== current?.areaId)
    ) {
      problems.add('venueId', `That venue is not in ${area.name}. Pick one there.`);
    } else {
      venue = { existing };
    }
  }

  let startDate = current?.startDate;
  let endDate = current?.endDate;
  if (area && (context.timesChanged || !current)) {
    // A time sent back as the form showed it keeps its instant (even the second of a
    // repeated hour, which reading it again would turn into the first).
    const read = (local: string, instant: Date | undefined) =>
      current &&
      instant &&
      area.timeZone === current.timeZone &&
      local === instantToLocal(instant, current.timeZone)
        ? ({ ok: true, instant } as const)
        : localToInstant(local, area.timeZone);
    const start = read(values.startLocal, current?.startDate);
    const end = read(values.endLocal, current?.endDate);
    const skipped = (local: string) =>
      `${describeLocal(local)} does not exist in ${area.timeZone}: the clocks go forward an hour then. Pick another time.`;
    if (!start.ok) problems.add('startLocal', skipped(values.startLocal));
    if (!end.ok) problems.add('endLocal', skipped(values.endLocal));
    if (start.ok && end.ok) {
      // An event that already happened can still be corrected, as long as it is not moved.
      const moved =
        !current ||
        start.instant.getTime() !== current.startDate.getTime() ||
        end.instant.getTime() !== current.endDate.getTime();
      if (end.instant <= start.instant) {
        problems.add('endLocal', 'The event must end after it starts.');
      } else if (moved && end.instant <= now) {
        problems.add('endLocal', 'This time has already passed. Choose a time in the future.');
      } else if (moved && end.instant.getTime() - start.instant.getTime() > EVENT_LENGTH_MAX_MS) {
        // Checked on the instants too: a PATCH may send one end only, and the lists rely on it.
        problems.add('endLocal', EVENT_LENGTH_MESSAGE);
      }
      startDate = start.instant;
      endDate = end.instant;
    }
  }

  if (values.imageUrl && values.imageUrl !== current?.imageUrl) {
    const usedElsewhere = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.imageUrl, values.imageUrl),
          current ? ne(events.id, current.id) : undefined,
          // The sessions of a series share their cover.
          current?.seriesId
            ? sql`${events.seriesId} is distinct from ${current.seriesId}`
            : undefined,
        ),
      )
      .limit(1);
    if (usedElsewhere.length > 0 || !(await isStoredCover(context.storage, values.imageUrl))) {
      problems.add('imageUrl', 'Upload the cover image again; that one was not found.');
    }
  }

  problems.throwIfAny();
  return { area: area!, venue, startDate: startDate!, endDate: endDate! };
}
