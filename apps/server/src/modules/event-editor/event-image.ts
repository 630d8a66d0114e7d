import type { EditableEvent } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../types';
import { coversNoEventUses } from '../events';
import { eventForChange, editableEvent } from './editable-event';

// An event's cover image.

/** Points the event at a newly stored cover; returns the event and the cover it replaced. */
export async function setEventImage(options: {
  db: Db;
  user: SessionUser;
  id: string;
  imageUrl: string;
}): Promise<{ event: EditableEvent; replacedImageUrls: string[] }> {
  const { db, user, id, imageUrl } = options;
  return db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, user, true);
    await tx.update(events).set({ imageUrl }).where(eq(events.id, id));
    return {
      event: await editableEvent(tx, id),
      replacedImageUrls: await coversNoEventUses(tx, [current.imageUrl]),
    };
  });
}
