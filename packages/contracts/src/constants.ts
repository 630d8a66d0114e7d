// Fixed value lists shared by the database's CHECK constraints (through @lineup/db), the API's
// schemas and the web app. Only plain values here: the types come from the zod schemas built on
// these lists (`EventCategory`, `EventStatus`, ...), and the module imports nothing so the
// database package can read it without loading the schemas.

export const EVENT_CATEGORIES = [
  'surf',
  'music',
  'party',
  'yoga-wellness',
  'food-drink',
  'market',
  'sport',
  'community',
  'workshop',
  'art-culture',
  'other',
] as const;

export const EVENT_CATEGORY_LABELS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  surf: 'Surf',
  music: 'Music',
  party: 'Party',
  'yoga-wellness': 'Yoga & wellness',
  'food-drink': 'Food & drink',
  market: 'Market',
  sport: 'Sport',
  community: 'Community',
  workshop: 'Workshop',
  'art-culture': 'Art & culture',
  other: 'Other',
};

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;

/**
 * `requested`: asked to go to an event that needs approval; `declined`: a host said no, so the
 * member cannot ask again (docs/product.md §14 "Approval").
 */
export const RSVP_STATUSES = [
  'going',
  'interested',
  'waitlisted',
  'requested',
  'declined',
] as const;

export const RSVP_VISIBILITIES = ['everyone', 'friends', 'nobody'] as const;

export const PLAN_VISIBILITIES = ['everyone', 'friends'] as const;

/** Who may see a member's stay (docs/product.md §13 "Stays"). */
export const STAY_VISIBILITIES = ['friends', 'everyone', 'nobody'] as const;

/** A stay's note, and how far ahead and how long a stay may be. */
export const STAY_NOTE_MAX_LENGTH = 140;
export const STAY_MAX_DAYS = 366;
export const STAY_MAX_DAYS_AHEAD = 2 * 366;
/** Stays a member may have that have not ended yet. */
export const STAYS_MAX_UPCOMING = 30;

export const FRIENDSHIP_STATUSES = ['pending', 'accepted'] as const;

export const CONSENT_TYPES = ['cookies'] as const;

export const SEARCH_RESULT_TYPES = ['event', 'venue', 'casual_plan'] as const;

export const USER_ROLES = ['user', 'admin'] as const;

/** Limits enforced by CHECK constraints (docs/product.md "Event"). */
export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_TAGS_MAX = 10;

/**
 * What an admin did, kept in the audit log (`admin_audit_log`): bans, role changes, event
 * moderation (also an admin editing, cancelling or deleting someone else's event or plan),
 * area and city edits.
 */
export const ADMIN_AUDIT_ACTIONS = [
  'member.ban',
  'member.unban',
  'member.role',
  'event.unpublish',
  'event.update',
  'event.cancel',
  'event.delete',
  'plan.update',
  'plan.delete',
  'area.create',
  'area.update',
  'city.create',
  'city.approve',
  'city.update',
  'city.delete',
  'moderation.dismiss',
  'moderation.hide',
  'moderation.warn',
  'moderation.ban',
  'moderation.delete',
  'moderation.auto_hide',
] as const;

/** A city page exists once an admin approved the city; members' new cities wait as pending. */
export const CITY_STATUSES = ['approved', 'pending'] as const;

/**
 * What a member can be told about (docs/product.md §10 "Notifications"). Each kind has its own
 * preference per channel.
 */
export const NOTIFICATION_KINDS = [
  'event_changed',
  'event_cancelled',
  'event_reminder',
  'waitlist_promoted',
  'friend_request',
  'friend_accepted',
  'plan_member',
  'plan_changed',
  'event_full',
  'rsvp_summary',
  'friend_nearby',
  'crew_event',
  'host_invite',
  'announcement',
  'rsvp_request',
  'rsvp_answered',
  'discussion',
  'report_handled',
  'moderation',
] as const;

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push'] as const;

/** Where a member of a full event or plan stands: going, or waiting for a spot. */
export const PLAN_MEMBER_STATUSES = ['joined', 'waitlisted'] as const;

/** The job queue's states (docs/decisions/0017-job-queue.md). */
export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;

/** Cover images: checked by content, at most this large, stored as WebP at both sizes. */
export const EVENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const EVENT_IMAGE_SIZES = {
  card: { width: 640, height: 360 },
  hero: { width: 1600, height: 900 },
} as const;
export type EventImageSize = keyof typeof EVENT_IMAGE_SIZES;

