import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES, SOURCE_LOCALE } from '@lineup/contracts/locales';
import {
  EVENT_CATEGORIES,
  EVENT_DESCRIPTION_MAX,
  EVENT_STATUSES,
  EVENT_TAGS_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
} from '../constants';
import { venueAreas } from './areas';
import { users } from './auth';
import { createdAt, oneOf, timestamptz, trigram, updatedAt } from './columns';
import { crews } from './crews';
import { recurringSeries } from './series';
import { venues } from './venues';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Unique per city: the canonical URL is /:country/:city/events/:slug.
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The language the title and description are written in (docs/product.md §18). */
    locale: text('locale', { enum: LOCALES }).notNull().default(SOURCE_LOCALE),
    /**
     * Every translation's title and description, joined by newlines: kept by the trigger of
     * migration 0025 whenever `event_translations` changes, so that `search_text`, a generated
     * column that can only read its own row, finds an event by any of its languages.
     */
    translatedText: text('translated_text').notNull().default(''),
    destination: text('destination'),
    vibe: text('vibe'),
    eventCategory: text('event_category', { enum: EVENT_CATEGORIES }).notNull().default('other'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Free-text place when the event has no venue row.
    specificVenue: text('specific_venue'),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    capacity: integer('capacity'),
    /**
     * iCalendar SEQUENCE: goes up when the time or place changes or the event is cancelled, so
     * calendar apps replace their copy instead of adding a second one.
     */
    sequence: integer('sequence').notNull().default(0),
    priceText: text('price_text'),
    externalUrl: text('external_url'),
    imageUrl: text('image_url'),
    areaId: uuid('area_id')
      .notNull()
      .references(() => venueAreas.id),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'set null' }),
    // Internal: never sent to clients (docs/product.md §3 strips it from search results).
    organizerEmail: text('organizer_email'),
    countrySlug: text('country_slug').notNull(),
    citySlug: text('city_slug').notNull(),
    /**
     * The fields search matches (docs/product.md §7), lower-cased once when the row is written and
     * joined by newlines (search terms never contain one). `search_text LIKE lower(term)` is
     * the same contains-match as seven ILIKEs at a fraction of the cost per row. Written with
     * `||` because concat_ws is not immutable, and the tags through migration 0000's IMMUTABLE
     * `text_array_to_string`, as `array_to_string` is only STABLE.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce("title", '') || chr(10) || coalesce("description", '') || chr(10) || coalesce("destination", '') || chr(10) || coalesce("vibe", '') || chr(10) || "event_category" || chr(10) || text_array_to_string("tags") || chr(10) || coalesce("specific_venue", '') || chr(10) || "translated_text")`,
    ),
    /** The series of a recurring event's session; null for a one-off. */
    seriesId: uuid('series_id').references(() => recurringSeries.id, { onDelete: 'set null' }),
    /** The start the series' rule gave this session, whatever it was moved to since. */
    occurrenceStart: timestamptz('occurrence_start'),
    /** The crew that hosts it (docs/product.md §14): its owners and hosts manage the event. */
    crewId: uuid('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    /** "Going" is a request the hosts accept or decline (docs/product.md §14 "Approval"). */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /**
     * Hidden by moderation (docs/product.md §15): the event was unpublished (a draft again, so
     * it leaves pages, search, feeds and sitemaps) and stays so until a moderator brings it
     * back; its creator cannot publish it meanwhile.
     */
    hiddenAt: timestamptz('hidden_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_country_city_slug_key').on(t.countrySlug, t.citySlug, t.slug),
    // end_date is a key column so that "not ended" is checked in the index: a list or search
    // in start order otherwise fetches every event of the last days just to see it ended.
    index('events_status_start_end_idx').on(t.status, t.startDate, t.endDate),
    index('events_area_status_start_idx').on(t.areaId, t.status, t.startDate),
    index('events_place_status_start_idx').on(t.countrySlug, t.citySlug, t.status, t.startDate),
    index('events_creator_id_idx').on(t.creatorId),
    index('events_crew_start_idx')
      .on(t.crewId, t.startDate)
      .where(sql`${t.crewId} is not null`),
    // A series' sessions in order: Discover's "next session only", the page's list, calendars.
    index('events_series_start_idx')
      .on(t.seriesId, t.startDate)
      .where(sql`${t.seriesId} is not null`),
    // The admin's moderation list, newest first.
    index('events_created_at_idx').on(t.createdAt),
    index('events_venue_id_idx').on(t.venueId),
    // Title suggestions (ILIKE on the title alone).
    index('events_title_trgm_idx').using('gin', trigram(t.title)),
    index('events_search_text_trgm_idx').using('gin', trigram(t.searchText)),
    // Terms without a trigram (one or two letters, punctuation): every one- and two-character
    // piece of `search_text` (`search_grams`, migration 0011), published events only.
    index('events_search_grams_idx')
      .using('gin', sql`search_grams(${t.searchText})`)
      .where(sql`${t.status} = 'published'`),
    // The longest published event in one index read: lists of events that have not ended
    // use it as a lower bound on start_date (see the discovery decision record).
    index('events_published_duration_idx')
      .on(sql`(${t.endDate} - ${t.startDate})`)
      .where(sql`${t.status} = 'published'`),
    check(
      'events_title_length_check',
      sql`char_length(${t.title}) between ${sql.raw(String(EVENT_TITLE_MIN))} and ${sql.raw(String(EVENT_TITLE_MAX))}`,
    ),
    check(
      'events_description_length_check',
      sql`char_length(${t.description}) <= ${sql.raw(String(EVENT_DESCRIPTION_MAX))}`,
    ),
    check(
      'events_tags_count_check',
      sql`cardinality(${t.tags}) <= ${sql.raw(String(EVENT_TAGS_MAX))}`,
    ),
    check('events_event_category_check', oneOf(t.eventCategory, EVENT_CATEGORIES)),
    check('events_locale_check', oneOf(t.locale, LOCALES)),
    check('events_status_check', oneOf(t.status, EVENT_STATUSES)),
    check('events_end_after_start_check', sql`${t.endDate} > ${t.startDate}`),
    check('events_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/** Old slugs of renamed events, so shared links keep resolving to the canonical URL. */
export const eventSlugRedirects = pgTable(
  'event_slug_redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oldSlug: text('old_slug').notNull(),
    countrySlug: text('country_slug').notNull(),
    citySlug: text('city_slug').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_slug_redirects_place_slug_key').on(t.countrySlug, t.citySlug, t.oldSlug),
    index('event_slug_redirects_event_id_idx').on(t.eventId),
  ],
);

/**
 * The organiser's own translations of an event's title and description (docs/product.md §18
 * "Event text in several languages"): one per language, never in the event's own `locale`.
 */
export const eventTranslations = pgTable(
  'event_translations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.locale] }),
    check('event_translations_locale_check', oneOf(t.locale, LOCALES)),
    check(
      'event_translations_title_length_check',
      sql`char_length(${t.title}) between ${sql.raw(String(EVENT_TITLE_MIN))} and ${sql.raw(String(EVENT_TITLE_MAX))}`,
    ),
    check(
      'event_translations_description_length_check',
      sql`char_length(${t.description}) <= ${sql.raw(String(EVENT_DESCRIPTION_MAX))}`,
    ),
  ],
);
