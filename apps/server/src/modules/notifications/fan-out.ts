import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  PLAN_MEMBER_STATUSES,
  RSVP_STATUSES,
  type NotificationKind,
} from '@lineup/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../lib/transaction';
import { notBlocked } from '../blocking';
import { deliverJob } from './deliver';

/**
 * Mails to one member wait this long after their last one; what comes meanwhile goes out
 * together as a digest (docs/product.md §10).
 */
export const DIGEST_WINDOW_MINUTES = 3;

/**
 * Notices whose title names the member who caused them ("kai joined your plan"). A member who
 * blocked that member, or whom that member blocked, is not told (docs/product.md §13): the
 * check runs when the job does, so a block made after the change still counts.
 */
const NAMES_THE_ACTOR: ReadonlySet<NotificationKind> = new Set([
  'host_invite',
  'plan_member',
  'friend_request',
  'friend_accepted',
]);

/** Who hears about it. */
export const Recipients = z.union([
  /** These members. */
  z.object({ users: z.array(z.string()) }),
  /** Members whose RSVP to the event has one of these statuses (when the job runs). */
  z.object({ eventRsvps: z.string(), statuses: z.array(z.enum(RSVP_STATUSES)).readonly() }),
  /** Members of the casual plan with one of these statuses (when the job runs). */
  z.object({
    planMembers: z.string(),
    statuses: z.array(z.enum(PLAN_MEMBER_STATUSES)).readonly(),
  }),
]);
export type Recipients = z.infer<typeof Recipients>;

/** One notice for its recipients: the `notify` job's payload. */
export const FanOut = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  recipients: Recipients,
  actorId: z.string().nullable(),
  /** Jobs queued before subjects existed have none. */
  subject: z.string().nullish(),
  /**
   * The title and body in each language other than English, by locale (docs/product.md §18):
   * a recipient who reads one gets theirs. Jobs queued before languages had none.
   */
  translations: z.record(z.string(), z.object({ title: z.string(), body: z.string() })).optional(),
});
export type FanOut = z.infer<typeof FanOut>;

/**
 * The recipients' rows. With `answeredBy` (a job id), only members who had answered when that
 * job was queued: someone who says "going" after the change was made has nothing to be told.
 */
function recipientRows(recipients: Recipients, answeredBy: number | null) {
  const before = (column: SQL) =>
    answeredBy === null
      ? sql``
      : sql` and ${column} <= (select created_at from jobs where id = ${answeredBy})`;
  if ('users' in recipients) {
    // One parameter however many members: a deleted event may have had thousands.
    return sql`select value as user_id from jsonb_array_elements_text(${JSON.stringify(recipients.users)}::jsonb)`;
  }
  if ('eventRsvps' in recipients) {
    return sql`select user_id from event_rsvps
      where event_id = ${recipients.eventRsvps}
        and status in (${sql.join(
          recipients.statuses.map((status) => sql`${status}`),
          sql`, `,
        )})${before(sql.raw('created_at'))}`;
  }
  return sql`select user_id from casual_plan_members
    where plan_id = ${recipients.planMembers}
      and status in (${sql.join(
        recipients.statuses.map((status) => sql`${status}`),
        sql`, `,
      )})${before(sql.raw('joined_at'))}`;
}

/**
 * Writes one notification per recipient, in their language, and queues each one's delivery, in
 * one statement:
 * each member's choice for the kind decides whether it shows in the app and whether it is
 * mailed or pushed; a member who turned every channel off gets no row. Banned members and the
 * member who caused it get nothing, nor members blocked either way from a notice naming them. A member's delivery job is shared by what comes within
 * the digest window (`deliver:<id>` is unique while pending).
 */
export async function fanOut(
  db: DbOrTx,
  notice: FanOut,
  now: Date,
  options: { answeredBy?: number } = {},
): Promise<number> {
  const defaults = DEFAULT_NOTIFICATION_CHANNELS[notice.kind];
  const on = (column: 'in_app' | 'email' | 'push', fallback: boolean) =>
    sql`coalesce(p.${sql.raw(column)}, ${sql.raw(String(fallback))})`;
  const inApp = on('in_app', defaults.inApp);
  const outside = sql`(${on('email', defaults.email)} or ${on('push', defaults.push)})`;
  const unblocked = NAMES_THE_ACTOR.has(notice.kind)
    ? notBlocked(notice.actorId, sql`r.user_id`)
    : sql`true`;
  const subject = notice.subject ?? null;
  // Each recipient's language's text, else the English.
  const translations = JSON.stringify(notice.translations ?? {});
  const inTheirs = (field: 'title' | 'body', english: string) =>
    sql`coalesce(${translations}::jsonb -> e.locale ->> ${field}, ${english})`;
  const title = inTheirs('title', notice.title);
  const body = inTheirs('body', notice.body);
  // A notice on a subject the recipient has not read yet is rewritten in place: the member
  // sees the latest ("kai left your plan"), and one already delivered is not sent again.
  const rewritten =
    subject === null
      ? sql`select null::text as user_id where false`
      : sql`update notifications n
          set title = ${title}, body = ${body}, link = ${notice.link},
            created_at = ${now}
          from eligible e
          where n.user_id = e.user_id and n.subject = ${subject} and n.read_at is null
          returning n.user_id`;
  const { rows } = await db.execute<{ made: number }>(sql`
    with recipients as (${recipientRows(notice.recipients, options.answeredBy ?? null)}),
    eligible as (
      select r.user_id, u.locale, ${inApp} as in_app, ${outside} as outside
      from (select distinct user_id from recipients) r
      join users u on u.id = r.user_id and not u.banned
      left join notification_preferences p on p.user_id = r.user_id and p.kind = ${notice.kind}
      where r.user_id is distinct from ${notice.actorId} and ${unblocked}
        and (${inApp} or ${outside})
    ),
    rewritten as (${rewritten}),
    made as (
      insert into notifications (user_id, kind, title, body, link, in_app, delivery_pending, subject)
      select e.user_id, ${notice.kind}, ${title}, ${body}, ${notice.link},
        e.in_app, e.outside, ${subject}
      from eligible e
      where e.user_id not in (select user_id from rewritten)
      returning user_id, delivery_pending
    ),
    queued as (
      insert into jobs (kind, key, payload, run_at)
      select ${deliverJob.kind}, 'deliver:' || m.user_id,
        jsonb_build_object('userId', m.user_id),
        greatest(
          ${now}::timestamptz,
          (select max(n.emailed_at) from notifications n where n.user_id = m.user_id)
            + interval '${sql.raw(String(DIGEST_WINDOW_MINUTES))} minutes'
        )
      from made m
      where m.delivery_pending
      on conflict (key) where state = 'pending' do nothing
    )
    select count(*)::int as made from made`);
  return Number(rows[0]?.made ?? 0);
}