/**
 * An event's `imageUrl` is the card-sized image; the hero-sized one sits beside it. Images
 * from elsewhere (no such pair) are used as they are at both sizes.
 */
export function eventImageUrl(imageUrl: string, size: EventImageSize): string {
  return imageUrl.replace(/\/(card|hero)\.webp$/, `/${size}.webp`);
}

/**
 * docs/product.md §14 "Crews": a crew's address is `/crew/:handle`; its members' roles, from the
 * most to the least they may do.
 */
export const CREW_HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const CREW_NAME_MAX = 80;
export const CREW_DESCRIPTION_MAX = 2000;
export const CREW_LINKS_MAX = 5;
export const CREW_ROLES = ['owner', 'host', 'checkin'] as const;
/** An invitation (to a crew or to co-host an event) waits until the member accepts it. */
export const INVITATION_STATUSES = ['invited', 'accepted'] as const;

/** docs/product.md §14 "Announcements". */
export const ANNOUNCEMENT_BODY_MAX = 1000;
export const ANNOUNCEMENTS_PER_EVENT_PER_DAY = 5;
export const ANNOUNCEMENT_SCHEDULE_MAX_DAYS = 30;
/** The guests an announcement goes to, by their RSVP. */
export const ANNOUNCEMENT_AUDIENCES = ['going', 'waitlisted', 'interested'] as const;

/** docs/product.md §14 "Questions". */
export const EVENT_QUESTIONS_MAX = 5;
export const QUESTION_KINDS = ['text', 'single', 'multiple', 'yes_no'] as const;
export const QUESTION_LABEL_MAX = 200;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 10;
export const QUESTION_OPTION_MAX = 80;
export const ANSWER_TEXT_MAX = 300;

/** docs/product.md §15 "Discussion": what members say on an event's or a plan's page. */
export const MESSAGE_BODY_MAX = 2000;
/** Messages one member may post in an hour, across threads. */
export const MESSAGES_PER_HOUR = 60;
/** A page of a thread's messages (top-level ones, each with its replies). */
export const MESSAGES_PAGE_SIZE = 30;
/**
 * A thread's digest gathers what is posted this long after the first new message, so going
 * guests and hosts hear of a conversation once rather than once per message.
 */
export const DISCUSSION_DIGEST_MINUTES = 10;

/**
 * docs/product.md §15 "New accounts": for its first days an account has tighter limits, so one
 * that was made to spam cannot flood a town's listings or discussions before anyone notices.
 */
export const NEW_ACCOUNT_DAYS = 7;
/** Messages a new account may post in a day (besides the hourly limit everyone has). */
export const NEW_ACCOUNT_MESSAGES_PER_DAY = 30;
/** Events a new account may create in a day; a weekly series counts once. */
export const NEW_ACCOUNT_EVENTS_PER_DAY = 5;

/** docs/product.md §15 "Photos after the event": an event's album. */
export const PHOTOS_PER_MEMBER_PER_EVENT = 20;
/** A page of an album, newest first. */
export const PHOTOS_PAGE_SIZE = 40;
/** A photo is read like a cover: at most 10 MB, checked by its content. */
export const PHOTO_MAX_BYTES = EVENT_IMAGE_MAX_BYTES;
/** The longest side of each stored size; a photo is never enlarged. */
export const PHOTO_SIZES = { small: 480, large: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** docs/product.md §15 "Reports": what a member may report, and why. */
export const REPORT_SUBJECT_KINDS = ['event', 'plan', 'message', 'photo', 'member'] as const;
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'unsafe',
  'wrong_information',
  'other',
] as const;
export const REPORT_NOTE_MAX = 500;
/** Reports one member may send in an hour (each may reach a moderator's queue). */
export const REPORTS_PER_HOUR = 10;
/**
 * Members with an open report on one item before it is hidden until a moderator looks
 * (docs/product.md §15 "Moderation"); a moderator's dismissal brings it back.
 */
export const REPORTS_TO_HIDE = 3;
/** docs/product.md §15 "Moderation": what a moderator does with a reported item. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'warn', 'ban', 'delete'] as const;
/** What became of a handled report: the action, as the reporter is told. */
export const REPORT_OUTCOMES = ['dismissed', 'hidden', 'warned', 'banned', 'deleted'] as const;
export const MODERATION_NOTE_MAX = 1000;
/** Words a moderator adds to a warning or a hiding, for the member who posted the item. */
export const MODERATION_MESSAGE_MAX = 1000;
export const MODERATION_PAGE_SIZE = 20;
