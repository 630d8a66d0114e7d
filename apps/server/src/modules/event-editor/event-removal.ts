import type { SessionsScope, EditableEvent } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events } from '@lineup/db/schema';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import { recordModeration } from '../admin';
import {
  announceEventCancelled,
  announceSeriesCancelled,
  eventFacts,
  type EventFacts,
} from '../notifications';
import { coversNoEventUses } from '../events';
import { photoFilesOfEvent } from '../photos';
import { CANCEL_DRAFT, eventForChange, editableEvent } from './editable-event';
import { followingSessions } from './event-update';

// Cancelling and deleting events.

/**
 * `POST /api/events/:id/cancel`: the event stays visible with a banner; RSVPs stop. With
 * `sessions: following`, this session and every later published one of its series.
 */
export async function cancelEvent(options: {
  db: Db;
  user: SessionUser;
  id: string;
  sessions?: SessionsScope['sessions'];
}): Promise<EditableEvent> {
  const { db, user, id } = options;
  return db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, user, true, 'owner');
    if (current.status === 'draft') throw new AppError('conflict', 409, CANCEL_DRAFT);
    const sessions =
      options.sessions === 'following' && current.seriesId !== null
        ? [current, ...(await followingSessions(tx, current))]
        : [current];
    // Several sessions called off at once are one notice per member, not one per session.
    const cancelled: EventFacts[] = [];
    for (const session of sessions) {
      if (session.status !== 'published') continue;
      await tx
        .update(events)
        .set({ status: 'cancelled', sequence: sql`${events.sequence} + 1` })
        .where(eq(events.id, session.id));
      const facts = (await eventFacts(tx, session.id))!;
      if (sessions.length > 1) cancelled.push(facts);
      else await announceEventCancelled(tx, { event: facts, actorId: user.id });
      await recordModeration(tx, {
        user,
        ownerId: session.creatorId,
        action: 'event.cancel',
        target: { type: 'event', id: session.id, name: session.title },
      });
    }
    await announceSeriesCancelled(tx, { sessions: cancelled, actorId: user.id });
    return editableEvent(tx, id);
  });
}

/**
 * `DELETE /api/events/:id`: the event, its RSVPs, photos and old links go; returns the stored
 * files nothing uses any more (its cover, its album), to remove once it is committed.
 */
export async function deleteEvent(options: {
  db: Db;
  user: SessionUser;
  id: string;
}): Promise<{ unusedImageUrls: string[] }> {
  const { db, user, id } = options;
  return db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, user, true, 'owner');
    // Members who answered hear it was called off (their answers go with the event).
    if (current.status === 'published' && current.endDate > new Date()) {
      const facts = (await eventFacts(tx, id))!;
      await announceEventCancelled(tx, { event: facts, actorId: user.id, deleted: true });
    }
    const photoFiles = await photoFilesOfEvent(tx, id);
    await tx.delete(events).where(eq(events.id, id));
    await recordModeration(tx, {
      user,
      ownerId: current.creatorId,
      action: 'event.delete',
      target: { type: 'event', id, name: current.title },
    });
    return {
      unusedImageUrls: [...(await coversNoEventUses(tx, [current.imageUrl])), ...photoFiles],
    };
  });
}
