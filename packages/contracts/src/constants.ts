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

export const RSVP_STATUSES = ['going', 'interested', 'waitlisted'] as const;

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
