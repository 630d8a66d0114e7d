import type { NotificationKind } from '@lineup/db/constants';
import { casualPlanMembers, eventRsvps, notifications } from '@lineup/db/schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { SOURCE_LOCALE, LOCALES } from '@lineup/contracts/locales';
import { translator, type Translator } from '../../lib/i18n/translator';
import type { Tx } from '../../lib/transaction';
import { cancelJobs, enqueue } from '../jobs';
import type { Recipients } from './fan-out';
import { notifyJob } from './notify';

// Telling members about something (docs/product.md §10 "Notifications"). A change calls
// `announce` inside its own transaction: that adds one `notify` job, committed with the change
// (so it is never lost, never sent for a change that was rolled back). The job then writes each
// recipient's notification and queues their e-mail and push (see notify.ts).

/**
 * A notice's text: a function writes it in each recipient's language (docs/product.md §18);
 * a plain string is the same for everyone (what a member wrote, such as a host's message).
 */
export type NoticeText = string | ((t: Translator) => string);

export type Announcement = {
  kind: NotificationKind;
  /** One line in the recipients' terms, e.g. "Sunset jam: now 18:00 instead of 17:00". */
  title: NoticeText;
  /** More detail; may be empty. */
  body?: NoticeText;
  /** The page it is about: a path on this site. */
  link: string;
  recipients: Recipients;
  /** The member who caused it: never told about their own doing. */
  actorId?: string | null;
  /**
   * Resolve the recipients now, inside the transaction, rather than when the job runs: for a
   * change that deletes the rows they are found by (a deleted event or plan).
   */
  resolveNow?: boolean;
  /**
   * What it is about, when it may be taken back or repeat (a friend request, someone joining
   * or leaving a plan): a later announcement on the same subject replaces one still queued,
   * and rewrites the recipient's unread notice rather than adding another, so churn makes one
   * notice at most. `withdraw` takes it back.
   */
  subject?: string;
};

/** Adds the `notify` job for an announcement to the caller's transaction. */
export async function announce(tx: Tx, announcement: Announcement): Promise<void> {
  const recipients = announcement.resolveNow
    ? { users: await resolveRecipients(tx, announcement.recipients) }
    : announcement.recipients;
  if ('users' in recipients && recipients.users.length === 0) return;
  const subject = announcement.subject ?? null;
  await enqueue(
    tx,
    notifyJob,
    {
      kind: announcement.kind,
      ...noticeTexts(announcement.title, announcement.body ?? ''),
      link: announcement.link,
      recipients,
      actorId: announcement.actorId ?? null,
      subject,
    },
    subject ? { key: notifyKey(subject), onDuplicateKey: 'replace' } : {},
  );
}

const notifyKey = (subject: string) => `notify:${subject}`;

/**
 * A notice's title and body in English, and in every other language Lineup speaks: written
 * now, so that the job writes each recipient's in one statement.
 */
export function noticeTexts(title: NoticeText, body: NoticeText) {
  const write = (text: NoticeText, t: Translator) => (typeof text === 'string' ? text : text(t));
  const english = translator(SOURCE_LOCALE);
  const translations = Object.fromEntries(
    LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => {
      const t = translator(locale);
      return [locale, { title: write(title, t), body: write(body, t) }];
    }),
  );
  return { title: write(title, english), body: write(body, english), translations };
}

/**
 * Takes back what was announced on a subject (a friend request withdrawn): the notify job if it
 * has not run, and every notice on it its recipient has not read. A notice still waiting for
 * its delivery is then never mailed or pushed.
 */
export async function withdraw(tx: Tx, subject: string): Promise<void> {
  await cancelJobs(tx, [notifyKey(subject)]);
  await tx
    .delete(notifications)
    .where(and(eq(notifications.subject, subject), isNull(notifications.readAt)));
}

async function resolveRecipients(tx: Tx, recipients: Recipients): Promise<string[]> {
  if ('users' in recipients) return recipients.users;
  if ('eventRsvps' in recipients) {
    const rows = await tx
      .select({ userId: eventRsvps.userId })
      .from(eventRsvps)
      .where(
        and(
          eq(eventRsvps.eventId, recipients.eventRsvps),
          inArray(eventRsvps.status, [...recipients.statuses]),
        ),
      );
    return rows.map((row) => row.userId);
  }
  const rows = await tx
    .select({ userId: casualPlanMembers.userId })
    .from(casualPlanMembers)
    .where(
      and(
        eq(casualPlanMembers.planId, recipients.planMembers),
        inArray(casualPlanMembers.status, [...recipients.statuses]),
      ),
    );
  return rows.map((row) => row.userId);
}
