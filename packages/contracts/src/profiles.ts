import { EVENT_CATEGORIES, RSVP_VISIBILITIES } from './constants';
import { z } from 'zod';
import { FriendRelation } from './friends';
import { LOCALES } from './locales';
import { orNull } from './or-null';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** Letters, digits, dots and underscores; 'Surfer' and 'surfer' count as the same name. */
export const Username = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, { error: `Use at least ${USERNAME_MIN_LENGTH} characters.` })
  .max(USERNAME_MAX_LENGTH, { error: `Use at most ${USERNAME_MAX_LENGTH} characters.` })
  .regex(/^[a-z0-9_.]+$/i, { error: 'Use only letters, numbers, dots and underscores.' });

export const RsvpVisibility = z.enum(RSVP_VISIBILITIES).meta({ id: 'RsvpVisibility' });
export type RsvpVisibility = z.infer<typeof RsvpVisibility>;

/**
 * docs/product.md §3 "Profile". `avatarUrl` is stored as a list holding one image (the WebP at 256 px);
 * `createdAt` is null only for the default profile used when none could be stored.
 */
export const Profile = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    avatarUrl: z.array(z.string()).nullable(),
    location: z.string().nullable(),
    locationCategory: z.string().nullable(),
    status: z.string().nullable(),
    statusDetails: z.string().nullable(),
    tagline: z.string().nullable(),
    rsvpVisibility: RsvpVisibility,
    /** The language the member reads Lineup in (docs/product.md §18); null until they choose. */
    locale: z.enum(LOCALES).nullable(),
    createdAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

export const ProfileResponse = z.object({ profile: Profile }).meta({ id: 'ProfileResponse' });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** Text that may be cleared: an empty string is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` })
    .nullable()
    .optional();

export const PROFILE_LIMITS = {
  tagline: 160,
  location: 100,
  locationCategory: 50,
  status: 50,
  statusDetails: 280,
} as const;

/** `PATCH /api/profiles/me`: only the fields sent change. */
export const UpdateProfileRequest = z
  .object({
    username: Username.optional(),
    tagline: optionalText(PROFILE_LIMITS.tagline),
    location: optionalText(PROFILE_LIMITS.location),
    locationCategory: optionalText(PROFILE_LIMITS.locationCategory),
    status: optionalText(PROFILE_LIMITS.status),
    statusDetails: optionalText(PROFILE_LIMITS.statusDetails),
    locale: z
      .enum(LOCALES, {
        error: `Choose one of the languages Lineup speaks: ${LOCALES.join(', ')}.`,
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Every avatar is stored at these widths (square, WebP); `avatarUrl` holds the 256 one. */
export const AVATAR_SIZES = [96, 256, 512] as const;

/** An upcoming published event on a member's public profile. */
export const ProfileEvent = z
  .object({
    id: z.uuid(),
    title: z.string(),
    /** Canonical page: `/:country/:city/events/:slug`. */
    path: z.string(),
    category: z.enum(EVENT_CATEGORIES),
    startDate: z.iso.datetime(),
    endDate: z.iso.datetime(),
    /** IANA zone of the event's area; show times in it. */
    timeZone: z.string(),
    areaName: z.string(),
    venueName: z.string().nullable(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'ProfileEvent' });
export type ProfileEvent = z.infer<typeof ProfileEvent>;

/**
 * `GET /api/users/:userId`: another member's public profile. `going` is null when their RSVP
 * visibility hides it from the viewer.
 */
export const PublicProfile = z
  .object({
    id: z.string(),
    username: z.string(),
    /** First non-empty avatar entry (docs/product.md §3); the UI falls back to initials. */
    avatarUrl: z.string().nullable(),
    tagline: z.string().nullable(),
    location: z.string().nullable(),
    locationCategory: z.string().nullable(),
    status: z.string().nullable(),
    statusDetails: z.string().nullable(),
    memberSince: z.iso.datetime(),
    going: z.array(ProfileEvent.extend({ rsvpStatus: z.enum(['going', 'interested']) })).nullable(),
    created: z.array(ProfileEvent),
    /** How the signed-in viewer and this member are related; null for visitors and oneself. */
    friendship: orNull(FriendRelation),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfile>;

export const PublicProfileResponse = z
  .object({ profile: PublicProfile })
  .meta({ id: 'PublicProfileResponse' });
export type PublicProfileResponse = z.infer<typeof PublicProfileResponse>;

export const UserIdParam = z.object({ userId: z.string().min(1).max(100) });
