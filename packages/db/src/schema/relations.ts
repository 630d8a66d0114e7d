import { relations } from 'drizzle-orm';
import { venueAreas } from './areas';
import { accounts, sessions, users } from './auth';
import { userConsentLog } from './consent';
import { events, eventSlugRedirects } from './events';
import { friendships } from './friendships';
import { casualPlanMembers, casualPlans } from './plans';
import { profiles } from './profiles';
import { eventRsvps } from './rsvps';
import { venues } from './venues';

// Relations for `db.query.*` (docs/product.md §7 joins events with venue, creator profile and RSVPs).
// A creator's profile shares the user's id, so `creatorProfile` joins creator_id to profiles.id.

export const usersRelations = relations(users, ({ one, many }) => ({
  profile: one(profiles, { fields: [users.id], references: [profiles.id] }),
  sessions: many(sessions),
  accounts: many(accounts),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const profilesRelations = relations(profiles, ({ one }) => ({
  user: one(users, { fields: [profiles.id], references: [users.id] }),
}));

export const venueAreasRelations = relations(venueAreas, ({ many }) => ({
  events: many(events),
  venues: many(venues),
  casualPlans: many(casualPlans),
}));

export const venuesRelations = relations(venues, ({ one, many }) => ({
  area: one(venueAreas, { fields: [venues.areaId], references: [venueAreas.id] }),
  events: many(events),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  area: one(venueAreas, { fields: [events.areaId], references: [venueAreas.id] }),
  venue: one(venues, { fields: [events.venueId], references: [venues.id] }),
  creatorProfile: one(profiles, { fields: [events.creatorId], references: [profiles.id] }),
  rsvps: many(eventRsvps),
  slugRedirects: many(eventSlugRedirects),
}));

export const eventSlugRedirectsRelations = relations(eventSlugRedirects, ({ one }) => ({
  event: one(events, { fields: [eventSlugRedirects.eventId], references: [events.id] }),
}));

export const eventRsvpsRelations = relations(eventRsvps, ({ one }) => ({
  event: one(events, { fields: [eventRsvps.eventId], references: [events.id] }),
  profile: one(profiles, { fields: [eventRsvps.userId], references: [profiles.id] }),
}));

export const casualPlansRelations = relations(casualPlans, ({ one, many }) => ({
  area: one(venueAreas, { fields: [casualPlans.areaId], references: [venueAreas.id] }),
  creatorProfile: one(profiles, { fields: [casualPlans.creatorId], references: [profiles.id] }),
  members: many(casualPlanMembers),
}));

export const casualPlanMembersRelations = relations(casualPlanMembers, ({ one }) => ({
  plan: one(casualPlans, { fields: [casualPlanMembers.planId], references: [casualPlans.id] }),
  profile: one(profiles, { fields: [casualPlanMembers.userId], references: [profiles.id] }),
}));

export const friendshipsRelations = relations(friendships, ({ one }) => ({
  requesterProfile: one(profiles, {
    fields: [friendships.requesterId],
    references: [profiles.id],
  }),
  addresseeProfile: one(profiles, {
    fields: [friendships.addresseeId],
    references: [profiles.id],
  }),
}));

export const userConsentLogRelations = relations(userConsentLog, ({ one }) => ({
  user: one(users, { fields: [userConsentLog.userId], references: [users.id] }),
}));
