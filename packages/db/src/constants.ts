// The fixed value lists behind the schema's CHECK constraints. They are written once in
// @lineup/contracts (shared with the API's schemas and the web app); server code keeps reading
// them, with a type for each, from '@lineup/db/constants' and the schema.
export * from '@lineup/contracts/constants';
import type {
  ADMIN_AUDIT_ACTIONS,
  CITY_STATUSES,
  CONSENT_TYPES,
  EVENT_CATEGORIES,
  EVENT_STATUSES,
  FRIENDSHIP_STATUSES,
  JOB_STATES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  PLAN_MEMBER_STATUSES,
  PLAN_VISIBILITIES,
  RSVP_STATUSES,
  RSVP_VISIBILITIES,
  SEARCH_RESULT_TYPES,
  STAY_VISIBILITIES,
  USER_ROLES,
} from '@lineup/contracts/constants';

export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export type RsvpVisibility = (typeof RSVP_VISIBILITIES)[number];
export type PlanVisibility = (typeof PLAN_VISIBILITIES)[number];
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];
export type ConsentType = (typeof CONSENT_TYPES)[number];
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
export type UserRole = (typeof USER_ROLES)[number];
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];
export type CityStatus = (typeof CITY_STATUSES)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type PlanMemberStatus = (typeof PLAN_MEMBER_STATUSES)[number];
export type JobState = (typeof JOB_STATES)[number];
export type StayVisibility = (typeof STAY_VISIBILITIES)[number];
